import type { FastifyInstance, InjectOptions } from 'fastify';

export const SHOP_ORIGIN = 'http://localhost:3000';

/**
 * Calls the app the way a browser on the shop's page would: same Origin, and the cookies it was given.
 * Each instance is one visitor, reading the shop in `lang` when given.
 */
export function visitor(app: FastifyInstance, { ip = '203.0.113.7', lang }: { ip?: string; lang?: 'en' | 'bn' } = {}) {
  const cookies = new Map<string, string>();

  async function call(method: InjectOptions['method'], url: string, payload?: unknown, form?: Record<string, string>) {
    const body = form
      ? { type: 'application/x-www-form-urlencoded', text: new URLSearchParams(form).toString() }
      : payload === undefined
        ? null
        : { type: 'application/json', text: JSON.stringify(payload) };
    const response = await app.inject({
      method,
      url,
      remoteAddress: ip,
      headers: {
        origin: SHOP_ORIGIN,
        host: 'localhost:3000',
        // The shop's web app names its page's language on every call.
        ...(lang ? { 'accept-language': lang } : {}),
        ...(body ? { 'content-type': body.type } : {}),
        ...(cookies.size ? { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
      },
      payload: body?.text,
    });
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.maxAge !== undefined && cookie.maxAge <= 0)) cookies.delete(cookie.name);
      else cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  return {
    cookies,
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown = {}) => call('POST', url, payload),
    put: (url: string, payload: unknown) => call('PUT', url, payload),
    delete: (url: string) => call('DELETE', url),
    /** A form post, as payment providers send the shopper (or their notifications) back. */
    postForm: (url: string, fields: Record<string, string>) => call('POST', url, undefined, fields),
    signUp: (details: { name: string; email: string; password: string; image?: string }) => call('POST', '/api/auth/sign-up/email', details),
    signIn: (email: string, password: string) => call('POST', '/api/auth/sign-in/email', { email, password }),
    signOut: () => call('POST', '/api/auth/sign-out', {}),
  };
}
