import { describe, expect, it } from 'vitest';
import {
  amountToCollect,
  canChangeStatus,
  nextStatuses,
  normaliseBdMobile,
  normaliseTrxId,
  ORDER_STATUSES,
  type OrderStatus,
} from './order';
import { placeOrderBody } from './order-schemas';

describe('the order state machine', () => {
  const allowed = new Set([
    'pending→confirmed',
    'pending→cancelled',
    'confirmed→shipped',
    'confirmed→cancelled',
    'shipped→delivered',
    'shipped→returned',
  ]);
  const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as [OrderStatus, OrderStatus]));

  it.each(pairs)('%s → %s', (from, to) => {
    expect(canChangeStatus(from, to)).toBe(allowed.has(`${from}→${to}`));
  });

  it('ends at delivered, returned and cancelled', () => {
    expect(nextStatuses('delivered')).toEqual([]);
    expect(nextStatuses('returned')).toEqual([]);
    expect(nextStatuses('cancelled')).toEqual([]);
  });
});

describe('normaliseBdMobile', () => {
  it.each([
    ['01711223344', '01711223344'],
    ['01711-223344', '01711223344'],
    ['017 1122 3344', '01711223344'],
    ['+8801711223344', '01711223344'],
    ['8801911223344', '01911223344'],
    ['+880 1311-223344', '01311223344'],
    ['1811223344', '01811223344'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseBdMobile(input)).toBe(expected);
  });

  it.each([
    '',
    '0171122334',
    '017112233445',
    '01211223344',
    '02711223344',
    '+9101711223344',
    'O1711223344',
    '01711 22334x',
    '880880171122334',
  ])('refuses %j', (input) => {
    expect(normaliseBdMobile(input)).toBeNull();
  });
});

describe('normaliseTrxId', () => {
  it.each([
    ['9A7B3C2D1E', '9A7B3C2D1E'],
    ['9a7b3c2d1e', '9A7B3C2D1E'],
    [' 9A7B3C2D1E ', '9A7B3C2D1E'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseTrxId(input)).toBe(expected);
  });

  it.each(['', '9A7B3C2D1', '9A7B3C2D1EF', '9A7B-3C2D1', '9A7B3C2D1É', 'ABCDEFGHI\u0000'])('refuses %j', (input) => {
    expect(normaliseTrxId(input)).toBeNull();
  });
});

describe('placeOrderBody', () => {
  const valid = {
    items: [{ _id: '3f1c2a9e-0000-4000-8000-000000000001', quantity: 2, price: 1, title: 'ignored' }],
    shippingAddress: {
      name: 'Nusrat',
      customerEmail: 'Nusrat@Example.com',
      number: '+880 1711-223344',
      address: 'House 12, Road 5',
      city: 'Dhaka',
    },
    paymentMethod: 'cash-on-delivery',
    payment_status: 'paid',
    order_status: 'delivered',
    user: 'someone@else.com',
  };

  it('keeps only ids and quantities of the items, and nothing the server decides', () => {
    const parsed = placeOrderBody.parse(valid);
    expect(parsed).toEqual({
      items: [{ _id: '3f1c2a9e-0000-4000-8000-000000000001', quantity: 2 }],
      shippingAddress: {
        name: 'Nusrat',
        customerEmail: 'nusrat@example.com',
        number: '01711223344',
        address: 'House 12, Road 5',
        city: 'Dhaka',
        note: '',
      },
      paymentMethod: 'cash-on-delivery',
    });
  });

  it('asks bKash orders for their TrxID and number, and for the shopper to say the money was sent', () => {
    const result = placeOrderBody.safeParse({ ...valid, paymentMethod: 'bkash' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['agreed', 'bkashNumber', 'trxID']);
    const unticked = placeOrderBody.safeParse({
      ...valid,
      paymentMethod: 'bkash',
      trxID: 'AB12CD34EF',
      bkashNumber: '01811223344',
      agreed: false,
    });
    expect(unticked.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['agreed']);
  });
});

describe('amountToCollect', () => {
  const order = { total: 1560, order_status: 'confirmed', payment_status: 'un-paid', paymentMethod: 'cash-on-delivery' } as const;
  it('is the total of an unpaid cash-on-delivery order', () => {
    expect(amountToCollect(order)).toBe(1560);
  });
  it.each([
    { ...order, payment_status: 'paid' as const },
    { ...order, paymentMethod: 'bkash' as const, payment_status: 'paid' as const },
    { ...order, paymentMethod: 'card' as const, payment_status: 'un-paid' as const },
    { ...order, order_status: 'cancelled' as const },
  ])('is nothing for %o', (other) => {
    expect(amountToCollect(other)).toBe(0);
  });
});
