import { describe, expect, it } from 'vitest';
import { FREE_SHIPPING_ABOVE, SHIPPING_FEE, lineTotal, priceCart, shippingFor } from './pricing';
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
    expect(priceCart(lines)).toEqual(expected);
  });
});

describe('shippingFor', () => {
  it.each([
    [0, 0],
    [1, SHIPPING_FEE],
    [FREE_SHIPPING_ABOVE, SHIPPING_FEE],
    [FREE_SHIPPING_ABOVE + 1, 0],
  ])('subtotal %i ships for %i', (subtotal, shipping) => {
    expect(shippingFor(subtotal)).toBe(shipping);
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
