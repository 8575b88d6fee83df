import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANG, type Lang } from '@alankar/shared/lang';

/**
 * The language a caller reads: the web app sends its page's language as `Accept-Language`; any other caller gets
 * Bangla only when Bangla is the first language it asks for.
 */
export function requestLang(request: Pick<FastifyRequest, 'headers'>): Lang {
  const first = request.headers['accept-language']?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'bn' || first.startsWith('bn-') ? 'bn' : DEFAULT_LANG;
}
