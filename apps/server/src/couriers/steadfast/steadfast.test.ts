import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSteadfastStandIn } from '../../../../../e2e/support/steadfast-server.mjs';
import {
  CourierRefused,
  CourierUnavailable,
  DuplicateInvoice,
  NotAuthentic,
  type Courier,
  type Parcel,
  type ParcelNews,
  type WebhookOutcome,
} from '../courier';
import { createSteadfastCourier, type SteadfastConfig } from './steadfast';
import { steadfastState } from './steadfast-statuses';

const WEBHOOK_TOKEN = 'steadfast-test-webhook';

let steadfast: Awaited<ReturnType<typeof startSteadfastStandIn>>;
beforeAll(async () => {
  steadfast = await startSteadfastStandIn({
    apiKey: 'steadfast-test-key',
    secretKey: 'steadfast-test-secret',
    webhookToken: WEBHOOK_TOKEN,
  });
});
afterAll(() => steadfast.close());
beforeEach(() => steadfast.reset());

const configWith = (changes: Partial<SteadfastConfig> = {}): SteadfastConfig => ({
  baseUrl: `${steadfast.url}/api/v1`,
  apiKey: 'steadfast-test-key',
  secretKey: 'steadfast-test-secret',
  webhookToken: WEBHOOK_TOKEN,
  timeoutMs: 5_000,
  ...changes,
});
const courierWith = (changes: Partial<SteadfastConfig> = {}) => createSteadfastCourier(configWith(changes));

let lastInvoice = 100_240;
const parcel = (changes: Partial<Parcel> = {}): Parcel => ({
  invoice: String(++lastInvoice),
  recipient: {
    name: 'Nusrat Jahan',
    phone: '01712345678',
    address: 'House 17/1, Road 3/A',
    area: 'Dhanmondi',
    district: 'Dhaka',
  },
  note: 'Call before coming',
  codAmount: 12_500,
  value: 12_500,
  weightGrams: 200,
  description: '1 × Gold ring',
  quantity: 1,
  ...changes,
});

