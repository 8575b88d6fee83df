import type { PaymentMethod } from '@alankar/shared/order';

/** What each way to pay lets a shopper pay with, in words a shopper uses. */
const MEANS: Record<PaymentMethod, readonly string[]> = {
  'cash-on-delivery': ['cash on delivery'],
  bkash: ['bKash'],
  'bkash-checkout': ['bKash'],
  sslcommerz: ['Nagad', 'Rocket', 'card'],
  card: ['card'],
};
const ORDER = ['cash on delivery', 'bKash', 'Nagad', 'Rocket', 'card'];

/**
 * The ways to pay the shop offers now, as one sentence: `Cash on delivery, bKash or card`. Built from the settings and
 * the configured providers, never typed into copy, so a page never promises a way the payment page won't offer.
 */
export function waysToPay(methods: readonly PaymentMethod[]): string {
  const means = ORDER.filter((one) => methods.some((method) => MEANS[method].includes(one)));
  if (means.length === 0) return '';
  const sentence = means.length === 1 ? means[0]! : `${means.slice(0, -1).join(', ')} or ${means.at(-1)!}`;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
