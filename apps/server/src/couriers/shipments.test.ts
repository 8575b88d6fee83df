import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Order, OrderShipment } from '@alankar/shared/order-schemas';
import type { ShopSettings } from '@alankar/shared/settings';
import type { BookManyResult } from '@alankar/shared/shipment-schemas';
import { startSteadfastStandIn } from '../../../../e2e/support/steadfast-server.mjs';
import { startPathaoStandIn } from '../../../../e2e/support/pathao-server.mjs';
import { startRedxStandIn } from '../../../../e2e/support/redx-server.mjs';
import { startBdCourierStandIn } from '../../../../e2e/support/bdcourier-server.mjs';
import { startSmsStandIn } from '../../../../e2e/support/sms-server.mjs';
import { startBkashStandIn } from '../../../../e2e/support/bkash-server.mjs';
import { useTestShop } from '../../test/test-app';
import { visitor } from '../../test/browser-like';
import { insertProduct } from '../db/factories';
import { products, shipments } from '../db/schema';
import { COD_NOT_FOR_NUMBER } from '../orders/order-service';

const [steadfast, pathao, redx, bdcourier, sms, bkash] = await Promise.all([
  startSteadfastStandIn({ webhookToken: 'steadfast-hook-token' }),
  startPathaoStandIn({ webhookSecret: 'pathao-hook-secret' }),
  startRedxStandIn({ webhookToken: 'redx-hook-token' }),
  startBdCourierStandIn({ apiKey: 'bdcourier-key' }),
  startSmsStandIn({ apiToken: 'shipments-sms' }),
  startBkashStandIn(),
]);
afterAll(() =>
  Promise.all([steadfast.close(), pathao.close(), redx.close(), bdcourier.close(), sms.close(), bkash.close()]),
);

const STAFF = { email: 'couriers-owner@alankar.test', password: 'couriers-owner-password' };
const shop = useTestShop({
  AUTH_IP_LIMIT_PER_MINUTE: '100000',
  ADMIN_EMAIL: STAFF.email,
  ADMIN_PASSWORD: STAFF.password,
  PUBLIC_URL: 'http://localhost:3000',
  STEADFAST_API_KEY: steadfast.apiKey,
  STEADFAST_SECRET_KEY: steadfast.secretKey,
  STEADFAST_WEBHOOK_TOKEN: 'steadfast-hook-token',
  STEADFAST_BASE_URL: `${steadfast.url}/api/v1`,
  PATHAO_CLIENT_ID: pathao.clientId,
  PATHAO_CLIENT_SECRET: pathao.clientSecret,
  PATHAO_USERNAME: pathao.username,
  PATHAO_PASSWORD: pathao.password,
  PATHAO_STORE_ID: String(pathao.storeId),
  PATHAO_WEBHOOK_SECRET: 'pathao-hook-secret',
  PATHAO_BASE_URL: pathao.url,
  REDX_TOKEN: redx.token,
  REDX_PICKUP_STORE_ID: String(redx.pickupStoreId),
  REDX_WEBHOOK_TOKEN: 'redx-hook-token',
  REDX_BASE_URL: `${redx.url}/v1.0.0-beta`,
  BDCOURIER_API_KEY: 'bdcourier-key',
  BDCOURIER_BASE_URL: bdcourier.url,
  // Long enough for a busy machine, short enough to play a courier whose answer is lost.
  COURIER_TIMEOUT_MS: '1500',
  SMS_PROVIDER: 'sslwireless',
  SMS_API_TOKEN: 'shipments-sms',
  SMS_SENDER_ID: 'ALANKAR',
  SMS_BASE_URL: sms.url,
  BKASH_APP_KEY: bkash.credentials.appKey,
  BKASH_APP_SECRET: bkash.credentials.appSecret,
  BKASH_USERNAME: bkash.credentials.username,
  BKASH_PASSWORD: bkash.credentials.password,
  BKASH_BASE_URL: bkash.url,
});

type Visitor = ReturnType<typeof visitor>;
let staff: Visitor;
let guest: Visitor;
let shopUrl: string;

beforeAll(async () => {
  staff = visitor(shop.app, { ip: '192.0.2.91' });
  guest = visitor(shop.app, { ip: '198.18.40.1' });
  expect((await staff.signIn(STAFF.email, STAFF.password)).statusCode).toBe(200);
  shopUrl = await shop.app.listen({ port: 0, host: '127.0.0.1' });
});
beforeEach(() => {
  steadfast.reset();
  pathao.reset();
  redx.reset();
});

