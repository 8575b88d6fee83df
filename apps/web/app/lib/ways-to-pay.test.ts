import { describe, expect, it } from 'vitest';
import { waysToPay } from './ways-to-pay';

describe('waysToPay', () => {
  it.each([
    [['cash-on-delivery', 'bkash'], 'Cash on delivery or bKash'],
    [['bkash-checkout', 'card', 'bkash', 'cash-on-delivery'], 'Cash on delivery, bKash or card'],
    [['sslcommerz', 'cash-on-delivery'], 'Cash on delivery, Nagad, Rocket or card'],
    [['card'], 'Card'],
    [[], ''],
  ] as const)('%j → %s', (methods, sentence) => {
    expect(waysToPay(methods, 'en')).toBe(sentence);
  });

  it.each([
    [['cash-on-delivery', 'bkash'], 'ক্যাশ অন ডেলিভারি বা বিকাশ'],
    [['bkash-checkout', 'card', 'bkash', 'cash-on-delivery'], 'ক্যাশ অন ডেলিভারি, বিকাশ বা কার্ড'],
    [['sslcommerz', 'cash-on-delivery'], 'ক্যাশ অন ডেলিভারি, নগদ, রকেট বা কার্ড'],
    [['bkash', 'sslcommerz', 'card', 'cash-on-delivery'], 'ক্যাশ অন ডেলিভারি, বিকাশ, নগদ, রকেট বা কার্ড'],
    [['card'], 'কার্ড'],
    [[], ''],
  ] as const)('in Bangla, %j → %s', (methods, sentence) => {
    expect(waysToPay(methods, 'bn')).toBe(sentence);
  });
});
