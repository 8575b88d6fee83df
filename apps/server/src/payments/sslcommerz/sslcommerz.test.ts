import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Order } from '@alankar/shared/order-schemas';
import { signFields, startSslcommerzStandIn } from '../../../../../e2e/support/sslcommerz-server.mjs';
import { useTestShop } from '../../../test/test-app';
import { visitor } from '../../../test/browser-like';
import { placeOrderFor, signedUpShopper, type Shopper } from '../../../test/shopper';
import { orderEvents, orders, payments, products } from '../../db/schema';

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

const sslcommerzNotice = (fields: Record<string, string>, path = '/api/payments/sslcommerz/webhook') =>
  visitor(shop.app, { ip: '103.26.139.87' }).postForm(path, fields);
/** The shopper, posted back by SSLCommerz's page. */
const sentBack = (buyer: Visitor, outcome: string, fields: Record<string, string>) =>
  buyer.postForm(`/api/payments/sslcommerz/return?outcome=${outcome}`, fields);

async function row(id: string) {
  const [found] = await shop.database.db.select().from(orders).where(eq(orders.id, id));
  return found!;
}

/** What the order's history says about SSLCommerz payments. */
async function paymentEvents(id: string) {
  const events = await shop.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
  return events
    .filter((event) => event.kind === 'payment_recorded' || event.kind === 'payment_review')
    .map(({ kind, data }) => ({ kind, ...data }));
}

