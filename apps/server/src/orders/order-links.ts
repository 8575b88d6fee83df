import { createHmac, timingSafeEqual } from 'node:crypto';
import { pathInLang, type Lang } from '@alankar/shared/lang';

/**
 * Signed links to one order: whoever holds the link sees that order (and pays it), signed in or not — the tracking
 * link a guest gets by SMS and email. The signature is an HMAC of the order's id under a key of its own, derived from
 * the shop's secret, so a link opens its order and no other, and nobody can make one without the secret.
 */
export function createOrderLinks(secret: string) {
  const key = createHmac('sha256', secret).update('alankar:order-links').digest();
  const tokenOf = (orderId: string) => createHmac('sha256', key).update(orderId).digest('base64url').slice(0, 32);
  /** A shorter code, by order number, for the link in an SMS (whose length is counted in characters). */
  const codeOf = (number: number) => createHmac('sha256', key).update(`#${number}`).digest('base64url').slice(0, 10);
  const same = (given: string, expected: string) => {
    const [a, b] = [Buffer.from(given), Buffer.from(expected)];
    return a.length === b.length && timingSafeEqual(a, b);
  };

  return {
    tokenOf,
    /** Whether `token` is the one for `orderId` (compared in constant time). */
    opens(orderId: string, token: string | undefined): boolean {
      return token !== undefined && same(token, tokenOf(orderId));
    },
    /** The short link's path (`/o/100245/k3J9dXa2Qp`), which leads to the order's page. */
    shortPath: (order: { number: number }) => `/o/${order.number}/${codeOf(order.number)}`,
    /** Whether `code` is the short link's for order `number`. */
    opensNumber: (number: number, code: string) => same(code, codeOf(number)),
    /** The order's page for the link's holder, in the order's language. */
    trackingPath(order: { id: string; lang: Lang }): string {
      return pathInLang(`/order-details/${order.id}?t=${tokenOf(order.id)}`, order.lang);
    },
  };
}

export type OrderLinks = ReturnType<typeof createOrderLinks>;
