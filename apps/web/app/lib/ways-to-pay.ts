import type { Lang } from '@alankar/shared/lang';
import type { PaymentMethod } from '@alankar/shared/order';

type Means = 'cash-on-delivery' | 'bkash' | 'nagad' | 'rocket' | 'card';

/** What each way to pay lets a shopper pay with. */
const MEANS: Record<PaymentMethod, readonly Means[]> = {
  'cash-on-delivery': ['cash-on-delivery'],
  bkash: ['bkash'],
  'bkash-checkout': ['bkash'],
  sslcommerz: ['nagad', 'rocket', 'card'],
  card: ['card'],
};
const ORDER: readonly Means[] = ['cash-on-delivery', 'bkash', 'nagad', 'rocket', 'card'];

/** The means in words a shopper uses, and the word before the last of a list. */
const WORDS: Record<Lang, { means: Record<Means, string>; or: string }> = {
  en: {
    means: { 'cash-on-delivery': 'cash on delivery', bkash: 'bKash', nagad: 'Nagad', rocket: 'Rocket', card: 'card' },
    or: 'or',
  },
  bn: {
    means: { 'cash-on-delivery': 'ক্যাশ অন ডেলিভারি', bkash: 'বিকাশ', nagad: 'নগদ', rocket: 'রকেট', card: 'কার্ড' },
    or: 'বা',
  },
};

/**
 * The ways to pay the shop offers now, as one sentence: `Cash on delivery, bKash or card` (`ক্যাশ অন ডেলিভারি, বিকাশ বা
 * কার্ড`). Built from the settings and the configured providers, never typed into copy, so a page never promises a way
 * the payment page won't offer.
 */
export function waysToPay(methods: readonly PaymentMethod[], lang: Lang): string {
  const { means: names, or } = WORDS[lang];
  const means = ORDER.filter((one) => methods.some((method) => MEANS[method].includes(one))).map((one) => names[one]);
  if (means.length === 0) return '';
  const sentence = means.length === 1 ? means[0]! : `${means.slice(0, -1).join(', ')} ${or} ${means.at(-1)!}`;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