let phoneSequence = 0;
/** A number no other test uses, so each test's delivery record is its own. */
const freshPhone = () => `0171${String(5_000_000 + (phoneSequence += 1)).padStart(7, '0')}`;

async function placeCod(phone = freshPhone(), price = 1800, email = ''): Promise<{ order: Order; pieceId: string }> {
  const piece = await insertProduct(shop.database.db, { price, stock: 4 });
  const response = await guest.post('/api/orders', {
    items: [{ _id: piece.id, quantity: 2 }],
    shippingAddress: {
      name: 'Nusrat Jahan',
      customerEmail: email,
      number: phone,
      address: 'Flat 4B, House 9, Road 27',
      district: 'dhaka',
      area: 'dhaka-dhanmondi',
      note: 'Call before coming',
    },
    paymentMethod: 'cash-on-delivery',
  });
  expect(response.statusCode, response.body).toBe(201);
  return { order: response.json<{ order: Order }>().order, pieceId: piece.id };
}

async function confirmed(phone?: string, email?: string) {
  const placed = await placeCod(phone, 1800, email);
  const answer = await staff.put(`/api/orders/${placed.order._id}`, { status: 'confirmed' });
  expect(answer.statusCode, answer.body).toBe(200);
  return placed;
}

const orderAsStaff = async (id: string) => (await staff.get(`/api/orders/${id}`)).json<Order>();

async function book(orderId: string, courier: string) {
  return staff.post(`/api/orders/${orderId}/shipments`, { courier });
}

async function booked(orderId: string, courier: string): Promise<OrderShipment> {
  const answer = await book(orderId, courier);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<OrderShipment>();
}

async function settingsWith(change: Partial<ShopSettings>) {
  const current = (await shop.app.inject('/api/settings')).json<ShopSettings>();
  const saved = await staff.put('/api/settings', { ...current, ...change });
  expect(saved.statusCode, saved.body).toBe(200);
}

const stockOf = async (pieceId: string) =>
  (await shop.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, pieceId)))[0]!.stock;

