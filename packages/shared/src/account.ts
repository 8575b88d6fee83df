/** Accounts: types and helpers, free of zod so the storefront's browser code stays small. */
export type Role = 'user' | 'admin';

/** The signed-in person, as pages and the API see them. */
export interface Viewer {
  id: string;
  email: string;
  name: string;
  image: string | null;
  role: Role;
}

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export interface UserProfile {
  email: string;
  displayName: string;
  image: string | null;
  admin: boolean;
}

export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/** Where to go after signing in: only a path on this shop, never another site. */
export function safeRedirectPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
