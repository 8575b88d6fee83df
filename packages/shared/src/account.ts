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

export type { UserProfile } from './account-schemas';

export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/** A dummy origin to resolve redirect targets against: a target must not leave it. */
const SHOP_ORIGIN = 'http://shop.invalid';
/** C0 and C1 controls, DEL and backslashes: browsers drop or reinterpret them, turning `/\t/x` into `//x`. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_CHARACTER = /[\u0000-\u001f\u007f-\u009f\\]/;

/**
 * Where to go after signing in (or any redirect whose target came from a request): only a path
 * on this shop, never another site. Anything doubtful gives `fallback`.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return fallback;
  const decoded = decodeOnce(value);
  if (decoded === null || UNSAFE_CHARACTER.test(value) || UNSAFE_CHARACTER.test(decoded) || decoded.startsWith('//')) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(value, SHOP_ORIGIN);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can leave a pathname starting with `//` (`/.//evil`), which reads as another host.
  if (url.origin !== SHOP_ORIGIN || path.startsWith('//')) return fallback;
  return path;
}

/** Percent-decoded once, as a proxy or router in front of the page might; null when malformed. */
function decodeOnce(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
