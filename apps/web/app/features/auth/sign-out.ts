import { api, ApiError } from '~/lib/api-client';

/**
 * Signs out. Apart from the other calls to the sign-in service (`auth-client`), which only the sign-in pages load:
 * the header on every page needs this one alone.
 */
export async function signOut(): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    await api('/auth/sign-out', { method: 'POST', body: {} });
    return { ok: true };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ok: false, message: error.message };
  }
}