describe('booking a courier', () => {
  it('books a confirmed order with Steadfast for what the order owes, and refuses a second booking', async () => {
    const { order } = await confirmed();
    const shipment = await booked(order._id, 'steadfast');
    const [parcel] = steadfast.parcels();
    expect(parcel).toMatchObject({
      invoice: String(order.number),
      recipient_name: 'Nusrat Jahan',
      recipient_phone: order.shippingAddress.number,
      cod_amount: order.total,
      note: 'Call before coming',
    });
    expect(parcel!.recipient_address).toContain('Dhanmondi');
    expect(shipment).toMatchObject({
      courier: 'steadfast',
      consignmentId: String(parcel!.consignment_id),
      trackingCode: parcel!.tracking_code,
      status: 'booked',
      trackingUrl: `https://steadfast.com.bd/t/${parcel!.tracking_code}`,
      codAmount: order.total,
    });

    // The courier would still deliver and collect: the shop alone can't cancel the order now.
    const cancel = await staff.put(`/api/orders/${order._id}`, { status: 'cancelled' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error.message).toContain('is booked with Steadfast: cancel the parcel with Steadfast first');

    const again = await book(order._id, 'pathao');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toContain(`already booked with Steadfast (tracking ${parcel!.tracking_code})`);
    expect(pathao.parcels()).toHaveLength(0);
    const seen = await orderAsStaff(order._id);
    expect(seen.shipment?.trackingCode).toBe(parcel!.tracking_code);
    expect(seen.history.at(-1)).toMatchObject({
      kind: 'parcel',
      courier: 'steadfast',
      state: 'booked',
      to: 'confirmed',
    });
  });

  it('asks nothing of a courier for an order that is not confirmed, and only staff may book', async () => {
    const { order } = await placeCod();
    const refused = await book(order._id, 'steadfast');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('confirm it before booking a courier');
    expect((await guest.post(`/api/orders/${order._id}/shipments`, { courier: 'steadfast' })).statusCode).toBe(401);
    expect((await book(order._id, 'dhl')).statusCode).toBe(400);
    expect(steadfast.parcels()).toHaveLength(0);
  });

  it('books many orders at once with one courier, each on its own', async () => {
    const orders = await Promise.all([confirmed(), confirmed(), confirmed()]);
    const pending = await placeCod();
    const answer = await staff.post('/api/shipments', {
      orderIds: [...orders.map(({ order }) => order._id), pending.order._id],
      courier: 'redx',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const result = answer.json<BookManyResult>();
    expect(result.booked.map((one) => one._id)).toEqual(orders.map(({ order }) => order._id));
    expect(result.refused).toEqual([{ _id: pending.order._id, reason: expect.stringContaining('is pending') }]);
    expect(redx.parcels().map((parcel) => parcel.merchant_invoice_id)).toEqual(
      orders.map(({ order }) => String(order.number)),
    );
    expect(redx.parcels()[0]).toMatchObject({ delivery_area: expect.stringMatching(/Dhanmondi/i) });
  });

  it('books with the default courier from Settings when none is named', async () => {
    await settingsWith({ defaultCourier: 'pathao' });
    const { order } = await confirmed();
    const answer = await staff.post(`/api/orders/${order._id}/shipments`, {});
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json<OrderShipment>().courier).toBe('pathao');
    expect(pathao.parcels()[0]!.order).toMatchObject({
      merchant_order_id: String(order.number),
      amount_to_collect: order.total,
    });
    await settingsWith({ defaultCourier: null });
  });

  it('leaves the order as it was when the courier fails, and books it once when tried again', async () => {
    const { order } = await confirmed();
    steadfast.failNext(1);
    const down = await book(order._id, 'steadfast');
    expect(down.statusCode).toBe(503);
    expect(down.json().error.message).toContain('Steadfast');
    // A courier that failed may still have taken the parcel: the order waits for its word, unchanged otherwise.
    const waiting = await orderAsStaff(order._id);
    expect(waiting.order_status).toBe('confirmed');
    expect(waiting.shipment?.status).toBe('booking');

    await booked(order._id, 'steadfast');
    expect(steadfast.parcels()).toHaveLength(1);
  });

  it('finds a booking whose answer was lost instead of booking it twice', async () => {
    const { order } = await confirmed();
    steadfast.loseNext(1);
    const lost = await book(order._id, 'steadfast');
    expect(lost.statusCode).toBe(503);
    expect(lost.json().error.message).toContain('will not be booked twice');
    expect(steadfast.parcels()).toHaveLength(1);
    expect((await orderAsStaff(order._id)).shipment?.status).toBe('booking');

    const retried = await booked(order._id, 'steadfast');
    expect(retried.status).toBe('booked');
    expect(steadfast.parcels()).toHaveLength(1);
    // Steadfast's webhook names the parcel's id, which its look-up by invoice did not.
    const [parcel] = steadfast.parcels();
    await steadfast.push(`${shopUrl}/api/couriers/steadfast/webhook`, parcel!.invoice, { status: 'pending' });
    expect((await orderAsStaff(order._id)).shipment).toMatchObject({
      consignmentId: String(parcel!.consignment_id),
      status: 'in_transit',
    });
  });

  it('waits for Pathao to name a parcel whose answer was lost, then follows it', async () => {
    const { order } = await confirmed();
    pathao.loseNext(1);
    expect((await book(order._id, 'pathao')).statusCode).toBe(503);
    const waiting = await book(order._id, 'pathao');
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().error.message).toContain('waiting for Pathao');
    expect(pathao.parcels()).toHaveLength(1);

    const [parcel] = pathao.parcels();
    const created = await pathao.push(`${shopUrl}/api/couriers/pathao/webhook`, parcel!.consignmentId, 'order.created');
    expect(created.status).toBe(202);
    expect((await orderAsStaff(order._id)).shipment).toMatchObject({
      consignmentId: parcel!.consignmentId,
      trackingCode: parcel!.consignmentId,
      status: 'booked',
    });
    expect(pathao.parcels()).toHaveLength(1);
  });
});

describe('what couriers say', () => {
  it('follows a Steadfast parcel to delivered: the cash order is paid, and saying it again changes nothing', async () => {
    const { order } = await confirmed(undefined, 'nusrat@example.com');
    const shipment = await booked(order._id, 'steadfast');
    const hook = `${shopUrl}/api/couriers/steadfast/webhook`;

    const onItsWay = await steadfast.push(hook, shipment.consignmentId!, {
      status: 'pending',
      message: 'Parcel is at the Dhanmondi hub',
    });
    expect(onItsWay.status).toBe(200);
    let seen = await orderAsStaff(order._id);
    expect(seen.order_status).toBe('shipped');
    expect(seen.shipment?.lastEvent?.message).toBe('Parcel is at the Dhanmondi hub');
    await shop.runJobs();
    const shippedSms = sms
      .sent()
      .filter((one) => one.to === order.shippingAddress.number)
      .at(-1);
    expect(shippedSms?.text).toContain(`#${order.number} is on its way`);
    const shippedMail = shop.mail.filter((mail) => mail.to === 'nusrat@example.com').at(-1);
    expect(shippedMail?.text).toContain(`has left with Steadfast. Its tracking code is ${shipment.trackingCode}`);
    expect(shippedMail?.text).toContain(shipment.trackingUrl);

    // The webhook's amount is reported, never taken as the order's.
    const delivered = await steadfast.push(hook, shipment.consignmentId!, { status: 'Delivered', collected: 10 });
    expect(delivered.status).toBe(200);
    seen = await orderAsStaff(order._id);
    expect(seen).toMatchObject({ order_status: 'delivered', payment_status: 'paid', total: order.total });
    expect(seen.shipment).toMatchObject({ status: 'delivered', collected: 10 });
    const events = seen.history.length;

    expect((await steadfast.push(hook, shipment.consignmentId!, { status: 'Delivered', collected: 10 })).status).toBe(
      200,
    );
    expect((await steadfast.push(hook, shipment.consignmentId!, { status: 'pending' })).status).toBe(200);
    seen = await orderAsStaff(order._id);
    expect(seen.history).toHaveLength(events);
    expect(seen.order_status).toBe('delivered');
  });

  it('refuses webhooks without the right secret, and changes nothing', async () => {
    const { order } = await confirmed();
    const steadfastParcel = await booked(order._id, 'steadfast');
    const forged = await steadfast.push(`${shopUrl}/api/couriers/steadfast/webhook`, steadfastParcel.consignmentId!, {
      status: 'delivered',
      token: 'guessed',
    });
    expect(forged.status).toBe(401);
    const unsigned = await steadfast.push(`${shopUrl}/api/couriers/steadfast/webhook`, steadfastParcel.consignmentId!, {
      status: 'delivered',
      token: null,
    });
    expect(unsigned.status).toBe(401);

    const other = await confirmed();
    const pathaoParcel = await booked(other.order._id, 'pathao');
    const pathaoForged = await pathao.push(
      `${shopUrl}/api/couriers/pathao/webhook`,
      pathaoParcel.consignmentId!,
      'order.delivered',
      { signature: 'wrong' },
    );
    expect(pathaoForged.status).toBe(401);
    expect(pathaoForged.headers['x-pathao-merchant-webhook-integration-secret']).toBe(
      'f3992ecc-59da-4cbe-a049-a13da2018d51',
    );

    const third = await confirmed();
    const redxParcel = await booked(third.order._id, 'redx');
    const redxForged = await redx.push(`${shopUrl}/api/couriers/redx/webhook`, redxParcel.consignmentId!, 'delivered', {
      token: 'wrong',
    });
    expect(redxForged.status).toBe(401);

    for (const id of [order._id, other.order._id, third.order._id]) {
      const seen = await orderAsStaff(id);
      expect(seen.order_status).toBe('confirmed');
      expect(seen.shipment?.status).toBe('booked');
    }
  });

  it('answers Pathao’s integration probe with 202 and its header', async () => {
    const probe = await pathao.probe(`${shopUrl}/api/couriers/pathao/webhook`);
    expect(probe.status).toBe(202);
    expect(probe.headers['x-pathao-merchant-webhook-integration-secret']).toBe('f3992ecc-59da-4cbe-a049-a13da2018d51');
  });

  it('records a partial delivery with what Pathao collected, for staff to settle', async () => {
    const { order } = await confirmed();
    const shipment = await booked(order._id, 'pathao');
    const hook = `${shopUrl}/api/couriers/pathao/webhook`;
    expect((await pathao.push(hook, shipment.consignmentId!, 'order.picked')).status).toBe(202);
    expect(
      (
        await pathao.push(hook, shipment.consignmentId!, 'order.partial-delivery', {
          collected: 1800,
          reason: 'Customer kept one piece',
        })
      ).status,
    ).toBe(202);
    const seen = await orderAsStaff(order._id);
    // What happens to the rest (the pieces that came back, the money) is for staff to settle.
    expect(seen).toMatchObject({ order_status: 'shipped', payment_status: 'un-paid' });
    expect(seen.shipment).toMatchObject({ status: 'partly_delivered', collected: 1800 });
    expect(seen.history.at(-1)).toMatchObject({
      kind: 'parcel',
      state: 'partly_delivered',
      collected: 1800,
      message: 'Customer kept one piece',
    });
  });

  it('a returned RedX parcel makes the order returned; received back puts the pieces back in stock once', async () => {
    const { order, pieceId } = await confirmed();
    const before = await stockOf(pieceId);
    const shipment = await booked(order._id, 'redx');
    const hook = `${shopUrl}/api/couriers/redx/webhook`;
    expect((await redx.push(hook, shipment.consignmentId!, 'ready-for-delivery')).status).toBe(200);
    expect((await redx.push(hook, shipment.consignmentId!, 'agent-returning')).status).toBe(200);
    expect((await orderAsStaff(order._id)).order_status).toBe('shipped');
    expect((await redx.push(hook, shipment.consignmentId!, 'returned', { messageEn: 'Customer refused' })).status).toBe(
      200,
    );
    let seen = await orderAsStaff(order._id);
    expect(seen.order_status).toBe('returned');
    expect(seen.payment_status).toBe('un-paid');
    expect(seen.shipment?.lastEvent?.message).toBe('Customer refused');
    expect(await stockOf(pieceId)).toBe(before);

    const back = await staff.post(`/api/orders/${order._id}/received-back`);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json<Order>().receivedBackAt).not.toBeNull();
    expect(await stockOf(pieceId)).toBe(before + 2);
    const twice = await staff.post(`/api/orders/${order._id}/received-back`);
    expect(twice.statusCode).toBe(409);
    expect(await stockOf(pieceId)).toBe(before + 2);
    seen = await orderAsStaff(order._id);
    expect(seen.history.at(-1)).toMatchObject({ kind: 'received_back', to: 'returned' });
  });

  it('two staff booking one order at once make one parcel, and two taking it back restock it once', async () => {
    const { order, pieceId } = await confirmed();
    const before = await stockOf(pieceId);
    const answers = await Promise.all([book(order._id, 'redx'), book(order._id, 'redx')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(redx.parcels().filter((parcel) => parcel.merchant_invoice_id === String(order.number))).toHaveLength(1);

    const { consignmentId } = (await orderAsStaff(order._id)).shipment!;
    await redx.push(`${shopUrl}/api/couriers/redx/webhook`, consignmentId!, 'delivery-in-progress');
    await redx.push(`${shopUrl}/api/couriers/redx/webhook`, consignmentId!, 'returned');
    const backs = await Promise.all(
      Array.from({ length: 5 }, () => staff.post(`/api/orders/${order._id}/received-back`)),
    );
    expect(backs.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await stockOf(pieceId)).toBe(before + 2);
  });

  it('a parcel that comes back before it ever left is cancelled, and the order can be booked again', async () => {
    const { order } = await confirmed();
    const first = await booked(order._id, 'redx');
    await redx.push(`${shopUrl}/api/couriers/redx/webhook`, first.consignmentId!, 'returned');
    const seen = await orderAsStaff(order._id);
    expect(seen.order_status).toBe('confirmed');
    expect(seen.shipment).toBeNull();
    const second = await booked(order._id, 'steadfast');
    expect(second.courier).toBe('steadfast');
  });

  it('polling finds a status whose webhook never came', async () => {
    const { order } = await confirmed();
    const shipment = await booked(order._id, 'steadfast');
    steadfast.setStatus(shipment.consignmentId!, 'delivered');
    // Not due yet: nothing is asked.
    expect(await shop.app.services.shipments.checkOpenParcels()).toBe(0);
    await shop.database.db.update(shipments).set({ nextCheckAt: new Date() });
    expect(await shop.app.services.shipments.checkOpenParcels()).toBeGreaterThanOrEqual(1);
    const seen = await orderAsStaff(order._id);
    expect(seen).toMatchObject({ order_status: 'delivered', payment_status: 'paid' });
    expect(seen.shipment?.status).toBe('delivered');

    const [row] = await shop.database.db.select().from(shipments).where(eq(shipments.orderId, order._id));
    expect(row!.state).toBe('delivered');
  });
});

describe('fake cash-on-delivery orders', () => {
  it('shows staff what the shop and the courier networks know of a number, and a failed lookup blocks nothing', async () => {
    const phone = freshPhone();
    steadfast.setPhoneRecord(phone, { total: 9, delivered: 6, cancelled: 3 });
    bdcourier.setRecord(phone, { pathao: { total: 4, delivered: 1, cancelled: 3 } });
    const { order } = await placeCod(phone);
    await shop.runJobs();
    const seen = await orderAsStaff(order._id);
    expect(seen.phoneHistory).toMatchObject({
      phone,
      shop: { delivered: 0, returned: 0, cancelled: 0 },
      networks: [
        { source: 'BD Courier', total: 4, delivered: 1, cancelled: 3 },
        { source: 'Steadfast', total: 9, delivered: 6, cancelled: 3 },
      ],
    });
    // Customers never see it.
    const other = freshPhone();
    bdcourier.failNext(1, 429);
    const placed = await placeCod(other);
    await shop.runJobs();
    expect((await orderAsStaff(placed.order._id)).phoneHistory?.networks.map((one) => one.source)).toEqual([
      'Steadfast',
    ]);
  });

  it('refuses cash on delivery to a blocked number, politely, and still takes its online payment', async () => {
    const phone = freshPhone();
    await settingsWith({ blockedPhones: [phone] });
    const piece = await insertProduct(shop.database.db, { price: 900, stock: 3 });
    const address = {
      name: 'Rafiq Hasan',
      number: phone,
      address: 'House 3, Road 2',
      district: 'dhaka',
      area: 'dhaka-dhanmondi',
    };
    const refused = await guest.post('/api/orders', {
      items: [{ _id: piece.id, quantity: 1 }],
      shippingAddress: address,
      paymentMethod: 'cash-on-delivery',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      message: COD_NOT_FOR_NUMBER,
      fields: { paymentMethod: COD_NOT_FOR_NUMBER },
    });
    const bkash = await guest.post('/api/orders', {
      items: [{ _id: piece.id, quantity: 1 }],
      shippingAddress: address,
      paymentMethod: 'bkash',
      trxID: 'BKT7Q2M9XA',
      bkashNumber: phone,
      agreed: true,
    });
    expect(bkash.statusCode, bkash.body).toBe(201);
    await settingsWith({ blockedPhones: [] });
  });

  it('blocks a number by itself after the returns the owner allows', async () => {
    await settingsWith({ autoBlockAfterReturns: 2 });
    const phone = freshPhone();
    for (const round of [1, 2]) {
      const { order } = await confirmed(phone);
      const shipment = await booked(order._id, 'redx');
      await redx.push(`${shopUrl}/api/couriers/redx/webhook`, shipment.consignmentId!, 'delivery-in-progress');
      await redx.push(`${shopUrl}/api/couriers/redx/webhook`, shipment.consignmentId!, 'returned');
      const settings = await shop.app.services.settings.get();
      expect(settings.blockedPhones.includes(phone)).toBe(round === 2);
      // The blocklist names customers: it is staff's alone.
      expect((await shop.app.inject('/api/settings')).json()).not.toHaveProperty('blockedPhones');
    }
    const piece = await insertProduct(shop.database.db, { price: 900, stock: 3 });
    const refused = await guest.post('/api/orders', {
      items: [{ _id: piece.id, quantity: 1 }],
      shippingAddress: {
        name: 'Nusrat Jahan',
        number: phone,
        address: 'House 9',
        district: 'dhaka',
        area: 'dhaka-dhanmondi',
      },
      paymentMethod: 'cash-on-delivery',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(COD_NOT_FOR_NUMBER);
    await settingsWith({ autoBlockAfterReturns: 0, blockedPhones: [] });
  });

  describe('the delivery fee in advance', () => {
    async function placeCodAnswer(phone: string, price = 1800) {
      const piece = await insertProduct(shop.database.db, { price, stock: 4 });
      const response = await guest.post('/api/orders', {
        items: [{ _id: piece.id, quantity: 1 }],
        shippingAddress: {
          name: 'Rumana Akter',
          number: phone,
          address: 'House 5, Road 8',
          district: 'dhaka',
          area: 'dhaka-dhanmondi',
        },
        paymentMethod: 'cash-on-delivery',
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ order: Order; trackingUrl: string }>();
    }

    it('asks a number with no record anywhere, by SMS with the shop’s bKash number, and not one with a good record', async () => {
      await settingsWith({ advanceFee: { noHistory: true, belowRate: 0, codAbove: 0 } });
      const unknown = freshPhone();
      const { order } = await placeCodAnswer(unknown);
      expect(order.order_status).toBe('pending');
      expect(order.advance).toEqual({ amount: 60, reason: 'no_history', trxId: null, bkashNumber: null, paid: false });
      expect(order.history.map((entry) => entry.kind)).toEqual(['placed', 'advance_asked']);
      await shop.runJobs();
      const bkashNumber = (await shop.app.inject('/api/settings')).json<ShopSettings>().bkashNumber;
      expect(
        sms
          .sent()
          .filter((one) => one.to === unknown)
          .at(-1)?.text,
      ).toContain(`Please send the Tk 60 delivery fee by bKash to ${bkashNumber} first.`);

      const known = freshPhone();
      steadfast.setPhoneRecord(known, { total: 10, delivered: 9, cancelled: 1 });
      expect((await placeCodAnswer(known)).order.advance).toBeNull();

      // A network that does not answer leaves the number unknown, never bad.
      const unanswered = freshPhone();
      bdcourier.failNext(1, 429);
      expect((await placeCodAnswer(unanswered)).order.advance).toBeNull();
      await settingsWith({ advanceFee: { noHistory: false, belowRate: 0, codAbove: 0 } });
    });

    it('asks a number that delivers too rarely, and a large order', async () => {
      await settingsWith({ advanceFee: { noHistory: false, belowRate: 60, codAbove: 3000 } });
      const rare = freshPhone();
      steadfast.setPhoneRecord(rare, { total: 10, delivered: 3, cancelled: 7 });
      expect((await placeCodAnswer(rare)).order.advance).toMatchObject({ amount: 60, reason: 'low_rate' });
      const good = freshPhone();
      steadfast.setPhoneRecord(good, { total: 10, delivered: 9, cancelled: 1 });
      expect((await placeCodAnswer(good, 3200)).order.advance).toMatchObject({ reason: 'large_order' });
      expect((await placeCodAnswer(good, 1000)).order.advance).toBeNull();
      await settingsWith({ advanceFee: { noHistory: false, belowRate: 0, codAbove: 0 } });
    });

    it('takes the TrxID by the order’s link; staff confirm having found it, and the courier collects the rest', async () => {
      await settingsWith({ advanceFee: { noHistory: false, belowRate: 0, codAbove: 1000 } });
      const phone = freshPhone();
      const { order, trackingUrl } = await placeCodAnswer(phone);
      const token = new URL(trackingUrl, 'http://localhost').searchParams.get('t')!;
      const proof = { trxID: 'ADV7K2M9QA', bkashNumber: '01822334455' };

      const stranger = visitor(shop.app, { ip: '198.18.40.9' });
      expect((await stranger.post(`/api/orders/${order._id}/advance`, proof)).statusCode).toBe(404);
      expect((await stranger.post(`/api/orders/${order._id}/advance?t=${token}`, { trxID: 'short' })).statusCode).toBe(
        400,
      );
      const sent = await stranger.post(`/api/orders/${order._id}/advance?t=${token}`, proof);
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json<Order>().advance).toEqual({
        amount: 60,
        reason: 'large_order',
        trxId: 'ADV7K2M9QA',
        bkashNumber: '01822334455',
        paid: false,
      });
      expect((await stranger.post(`/api/orders/${order._id}/advance?t=${token}`, proof)).statusCode).toBe(409);
      // One TrxID pays one order.
      const other = await placeCodAnswer(freshPhone());
      const reused = await stranger.post(
        `/api/orders/${other.order._id}/advance?t=${new URL(other.trackingUrl, 'http://localhost').searchParams.get('t')}`,
        proof,
      );
      expect(reused.statusCode).toBe(409);

      expect((await staff.put(`/api/orders/${order._id}`, { status: 'confirmed' })).statusCode).toBe(200);
      const confirmedOrder = await orderAsStaff(order._id);
      expect(confirmedOrder.advance?.paid).toBe(true);
      const shipment = await booked(order._id, 'steadfast');
      expect(shipment.codAmount).toBe(order.total - 60);
      expect(steadfast.parcels().at(-1)).toMatchObject({ cod_amount: order.total - 60 });
      await settingsWith({ advanceFee: { noHistory: false, belowRate: 0, codAbove: 0 } });
    });

    it('asks an order switched to cash on delivery after leaving bKash’s page, as at checkout', async () => {
      await settingsWith({ advanceFee: { noHistory: false, belowRate: 0, codAbove: 1000 } });
      const piece = await insertProduct(shop.database.db, { price: 1800, stock: 4 });
      const placed = await guest.post('/api/orders', {
        items: [{ _id: piece.id, quantity: 1 }],
        shippingAddress: {
          name: 'Rumana Akter',
          number: freshPhone(),
          address: 'House 5',
          district: 'dhaka',
          area: 'dhaka-dhanmondi',
        },
        paymentMethod: 'bkash-checkout',
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const { order, trackingUrl } = placed.json<{ order: Order; trackingUrl: string }>();
      expect(order.advance).toBeNull();
      const token = new URL(trackingUrl, 'http://localhost').searchParams.get('t')!;
      const switched = await guest.put(`/api/orders/${order._id}/payment-method?t=${token}`, {
        paymentMethod: 'cash-on-delivery',
      });
      expect(switched.statusCode, switched.body).toBe(200);
      expect((await orderAsStaff(order._id)).advance).toMatchObject({ amount: 60, reason: 'large_order', paid: false });
      await settingsWith({ advanceFee: { noHistory: false, belowRate: 0, codAbove: 0 } });
    });

    it('takes the fee through Pay with bKash for exactly the fee; the order stays cash on delivery', async () => {
      await settingsWith({ advanceFee: { noHistory: false, belowRate: 0, codAbove: 1000 } });
      const { order, trackingUrl } = await placeCodAnswer(freshPhone());
      const token = new URL(trackingUrl, 'http://localhost').searchParams.get('t')!;
      const shopper = visitor(shop.app, { ip: '198.18.40.12' });
      expect((await shopper.post(`/api/orders/${order._id}/advance/payment`)).statusCode).toBe(404);
      const started = await shopper.post(`/api/orders/${order._id}/advance/payment?t=${token}`);
      expect(started.statusCode, started.body).toBe(200);
      const paymentID = started.json<{ redirectUrl: string }>().redirectUrl.split('/pay/')[1]!;
      expect(bkash.payments.get(paymentID)).toMatchObject({ amount: '60.00' });
      bkash.payments.get(paymentID)!.approved = true;

      const back = await shopper.get(`/api/payments/bkash/return?paymentID=${paymentID}&status=success`);
      expect(back.statusCode).toBe(302);
      expect(back.headers.location).toBe(`/order-details/${order._id}?fee=paid&t=${token}`);
      const paid = await orderAsStaff(order._id);
      expect(paid).toMatchObject({
        paymentMethod: 'cash-on-delivery',
        payment_status: 'un-paid',
        order_status: 'pending',
      });
      expect(paid.advance).toMatchObject({ amount: 60, paid: true });
      expect(paid.history.at(-1)).toMatchObject({ kind: 'advance_paid', method: 'bkash-checkout', amount: 60 });
      // Paid once: asking again is refused, and a repeated return changes nothing.
      expect((await shopper.post(`/api/orders/${order._id}/advance/payment?t=${token}`)).statusCode).toBe(409);
      await shopper.get(`/api/payments/bkash/return?paymentID=${paymentID}&status=success`);
      expect((await orderAsStaff(order._id)).history).toHaveLength(paid.history.length);

      // Given back, the fee is owed again: the courier would collect the whole total.
      const refunded = await staff.post(`/api/orders/${order._id}/refunds`, { amount: 60, reason: 'Customer asked' });
      expect(refunded.statusCode, refunded.body).toBe(200);
      const afterRefund = await orderAsStaff(order._id);
      expect(afterRefund).toMatchObject({ payment_status: 'un-paid', advance: { paid: false } });

      expect((await staff.put(`/api/orders/${order._id}`, { status: 'confirmed' })).statusCode).toBe(200);
      expect((await booked(order._id, 'redx')).codAmount).toBe(order.total);
      await settingsWith({ advanceFee: { noHistory: false, belowRate: 0, codAbove: 0 } });
    });
  });
});
