import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/i;
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The shop's own origin, for absolute URLs (the sitemap, page metadata, payment return addresses): PUBLIC_URL when it
 * is set. Without it the Host header is believed only for loopback addresses and for the first host the shop was
 * reached at; any other Host (someone else's domain pointed at the shop, a forged header) gets that first one.
 */
export function createOriginOf(publicUrl: string | undefined, port: number) {
  const configured = publicUrl ? new URL(publicUrl).origin : undefined;
  let first: string | undefined;
  const originOf = (request: FastifyRequest): string => {
    if (configured) return configured;
    const host = request.host;
    const fallback = `http://localhost:${port}`;
    if (!HOST.test(host)) return first ?? fallback;
    const origin = `${request.protocol}://${host.toLowerCase()}`;
    if (LOOPBACK.test(host)) return origin;
    first ??= origin;
    return first;
  };
  /** The origin for links written without a request at hand (an SMS sent by a job): PUBLIC_URL, or the first host. */
  const known = (): string => configured ?? first ?? `http://localhost:${port}`;
  return Object.assign(originOf, { known });
}

export type OriginOf = ReturnType<typeof createOriginOf>;
