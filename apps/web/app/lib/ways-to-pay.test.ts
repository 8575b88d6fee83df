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
    expect(waysToPay(methods)).toBe(sentence);
  });
});