/** The shop's side of the webhook: what it answered and read, as a tiny HTTP server around `courier.webhook`. */
const outcomes: WebhookOutcome[] = [];
const shop = createServer((request, response) => {
  const shopCourier = courierWith();
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    try {
      const outcome = shopCourier.webhook({
        headers: request.headers as Record<string, string | undefined>,
        query: {},
        body: Buffer.concat(chunks),
      });
      outcomes.push(outcome);
      response.writeHead(outcome.reply.status, { 'content-type': 'application/json', ...shopCourier.replyHeaders });
      response.end(JSON.stringify(outcome.reply.body));
    } catch (error) {
      response.writeHead(error instanceof NotAuthentic ? 401 : 500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ status: 'error', message: String(error) }));
    }
  });
});
let shopUrl: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}/webhooks/steadfast`;
});
afterAll(() => new Promise((resolve) => shop.close(resolve)));
beforeEach(() => {
  outcomes.length = 0;
});

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const webhookFrom = (courier: Courier, payload: unknown, authorization = `Bearer ${WEBHOOK_TOKEN}`) =>
  courier.webhook({
    headers: { authorization, 'content-type': 'application/json' },
    query: {},
    body: Buffer.from(typeof payload === 'string' ? payload : JSON.stringify(payload)),
  });

describe('booking', () => {
  it('books the parcel and returns Steadfast’s ids', async () => {
    const sent = parcel();

    const booking = await courierWith().book(sent);

    const [taken, ...others] = steadfast.parcels();
    expect(others).toEqual([]);
    expect(taken).toMatchObject({
      invoice: sent.invoice,
      recipient_name: 'Nusrat Jahan',
      recipient_phone: '01712345678',
      recipient_address: 'House 17/1, Road 3/A, Dhanmondi, Dhaka',
      cod_amount: 12_500,
      note: 'Call before coming',
      item_description: '1 × Gold ring',
      delivery_type: 0,
    });
    expect(booking).toEqual({
      consignmentId: String(taken!.consignment_id),
      trackingCode: taken!.tracking_code,
      rawStatus: 'in_review',
      state: 'booked',
      fee: null,
    });
    expect(booking.trackingCode).toMatch(/^[0-9A-F]{8}$/);
  });

  it('does not repeat an area or district the street already names', async () => {
    const sent = parcel();
    sent.recipient = { ...sent.recipient, address: 'Flat A1, House 17/1, Road 3/A, Dhanmondi, Dhaka-1209' };

    await courierWith().book(sent);

    expect(steadfast.parcels()[0]?.recipient_address).toBe('Flat A1, House 17/1, Road 3/A, Dhanmondi, Dhaka-1209');
  });

  it('shortens a long street to fit 250 characters and keeps the area and district', async () => {
    const sent = parcel();
    sent.recipient = { ...sent.recipient, address: `House 9, ${'Lane '.repeat(80)}` };

    await courierWith().book(sent);

    const address = steadfast.parcels()[0]!.recipient_address;
    expect(address).toHaveLength(250);
    expect(address.startsWith('House 9, Lane Lane')).toBe(true);
    expect(address.endsWith(', Dhanmondi, Dhaka')).toBe(true);
  });

  it('sends 0 taka to collect for a paid order', async () => {
    const booking = await courierWith().book(parcel({ codAmount: 0 }));

    expect(booking.state).toBe('booked');
    expect(steadfast.parcels()[0]?.cod_amount).toBe(0);
  });

  it('says DuplicateInvoice when Steadfast already has the invoice', async () => {
    const sent = parcel();
    const courier = courierWith();
    await courier.book(sent);

    const again = courier.book(sent);

    await expect(again).rejects.toThrow(DuplicateInvoice);
    await expect(again).rejects.toThrow('The invoice has already been taken.');
    expect(steadfast.parcels()).toHaveLength(1);
  });

  it('passes on Steadfast’s own words when it refuses the parcel', async () => {
    const sent = parcel();
    sent.recipient = { ...sent.recipient, phone: '0171234567' };

    const booking = courierWith().book(sent);

    await expect(booking).rejects.toThrow(CourierRefused);
    await expect(booking).rejects.not.toThrow(DuplicateInvoice);
    await expect(booking).rejects.toThrow('The recipient phone must be 11 digits.');
    expect(steadfast.parcels()).toEqual([]);
  });

  it('joins every validation message', async () => {
    const sent = parcel({ invoice: 'order #7', codAmount: -5 });

    await expect(courierWith().book(sent)).rejects.toThrow(
      'The invoice format is invalid. The cod amount must be at least 0.',
    );
  });

  it('is refused with wrong keys', async () => {
    const booking = courierWith({ secretKey: 'not-the-secret' }).book(parcel());

    await expect(booking).rejects.toThrow(CourierRefused);
    await expect(booking).rejects.toThrow('Unauthorized');
    expect(steadfast.parcels()).toEqual([]);
  });

  it('may have booked when Steadfast answers 500 with a page instead of JSON', async () => {
    steadfast.failNext();

    const booking = courierWith().book(parcel());

    await expect(booking).rejects.toThrow(CourierUnavailable);
    await expect(booking).rejects.toMatchObject({ maybeSent: true });
  });

  it('has sent nothing when Steadfast cannot be reached', async () => {
    const baseUrl = `http://127.0.0.1:${await closedPort()}/api/v1`;

    const booking = courierWith({ baseUrl }).book(parcel());

    await expect(booking).rejects.toThrow(CourierUnavailable);
    await expect(booking).rejects.toMatchObject({ maybeSent: false });
  });

  it.each([
    ['times out', 100],
    ['sees the connection cut', 5_000],
  ])('may have booked when it %s, and then finds the parcel by invoice', async (_, timeoutMs) => {
    const sent = parcel();
    steadfast.loseNext();

    const booking = courierWith({ timeoutMs }).book(sent);

    await expect(booking).rejects.toThrow(CourierUnavailable);
    await expect(booking).rejects.toMatchObject({ maybeSent: true });
    expect(steadfast.parcels().map((taken) => taken.invoice)).toEqual([sent.invoice]);
    expect(await courierWith().findByInvoice(sent.invoice)).toEqual({
      consignmentId: '',
      trackingCode: '',
      rawStatus: 'in_review',
      state: 'booked',
      fee: null,
    });
  });
});

