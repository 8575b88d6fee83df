import { z } from 'zod';

/**
 * Which proxies in front of the shop may say who the client is (X-Forwarded-For, -Proto, -Host).
 * Off unless set, so a client talking to the shop directly cannot choose the address that the
 * sign-in limits count.
 */
export type TrustProxy = boolean | { hops: number } | { proxies: string[] };

const PROXY_ADDRESS = z.union([
  z.enum(['loopback', 'linklocal', 'uniquelocal']),
  z.ipv4(),
  z.ipv6(),
  z.cidrv4(),
  z.cidrv6(),
]);

/**
 * TRUST_PROXY: unset, `false` or `0` → off (the socket address is the client); `1`, `2` … → that
 * many proxies stand in front and the address the outermost one saw is the client; `true` → every
 * hop (only behind a proxy that overwrites X-Forwarded-For); `10.0.0.0/8,::1` → only these proxies
 * (addresses, CIDR ranges, or `loopback`, `linklocal`, `uniquelocal`).
 */
export const trustProxySetting = z
  .string()
  .optional()
  .transform((value, ctx): TrustProxy => {
    const text = (value ?? '').trim().toLowerCase();
    if (text === '' || text === 'false' || text === '0') return false;
    if (text === 'true') return true;
    if (/^\d+$/.test(text)) return { hops: Number(text) };
    const proxies = text.split(',').map((entry) => entry.trim());
    const wrong = proxies.filter((entry) => !PROXY_ADDRESS.safeParse(entry).success);
    if (wrong.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `Use false, true, a number of proxies, or proxy addresses/CIDR ranges separated by commas (not ${wrong.map((entry) => JSON.stringify(entry)).join(', ')})`,
      });
      return z.NEVER;
    }
    return { proxies };
  });

/** The setting as Fastify's `trustProxy` option. */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'boolean') return setting;
  // Fastify 5 ignores a bare number (it fails closed), so the hop count is spelled out.
  if ('hops' in setting) return (_address, hop) => hop < setting.hops;
  return setting.proxies;
}