async function paidPaymentOf(id: string) {
  const found = await shop.database.db.select().from(payments).where(eq(payments.orderId, id));
  return found.find((payment) => payment.paidAt !== null);
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
      success_url: 'http://localhost:3000/api/payments/sslcommerz/return?outcome=success',
      fail_url: 'http://localhost:3000/api/payments/sslcommerz/return?outcome=failed',
      cancel_url: 'http://localhost:3000/api/payments/sslcommerz/return?outcome=cancelled',
      ipn_url: 'http://localhost:3000/api/payments/sslcommerz/webhook',
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
    expect(paid).toMatchObject({ paymentStatus: 'paid' });
    expect(await paidPaymentOf(order._id)).toMatchObject({ reference: tranId, transactionId: posted.bank_tran_id });
    expect(await paymentEvents(order._id)).toEqual([
      {
        kind: 'payment_recorded',
        method: 'sslcommerz',
        amount: 2400,
        transactionId: posted.bank_tran_id,
        switchedFrom: null,
        afterCancel: false,
        duplicate: false,
      },
    ]);
    const validation = sslcommerz.calls.findLast((call) => call.path === '/validator/api/validationserverAPI.php')!;
    expect(validation.params).toMatchObject({ val_id: posted.val_id, store_id: sslcommerz.store.id });

    // The shopper's own return then finds it paid.
    const back = await sentBack(buyer, 'success', posted);
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe(returnTo('paid', order._id));
  });

  it('still takes SSLCommerz at the addresses registered before: /ipn, /success, /fail, /cancel', async () => {
    const { order } = await placeOrder(buyer);
    const { tranId, page } = await startPaying(buyer, order);
    const posted = await payOnPage(page, tranId);
    expect((await sslcommerzNotice(posted, '/api/payments/sslcommerz/ipn')).statusCode).toBe(200);
    expect((await row(order._id)).paymentStatus).toBe('paid');
    const back = await buyer.postForm('/api/payments/sslcommerz/success', posted);
    expect(back.headers.location).toBe(returnTo('paid', order._id));
    for (const [path, outcome] of [
      ['fail', 'failed'],
      ['cancel', 'cancelled'],
    ]) {
      const { order: other } = await placeOrder(buyer);
      const attempt = await startPaying(buyer, other);
      const left = await buyer.postForm(`/api/payments/sslcommerz/${path}`, await payOnPage(attempt.page, attempt.tranId, path as 'fail'));
      expect(left.headers.location).toBe(returnTo(outcome!, other._id));
    }
  });

  it('refuses an IPN whose verify_key names store_passwd, so the sender’s own value would stand in for the password', async () => {
    const { order } = await placeOrder(buyer);
    const { tranId, page } = await startPaying(buyer, order);
    const posted = await payOnPage(page, tranId);
    // Signed with a password of the forger's choosing, which the notice itself carries as store_passwd.
    const { verify_key: _key, verify_sign: _sign, ...fields } = posted;
    const chosen = 'forgers-own-password';
    const names = [...Object.keys(fields), 'store_passwd'];
    const { createHash } = await import('node:crypto');
    const md5 = (text: string) => createHash('md5').update(text).digest('hex');
    const signed: Record<string, string> = { ...fields, store_passwd: md5(chosen) };
    const text = [...names].sort().map((name) => `${name}=${signed[name]}`).join('&');
    const forged = { ...fields, store_passwd: md5(chosen), verify_key: names.join(','), verify_sign: md5(text) };
    const refused = await sslcommerzNotice(forged);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('The notification is not signed with this shop’s store password.');
    expect((await row(order._id)).paymentStatus).toBe('un-paid');
  });

  it('keeps the tran_id before asking SSLCommerz, so a payment whose answer never reached the shop is still found', async () => {
    const { order } = await placeOrder(buyer);
    // SSLCommerz opens the session, but so slowly that the shop has given up on its answer.
    sslcommerz.setDelay(2500);
    const lost = await buyer.post(`/api/orders/${order._id}/payment`);
    expect(lost.statusCode).toBe(503);
    sslcommerz.setDelay(0);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const session = [...sslcommerz.sessions.values()].find((one) => one.tran_id.startsWith(`${order.number}-`))!;
    const [attempt] = await shop.database.db.select().from(payments).where(eq(payments.orderId, order._id));
    expect(attempt).toMatchObject({ reference: session.tran_id, paidAt: null });
    // Paid on that page all the same; neither the IPN nor the shopper comes back.
    await payOnPage(`${sslcommerz.url}/gwprocess/v4/pay/${String(session.sessionkey)}`, session.tran_id);
    await shop.app.services.payments.expireUnpaid(Date.now() + 31 * 60_000);
    expect(await row(order._id)).toMatchObject({ orderStatus: 'pending', paymentStatus: 'paid' });
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
    expect(await paymentEvents(order._id)).toHaveLength(1);
    expect((await paidPaymentOf(order._id))?.reference).toBe(tranId);
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
      const back = await sentBack(buyer, 'success', posted);
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
    const back = await sentBack(buyer, 'success', posted);
    expect(back.headers.location).toBe(returnTo('paid', order._id));
    expect((await row(order._id)).paymentStatus).toBe('paid');
    expect((await sslcommerzNotice(posted)).statusCode).toBe(200);
    expect(await paymentEvents(order._id)).toHaveLength(1);
  });

  it('holds a payment SSLCommerz marks risky for staff, who confirm it after a look', async () => {
    sslcommerz.setRisk(1);
    const { order } = await placeOrder(buyer);
    const { tranId, page } = await startPaying(buyer, order);
    const posted = await payOnPage(page, tranId);
    const back = await sentBack(buyer, 'success', posted);
    expect(back.headers.location).toBe(returnTo('review', order._id));
    expect((await row(order._id)).paymentStatus).toBe('verifying');
    expect(await paymentEvents(order._id)).toEqual([expect.objectContaining({ kind: 'payment_review', reason: 'Risky transaction' })]);

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
    const back = await sentBack(buyer, 'success', posted);
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
    expect(await paymentEvents(order._id)).toHaveLength(1);
  });

  it('sends a shopper who failed or cancelled back to the payment page, the order still unpaid', async () => {
    for (const choice of ['fail', 'cancel'] as const) {
      const { order } = await placeOrder(buyer);
      const { tranId, page } = await startPaying(buyer, order);
      const posted = await payOnPage(page, tranId, choice);
      const outcome = choice === 'fail' ? 'failed' : 'cancelled';
      const back = await sentBack(buyer, outcome, posted);
      expect(back.headers.location).toBe(returnTo(outcome, order._id));
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
    expect(await row(order._id)).toMatchObject({ paymentStatus: 'paid' });
    expect(await paidPaymentOf(order._id)).toMatchObject({ reference: earlier.tranId, transactionId: posted.bank_tran_id });
    const back = await sentBack(buyer, 'success', posted);
    expect(back.headers.location).toBe(returnTo('paid', order._id));
  });
});
