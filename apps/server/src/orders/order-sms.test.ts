import { describe, expect, it } from 'vitest';
import type { Order } from '@alankar/shared/order-schemas';
import { ORDER_STATUSES, PAYMENT_METHODS, type PaymentStatus } from '@alankar/shared/order';
import { LANGS } from '@alankar/shared/lang';
import { smsParts } from '../sms/sms-parts';
import { orderSms } from './order-sms';

/** The longest an SMS gets: a seven-digit order number, the largest total an order may have, a long link. */
const order = (lang: Order['lang'], paymentMethod: Order['paymentMethod'], payment_status: PaymentStatus, order_status: Order['order_status']) =>
  ({
    number: 9_999_999,
    total: 10_000_000,
    lang,
    paymentMethod,
    payment_status,
    order_status,
    trxID: '9BC4D7E2F1',
    shippingAddress: { number: '01711223344' },
  }) as Order;
const LINK = 'https://www.alankar-jewellery.com.bd/o/9999999/AbCdEfGhIj';
const SHOP = { displayName: 'Alankar Jewellery House of Old Dhaka', bkashNumber: '01711223344' };

describe('order SMS', () => {
  const cases = LANGS.flatMap((lang) =>
    PAYMENT_METHODS.flatMap((method) =>
      (['un-paid', 'verifying', 'paid'] as const).flatMap((payment) =>
        ['received' as const, ...ORDER_STATUSES].map((news) => [lang, method, payment, news] as const),
      ),
    ),
  );

  it.each(cases)('%s, %s, %s, %s: fits in two SMS parts', (lang, method, payment, news) => {
    const sms = orderSms(
      order(lang, method, payment, news === 'received' ? 'pending' : news),
      news === 'received' ? 'received' : 'status',
      SHOP,
      LINK,
    );
    if (!sms) return;
    expect(sms.to).toBe('01711223344');
    expect(sms.text.endsWith(LINK)).toBe(true);
    const size = smsParts(sms.text);
    expect(size.encoding).toBe(lang === 'bn' ? 'UCS-2' : 'GSM-7');
    expect(size.parts, sms.text).toBeLessThanOrEqual(2);
  });

  it.each(LANGS)('%s: asks for the delivery fee first, with the bKash number, in two parts', (lang) => {
    const held = { ...order(lang, 'cash-on-delivery', 'un-paid', 'pending'), advance: { amount: 1000, reason: 'no_history', trxId: null, bkashNumber: null, paid: false } } as Order;
    const sms = orderSms(held, 'received', SHOP, LINK)!;
    expect(sms.text).toContain(lang === 'en' ? 'Please send the Tk 1,000 delivery fee by bKash to 01711223344 first.' : '০১৭১১২২৩৩৪৪');
    expect(smsParts(sms.text).parts, sms.text).toBeLessThanOrEqual(2);
  });

  it('names the shop first when that still fits', () => {
    const sms = orderSms(order('en', 'cash-on-delivery', 'un-paid', 'pending'), 'received', { ...SHOP, displayName: 'Alankar' }, LINK);
    expect(sms?.text).toMatch(/^Alankar: Order #9999999 received\./);
  });

  it('sends news only for the changes a shopper waits for', () => {
    const sent = ORDER_STATUSES.filter((status) => orderSms(order('en', 'cash-on-delivery', 'un-paid', status), 'status', SHOP, LINK));
    expect(sent).toEqual(['confirmed', 'shipped', 'cancelled']);
  });
});