describe('finding and following a parcel', () => {
  it('finds nothing for an invoice Steadfast never booked', async () => {
    expect(await courierWith().findByInvoice('999999')).toBeNull();
  });

  it('fails, rather than finding nothing, when Steadfast answers with an error page', async () => {
    steadfast.failNext();

    await expect(courierWith().findByInvoice('999999')).rejects.toMatchObject({
      name: 'CourierUnavailable',
      maybeSent: true,
    });
  });

  it('asks by consignment id', async () => {
    const courier = courierWith();
    const sent = parcel();
    const booking = await courier.book(sent);
    steadfast.setStatus(booking.consignmentId, 'delivered');

    const news = await courier.status({ ...booking, invoice: sent.invoice });

    expect(news).toEqual({
      consignmentId: booking.consignmentId,
      invoice: sent.invoice,
      rawStatus: 'delivered',
      state: 'delivered',
      message: null,
      at: expect.any(Date),
      collected: null,
      fee: null,
    });
    expect(Math.abs(news.at.getTime() - Date.now())).toBeLessThan(5_000);
  });

  it('asks by invoice when the consignment id was never learnt', async () => {
    const sent = parcel();
    await courierWith().book(sent);
    steadfast.setStatus(sent.invoice, 'hold');

    const news = await courierWith().status({ consignmentId: '', trackingCode: '', invoice: sent.invoice });

    expect(news).toMatchObject({ consignmentId: null, invoice: sent.invoice, rawStatus: 'hold', state: 'on_hold' });
  });

  it('passes on Steadfast’s words for a consignment it does not know', async () => {
    const asking = courierWith().status({ consignmentId: '1', trackingCode: 'X', invoice: '1' });

    await expect(asking).rejects.toThrow(CourierRefused);
    await expect(asking).rejects.toThrow('Consignment not found');
  });

  it.each([
    ['in_review', 'booked'],
    ['pending', 'in_transit'],
    ['hold', 'on_hold'],
    ['delivered', 'delivered'],
    ['partial_delivered', 'partly_delivered'],
    ['cancelled', 'returned'],
    ['delivered_approval_pending', null],
    ['partial_delivered_approval_pending', null],
    ['cancelled_approval_pending', null],
    ['unknown_approval_pending', null],
    ['unknown', null],
  ])('reads %s as %s', async (word, state) => {
    const courier = courierWith();
    const sent = parcel();
    const booking = await courier.book(sent);
    steadfast.setStatus(sent.invoice, word);

    const news = await courier.status({ ...booking, invoice: sent.invoice });

    expect(news).toMatchObject({ rawStatus: word, state });
  });

  it.each([
    ['Delivered', 'delivered'],
    ['Partial Delivered', 'partly_delivered'],
    ['partial-delivered', 'partly_delivered'],
    [' IN_REVIEW ', 'booked'],
    ['Cancelled Approval Pending', null],
    ['lost_in_space', null],
  ])('normalises %j before reading it', (word, state) => {
    expect(steadfastState(word)).toBe(state);
  });

  it('links to Steadfast’s tracking page', () => {
    const courier = courierWith();

    expect(courier.trackingUrl({ consignmentId: '1424107', trackingCode: '15BAEB8A' })).toBe(
      'https://steadfast.com.bd/t/15BAEB8A',
    );
    expect(courier.trackingUrl({ consignmentId: '', trackingCode: '' })).toBe('https://steadfast.com.bd/tracking');
  });
});

