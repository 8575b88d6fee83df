import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY, lineTotal, priceCart, shippingFor } from './pricing';

const { shippingFee, freeShippingAbove } = DEFAULT_DELIVERY;
import { formatTk } from './money';

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

  it('follows the shop’s own rules', () => {
    const rules = { shippingFee: 120, freeShippingAbove: 5000 };
    expect(shippingFor(2500, rules)).toBe(120);
    expect(shippingFor(5001, rules)).toBe(0);
    expect(priceCart([{ price: 800 }], { shippingFee: 0, freeShippingAbove: 5000 })).toEqual({
      subtotal: 800,
      shipping: 0,
      total: 800,
    });
  });
});

describe('lineTotal', () => {
  it('multiplies price by quantity', () => {
    expect(lineTotal({ price: 1250, quantity: 4 })).toBe(5000);
  });
});

describe('formatTk', () => {
  it.each([
    [0, 'Tk 0'],
    [60, 'Tk 60'],
    [1250, 'Tk 1,250'],
    [125000, 'Tk 125,000'],
  ])('%i → %s', (amount, shown) => {
    expect(formatTk(amount)).toBe(shown);
  });
});
