import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Order } from '@alankar/shared/order-schemas';
import { signFields, startSslcommerzStandIn } from '../../../../../e2e/support/sslcommerz-server.mjs';
import { useTestShop } from '../../../test/test-app';
import { visitor } from '../../../test/browser-like';
import { placeOrderFor, signedUpShopper, type Shopper } from '../../../test/shopper';
import { orders, orderStatusChanges, products } from '../../db/schema';

const sslcommerz = await startSslcommerzStandIn();
afterAll(() => sslcommerz.close());

const STAFF = { email: 'ssl-owner@alankar.test', password: 'ssl-owner-password' };
const shop = useTestShop({
  AUTH_IP_LIMIT_PER_MINUTE: '100000',
  ADMIN_EMAIL: STAFF.email,
  ADMIN_PASSWORD: STAFF.password,
  SSLCOMMERZ_STORE_ID: sslcommerz.store.id,
  SSLCOMMERZ_STORE_PASSWORD: sslcommerz.store.password,
  SSLCOMMERZ_BASE_URL: sslcommerz.url,
  // Long enough for a busy test machine, short enough to play an SSLCommerz that does not answer.
  SSLCOMMERZ_TIMEOUT_MS: '1500',
  PUBLIC_URL: 'http://localhost:3000',
});

type Visitor = ReturnType<typeof visitor>;
const shopper = () => signedUpShopper(shop.app, 'Nusrat Jahan');
const placeOrder = (buyer: Shopper, price = 2400, stock = 5) =>
  placeOrderFor(buyer, shop.database.db, 'sslcommerz', { price, stock, title: 'Kundan Jhumka' });

/** Starts paying on SSLCommerz's page; answers the attempt's tran_id and the page's address. */
async function startPaying(buyer: Visitor, order: Order) {
  const started = await buyer.post(`/api/orders/${order._id}/payment`);
  expect(started.statusCode, started.body).toBe(200);
  const { redirectUrl } = started.json<{ redirectUrl: string }>();
  const session = sslcommerz.sessions.get(redirectUrl.split('/pay/')[1]!)!;
  return { tranId: session.tran_id, page: redirectUrl };
}

/** The shopper presses a button on SSLCommerz's page; answers what SSLCommerz then posts back, signed. */
async function payOnPage(page: string, tranId: string, choice: 'success' | 'fail' | 'cancel' = 'success') {
  expect((await fetch(`${page}?choice=${choice}`)).status).toBe(200);
  return sslcommerz.postedFields(tranId)!;
}

const sslcommerzNotice = (fields: Record<string, string>) =>
  visitor(shop.app, { ip: '103.26.139.87' }).postForm('/api/payments/sslcommerz/ipn', fields);

async function row(id: string) {
  const [found] = await shop.database.db.select().from(orders).where(eq(orders.id, id));
  return found!;
}

async function paymentNotes(id: string) {
  const changes = await shop.database.db.select().from(orderStatusChanges).where(eq(orderStatusChanges.orderId, id));
  return changes.map((change) => change.note).filter((note) => note?.startsWith('SSLCommerz payment'));
}

const returnTo = (outcome: string, orderId: string) =>
  `/payment-gateway?paid-with=sslcommerz&outcome=${outcome}&order=${orderId}`;

beforeEach(() => {
  // The shop in these tests is not listening on a port: notifications are delivered by the tests themselves.
  sslcommerz.setIpn('hold');
  sslcommerz.setRisk(0);
  sslcommerz.setTamper(null);
  sslcommerz.setDelay(0);
});