describe('webhook', () => {
  async function booked() {
    const sent = parcel();
    const booking = await courierWith().book(sent);
    return { sent, booking };
  }
  const newsOfLastPush = (): ParcelNews | null => outcomes.at(-1)?.news ?? null;

  it('reads a delivery pushed with the right token, and polling then agrees', async () => {
    const { sent, booking } = await booked();

    const reply = await steadfast.push(shopUrl, booking.consignmentId, {
      status: 'Delivered',
      message: 'Delivered to the customer.',
      collected: 12_500,
      fee: 110,
    });

    expect(reply).toEqual({ status: 200, body: { status: 'success', message: 'Webhook received successfully.' } });
    expect(newsOfLastPush()).toEqual({
      consignmentId: booking.consignmentId,
      invoice: sent.invoice,
      rawStatus: 'Delivered',
      state: 'delivered',
      message: 'Delivered to the customer.',
      at: expect.any(Date),
      collected: 12_500,
      fee: 110,
    });
    const polled = await courierWith().status({ ...booking, invoice: sent.invoice });
    expect(polled).toMatchObject({ rawStatus: 'delivered', state: 'delivered' });
  });

  it('reads the time as Dhaka time', async () => {
    const { booking } = await booked();
    const before = Math.floor(Date.now() / 1000) * 1000;

    await steadfast.push(shopUrl, booking.consignmentId, { status: 'pending' });

    const at = newsOfLastPush()!.at.getTime();
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
  });

  it('parses Steadfast’s zone-less time as +06:00', () => {
    const outcome = webhookFrom(courierWith(), {
      notification_type: 'delivery_status',
      consignment_id: 12345,
      invoice: 'INV-67890',
      cod_amount: 1500.0,
      status: 'Delivered',
      delivery_charge: 100.0,
      tracking_message: 'Your package has been delivered successfully.',
      updated_at: '2025-03-02 12:45:30',
    });

    expect(outcome.news).toEqual({
      consignmentId: '12345',
      invoice: 'INV-67890',
      rawStatus: 'Delivered',
      state: 'delivered',
      message: 'Your package has been delivered successfully.',
      at: new Date('2025-03-02T06:45:30.000Z'),
      collected: 1500,
      fee: 100,
    });
  });

  it('reports a partial delivery with what was collected, in whole taka', async () => {
    const { booking } = await booked();

    await steadfast.push(shopUrl, booking.consignmentId, {
      status: 'Partial Delivered',
      collected: 5_999.6,
      fee: 99.5,
    });

    expect(newsOfLastPush()).toMatchObject({ state: 'partly_delivered', collected: 6_000, fee: 100 });
  });

  it('reports nothing collected for a parcel coming back', async () => {
    const { booking } = await booked();

    await steadfast.push(shopUrl, booking.consignmentId, { status: 'cancelled', collected: 0 });

    expect(newsOfLastPush()).toMatchObject({ rawStatus: 'cancelled', state: 'returned', collected: null });
  });

  it('changes nothing while an outcome waits for Steadfast’s approval', async () => {
    const { booking } = await booked();

    const reply = await steadfast.push(shopUrl, booking.consignmentId, { status: 'delivered_approval_pending' });

    expect(reply.status).toBe(200);
    expect(newsOfLastPush()).toMatchObject({ rawStatus: 'delivered_approval_pending', state: null, collected: null });
  });

  it('reads a tracking update as a message that changes nothing', async () => {
    const { sent, booking } = await booked();

    const reply = await steadfast.push(shopUrl, sent.invoice, {
      type: 'tracking_update',
      message: 'Parcel reached the Mirpur hub.',
    });

    expect(reply.status).toBe(200);
    expect(newsOfLastPush()).toEqual({
      consignmentId: booking.consignmentId,
      invoice: sent.invoice,
      rawStatus: 'tracking_update',
      state: null,
      message: 'Parcel reached the Mirpur hub.',
      at: expect.any(Date),
      collected: null,
      fee: null,
    });
    expect(steadfast.parcels()[0]?.status).toBe('in_review');
  });

  it.each([
    ['a wrong token', 'not-the-token'],
    ['no token', null],
  ])('refuses a push with %s', async (_, token) => {
    const { booking } = await booked();

    const reply = await steadfast.push(shopUrl, booking.consignmentId, { status: 'delivered', token });

    expect(reply.status).toBe(401);
    expect(outcomes).toEqual([]);
  });

  it.each([
    ['no Authorization header', undefined],
    ['a Basic header', `Basic ${WEBHOOK_TOKEN}`],
    ['the token without Bearer', WEBHOOK_TOKEN],
    ['an empty bearer', 'Bearer '],
  ])('throws NotAuthentic for %s', (_, authorization) => {
    const courier = courierWith();
    const request = {
      headers: { authorization },
      query: {},
      body: Buffer.from(JSON.stringify({ notification_type: 'delivery_status', invoice: '1', status: 'delivered' })),
    };

    expect(() => courier.webhook(request)).toThrow(NotAuthentic);
  });

  it.each([
    ['a body that is not JSON', '<xml/>'],
    ['no notification type', { consignment_id: 1, status: 'delivered' }],
    ['a delivery status without a status', { notification_type: 'delivery_status', consignment_id: 1 }],
    ['a delivery status naming no parcel', { notification_type: 'delivery_status', status: 'delivered' }],
    ['a tracking update without a message', { notification_type: 'tracking_update', invoice: '1' }],
  ])('answers 400 to an authentic message with %s', (_, payload) => {
    expect(webhookFrom(courierWith(), payload)).toEqual({
      reply: { status: 400, body: { status: 'error', message: 'Invalid payload.' } },
      news: null,
    });
  });

  it('takes an authentic notification of a kind it does not read, and reports nothing', () => {
    expect(webhookFrom(courierWith(), { notification_type: 'payment_update', consignment_id: 1 })).toEqual({
      reply: { status: 200, body: { status: 'success', message: 'Webhook received successfully.' } },
      news: null,
    });
  });

  it('adds no headers to its replies', () => {
    expect(courierWith().replyHeaders).toEqual({});
  });
});

describe('phone record', () => {
  it('reports Steadfast’s history of a phone number', async () => {
    steadfast.setPhoneRecord('01812345678', { total: 12, delivered: 9, cancelled: 3 });

    expect(await courierWith().phoneRecord!('01812345678')).toEqual({
      source: 'Steadfast',
      total: 12,
      delivered: 9,
      cancelled: 3,
    });
  });

  it('has no record of a number Steadfast has never carried for', async () => {
    expect(await courierWith().phoneRecord!('01912345678')).toBeNull();
  });

  it('fails when Steadfast does', async () => {
    steadfast.failNext();

    await expect(courierWith().phoneRecord!('01812345678')).rejects.toThrow(CourierUnavailable);
  });

  it('is refused with wrong keys', async () => {
    await expect(courierWith({ apiKey: 'wrong' }).phoneRecord!('01812345678')).rejects.toThrow(CourierRefused);
  });
});
