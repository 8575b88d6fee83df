import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY, lineTotal, priceCart, shippingFor } from './pricing';

const { freeShippingAbove } = DEFAULT_DELIVERY;
const shippingFee = DEFAULT_DELIVERY.zones['inside-dhaka'].fee;
import { formatTk, parseTaka } from './money';

describe('priceCart', () => {
  it.each([
    { name: 'empty cart', lines: [], expected: { subtotal: 0, shipping: 0, total: 0 } },
    { name: 'one cheap item', lines: [{ price: 450 }], expected: { subtotal: 450, shipping: 60, total: 510 } },
    {
      name: 'quantity multiplies',
      lines: [{ price: 450, quantity: 3 }],
      expected: { subtotal: 1350, shipping: 60, total: 1410 },
    },
    {
      name: 'exactly the threshold still pays shipping',
      lines: [{ price: 1000, quantity: 2 }],
      expected: { subtotal: 2000, shipping: 60, total: 2060 },
    },
    {
      name: 'one taka above the threshold ships free',
      lines: [{ price: 2001 }],
      expected: { subtotal: 2001, shipping: 0, total: 2001 },
    },
    {
      name: 'mixed lines add up',
      lines: [
        { price: 1250, quantity: 1 },
        { price: 380, quantity: 2 },
      ],
      expected: { subtotal: 2010, shipping: 0, total: 2010 },
    },
    {
      name: 'missing quantity counts as 1',
      lines: [{ price: 999 }, { price: 1 }],
      expected: { subtotal: 1000, shipping: 60, total: 1060 },
    },
  ])('$name', ({ lines, expected }) => {
    expect(priceCart(lines, DEFAULT_DELIVERY)).toEqual(expected);
  });
});

describe('shippingFor', () => {
  it.each([
    [0, 0],
    [1, shippingFee],
    [freeShippingAbove, shippingFee],
    [freeShippingAbove + 1, 0],
  ])('subtotal %i ships for %i', (subtotal, shipping) => {
    expect(shippingFor(subtotal, DEFAULT_DELIVERY)).toBe(shipping);
  });

  it('charges the zone’s fee once the zone is known, and the lowest fee before', () => {
    expect(shippingFor(1500, DEFAULT_DELIVERY, 'inside-dhaka')).toBe(60);
    expect(shippingFor(1500, DEFAULT_DELIVERY, 'dhaka-suburbs')).toBe(100);
    expect(shippingFor(1500, DEFAULT_DELIVERY, 'outside-dhaka')).toBe(120);
    expect(shippingFor(1500, DEFAULT_DELIVERY, null)).toBe(60);
    expect(shippingFor(freeShippingAbove + 1, DEFAULT_DELIVERY, 'outside-dhaka')).toBe(0);
  });

  it('follows the shop’s own rules', () => {
    const rules = {
      ...DEFAULT_DELIVERY,
      zones: { ...DEFAULT_DELIVERY.zones, 'outside-dhaka': { fee: 150, minDays: 3, maxDays: 5 } },
      freeShippingAbove: 5000,
    };
    expect(shippingFor(2500, rules, 'outside-dhaka')).toBe(150);
    expect(shippingFor(5001, rules, 'outside-dhaka')).toBe(0);
    expect(priceCart([{ price: 800 }], rules, 'outside-dhaka')).toEqual({ subtotal: 800, shipping: 150, total: 950 });
  });
});

describe('lineTotal', () => {
  it('multiplies price by quantity', () => {
    expect(lineTotal({ price: 1250, quantity: 4 })).toBe(5000);
  });
});

describe('formatTk', () => {
  it.each([
    [0, 'Tk 0', '৳০'],
    [60, 'Tk 60', '৳৬০'],
    [1250, 'Tk 1,250', '৳১,২৫০'],
    [99999, 'Tk 99,999', '৳৯৯,৯৯৯'],
    [100000, 'Tk 1,00,000', '৳১,০০,০০০'],
    [125000, 'Tk 1,25,000', '৳১,২৫,০০০'],
    [1234567, 'Tk 12,34,567', '৳১২,৩৪,৫৬৭'],
    [123456789, 'Tk 12,34,56,789', '৳১২,৩৪,৫৬,৭৮৯'],
  ])('%i → %s in English, %s in Bangla', (amount, english, bangla) => {
    expect(formatTk(amount)).toBe(english);
    expect(formatTk(amount, 'en')).toBe(english);
    expect(formatTk(amount, 'bn')).toBe(bangla);
  });

  it('keeps the sign of a negative amount', () => {
    expect(formatTk(-125000)).toBe('Tk -1,25,000');
  });
});

describe('parseTaka', () => {
  it.each([
    ['2450', 2450],
    ['2,450', 2450],
    ['Tk 1,25,000', 125000],
    ['৳২,৪৫০', 2450],
    ['১,২৫,০০০ টাকা', 125000],
  ])('%s → %i', (typed, amount) => {
    expect(parseTaka(typed)).toBe(amount);
  });

  it.each(['', 'abc', '12.5', '-4'])('refuses %j', (typed) => {
    expect(parseTaka(typed)).toBeNull();
  });
});