describe('SSLCommerz', () => {
  let buyer: Shopper;
  beforeAll(async () => {
    buyer = await shopper();
  });

  it('opens a session for the server’s total and marks the order paid once the signed IPN validates', async () => {
    const { order } = await placeOrder(buyer);
    const { tranId, page } = await startPaying(buyer, order);
    const init = sslcommerz.calls.findLast((call) => call.path === '/gwprocess/v4/api.php')!;
    expect(init.params).toMatchObject({
      store_id: sslcommerz.store.id,
      total_amount: `${order.total}.00`,
      currency: 'BDT',
      tran_id: tranId,
      success_url: 'http://localhost:3000/api/payments/sslcommerz/success',
      fail_url: 'http://localhost:3000/api/payments/sslcommerz/fail',
      cancel_url: 'http://localhost:3000/api/payments/sslcommerz/cancel',
      ipn_url: 'http://localhost:3000/api/payments/sslcommerz/ipn',
      product_name: 'Kundan Jhumka',
      product_profile: 'physical-goods',
      shipping_method: 'Courier',
      num_of_item: '1',
      cus_phone: '01711223344',
      cus_city: 'Dhaka',
    });
    expect(tranId.length).toBeLessThanOrEqual(30);

    const posted = await payOnPage(page, tranId);
    expect((await row(order._id)).paymentStatus).toBe('un-paid');
    const notice = await sslcommerzNotice(posted);
    expect(notice.statusCode, notice.body).toBe(200);
    const paid = await row(order._id);
    expect(paid).toMatchObject({ paymentStatus: 'paid', trxId: posted.bank_tran_id });
    expect(await paymentNotes(order._id)).toEqual([
      `SSLCommerz payment of Tk 2,400 received, bank transaction ${posted.bank_tran_id}`,
    ]);
    const validation = sslcommerz.calls.findLast((call) => call.path === '/validator/api/validationserverAPI.php')!;
    expect(validation.params).toMatchObject({ val_id: posted.val_id, store_id: sslcommerz.store.id });

    // The shopper's own return then finds it paid.
    const back = await buyer.postForm('/api/payments/sslcommerz/success', posted);
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe(returnTo('paid', order._id));
  });

  it('refuses an IPN with a forged signature, and changes nothing on a replay', async () => {
    const { order } = await placeOrder(buyer);
    const { tranId, page } = await startPaying(buyer, order);
    const posted = await payOnPage(page, tranId);
    const forged = signFields({ ...posted, amount: '1.00' }, 'not-the-store-password');
    const refused = await sslcommerzNotice(forged);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('The notification is not signed with this shop’s store password.');
    const tampered = await sslcommerzNotice({ ...posted, amount: '1.00' });
    expect(tampered.statusCode).toBe(400);
    expect((await row(order._id)).paymentStatus).toBe('un-paid');

    expect((await sslcommerzNotice(posted)).statusCode).toBe(200);
    expect((await sslcommerzNotice(posted)).statusCode).toBe(200);
    expect(await paymentNotes(order._id)).toHaveLength(1);
    expect(tranId).toBe((await row(order._id)).paymentReference);
  });

  it('refuses a payment whose validation shows another amount, currency or transaction', async () => {
    for (const tamper of [
      (answer: Record<string, unknown>) => ({ ...answer, amount: '10.00', currency_amount: '10.00' }),
      (answer: Record<string, unknown>) => ({ ...answer, currency: 'USD', currency_type: 'USD' }),
      (answer: Record<string, unknown>) => ({ ...answer, status: 'INVALID_TRANSACTION' }),
    ]) {
      const { order } = await placeOrder(buyer);
      const { tranId, page } = await startPaying(buyer, order);
      const posted = await payOnPage(page, tranId);
      sslcommerz.setTamper(tamper);
      expect((await sslcommerzNotice(posted)).statusCode).toBe(200);
      const back = await buyer.postForm('/api/payments/sslcommerz/success', posted);
      expect(back.headers.location).toBe(returnTo('failed', order._id));
      expect((await row(order._id)).paymentStatus).toBe('un-paid');
      sslcommerz.setTamper(null);
    }
  });

  it('never lets one order’s payment pay another', async () => {
    const { order: cheap } = await placeOrder(buyer, 500);
    const { order: dear } = await placeOrder(buyer, 9000);
    const cheapAttempt = await startPaying(buyer, cheap);
    const dearAttempt = await startPaying(buyer, dear);
    const cheapPaid = await payOnPage(cheapAttempt.page, cheapAttempt.tranId);
    // A correctly signed notice naming the dear order's tran_id with the cheap order's validation id.
    const swapped = signFields({ ...cheapPaid, tran_id: dearAttempt.tranId }, sslcommerz.store.password);
    expect((await sslcommerzNotice(swapped)).statusCode).toBe(200);
    expect((await row(dear._id)).paymentStatus).toBe('un-paid');
    expect((await row(cheap._id)).paymentStatus).toBe('un-paid');
    // Nor can anyone start paying someone else's order.
    const stranger = await shopper();
    expect((await stranger.post(`/api/orders/${dear._id}/payment`)).statusCode).toBe(404);
  });

  it('validates on the shopper’s return when the IPN is late, and the late IPN changes nothing', async () => {
    const { order } = await placeOrder(buyer);
    const { tranId, page } = await startPaying(buyer, order);
    const posted = await payOnPage(page, tranId);
    const back = await buyer.postForm('/api/payments/sslcommerz/success', posted);
    expect(back.headers.location).toBe(returnTo('paid', order._id));
    expect((await row(order._id)).paymentStatus).toBe('paid');
    expect((await sslcommerzNotice(posted)).statusCode).toBe(200);
    expect(await paymentNotes(order._id)).toHaveLength(1);
  });

  it('holds a payment SSLCommerz marks risky for staff, who confirm it after a look', async () => {
    sslcommerz.setRisk(1);
    const { order } = await placeOrder(buyer);
    const { tranId, page } = await startPaying(buyer, order);
    const posted = await payOnPage(page, tranId);
    const back = await buyer.postForm('/api/payments/sslcommerz/success', posted);
    expect(back.headers.location).toBe(returnTo('review', order._id));
    expect((await row(order._id)).paymentStatus).toBe('verifying');
    expect((await paymentNotes(order._id))[0]).toContain('Held for a look before shipping');

    const staff = visitor(shop.app, { ip: '198.51.100.250' });
    expect((await staff.signIn(STAFF.email, STAFF.password)).statusCode).toBe(200);
    const confirmed = await staff.put(`/api/orders/${order._id}`, { status: 'confirmed' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await row(order._id)).toMatchObject({ orderStatus: 'confirmed', paymentStatus: 'paid' });
  });

  it('leaves the order unpaid with a clear message when SSLCommerz does not answer, then settles it later', async () => {
    const { order } = await placeOrder(buyer);
    sslcommerz.setDelay(3000);
    const refused = await buyer.post(`/api/orders/${order._id}/payment`);
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.message).toBe(
      'SSLCommerz is not answering right now. Your order is saved: please try again in a minute.',
    );
    sslcommerz.setDelay(0);
    const { tranId, page } = await startPaying(buyer, order);
    const posted = await payOnPage(page, tranId);
    sslcommerz.setDelay(3000);
    const back = await buyer.postForm('/api/payments/sslcommerz/success', posted);
    expect(back.headers.location).toBe(returnTo('unavailable', order._id));
    expect((await row(order._id)).paymentStatus).toBe('un-paid');
    sslcommerz.setDelay(0);
    expect((await sslcommerzNotice(posted)).statusCode).toBe(200);
    expect((await row(order._id)).paymentStatus).toBe('paid');
  });

  it('records a payment once under ten notifications at the same moment', async () => {
    const { order } = await placeOrder(buyer);
    const { tranId, page } = await startPaying(buyer, order);
    const posted = await payOnPage(page, tranId);
    const answers = await Promise.all(Array.from({ length: 10 }, () => sslcommerzNotice(posted)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(await paymentNotes(order._id)).toHaveLength(1);
  });

  it('sends a shopper who failed or cancelled back to the payment page, the order still unpaid', async () => {
    for (const choice of ['fail', 'cancel'] as const) {
      const { order } = await placeOrder(buyer);
      const { tranId, page } = await startPaying(buyer, order);
      const posted = await payOnPage(page, tranId, choice);
      const back = await buyer.postForm(`/api/payments/sslcommerz/${choice}`, posted);
      expect(back.headers.location).toBe(returnTo(choice === 'fail' ? 'failed' : 'cancelled', order._id));
      expect(await row(order._id)).toMatchObject({ paymentStatus: 'un-paid', orderStatus: 'pending' });
    }
  });

  it('gives the stock back when an order is left unpaid, unless SSLCommerz has its payment', async () => {
    const { order: unpaid, pieceId } = await placeOrder(buyer, 900, 1);
    const { order: paidLate } = await placeOrder(buyer);
    const attempt = await startPaying(buyer, paidLate);
    // Paid on SSLCommerz's page, but neither the IPN nor the shopper ever came back.
    await payOnPage(attempt.page, attempt.tranId);

    await shop.app.services.payments.expireUnpaid(Date.now() + 31 * 60_000);
    expect(await row(unpaid._id)).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'un-paid' });
    const [piece] = await shop.database.db.select().from(products).where(eq(products.id, pieceId));
    expect(piece!.stock).toBe(1);
    expect(await row(paidLate._id)).toMatchObject({ orderStatus: 'pending', paymentStatus: 'paid' });
  });

  it('records a payment made on an earlier page of the same order, in a second tab', async () => {
    const { order } = await placeOrder(buyer);
    const earlier = await startPaying(buyer, order);
    const later = await startPaying(buyer, order);
    expect(later.tranId).not.toBe(earlier.tranId);
    // The shopper pays on the page they opened first; SSLCommerz took the money for that tran_id.
    const posted = await payOnPage(earlier.page, earlier.tranId);
    expect((await sslcommerzNotice(posted)).statusCode).toBe(200);
    expect(await row(order._id)).toMatchObject({
      paymentStatus: 'paid',
      paymentReference: earlier.tranId,
      trxId: posted.bank_tran_id,
    });
    const back = await buyer.postForm('/api/payments/sslcommerz/success', posted);
    expect(back.headers.location).toBe(returnTo('paid', order._id));
  });
});
