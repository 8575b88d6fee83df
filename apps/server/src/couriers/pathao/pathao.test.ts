import { createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ParcelState } from '@alankar/shared/courier';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPathaoStandIn } from '../../../../../e2e/support/pathao-server.mjs';
import {
  CourierRefused,
  CourierUnavailable,
  DuplicateInvoice,
  NotAuthentic,
  type Courier,
  type Parcel,
  type WebhookOutcome,
} from '../courier';
import { createPathaoCourier, pathaoAddress, pathaoWeight, type PathaoConfig } from './pathao';

const INTEGRATION_SECRET = 'f3992ecc-59da-4cbe-a049-a13da2018d51';

let pathao: Awaited<ReturnType<typeof startPathaoStandIn>>;
beforeAll(async () => {
  pathao = await startPathaoStandIn({ storeId: 4242, webhookSecret: 'hook-secret' });
});
afterAll(() => pathao.close());
beforeEach(() => pathao.reset());

const configFor = (changes: Partial<PathaoConfig> = {}): PathaoConfig => ({
  clientId: pathao.clientId,
  clientSecret: pathao.clientSecret,
  username: pathao.username,
  password: pathao.password,
  storeId: pathao.storeId,
  webhookSecret: pathao.webhookSecret,
  integrationSecret: INTEGRATION_SECRET,
  baseUrl: pathao.url,
  timeoutMs: 5_000,
  ...changes,
});

let lastInvoice = 100_000;
const parcelFor = (changes: Partial<Parcel> = {}): Parcel => ({
  invoice: String(++lastInvoice),
  recipient: {
    name: 'Nusrat Jahan',
    phone: '01712345678',
    address: 'House 7, Road 3, Dhanmondi, Dhaka',
    area: 'Dhanmondi',
    district: 'Dhaka',
  },
  note: 'Call before coming',
  codAmount: 2500,
  value: 2500,
  weightGrams: 1250,
  description: '1 × Gold ring',
  quantity: 1,
  ...changes,
});

const ids = (consignmentId: string, invoice = '') => ({ consignmentId, trackingCode: consignmentId, invoice });

/** A server on loopback for one test; its URL. */
async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

describe('booking', () => {
  it('books a parcel and sends Pathao what it reads', async () => {
    const courier = createPathaoCourier(configFor());
    const parcel = parcelFor();
    const booking = await courier.book(parcel);

    expect(booking).toEqual({
      consignmentId: expect.stringMatching(/^DL\d{6}[A-Z0-9]{6}$/),
      trackingCode: booking.consignmentId,
      rawStatus: 'Pending',
      state: 'booked',
      fee: 75,
    });
    const [booked] = pathao.parcels();
    expect(booked?.consignmentId).toBe(booking.consignmentId);
    expect(booked?.order).toEqual({
      store_id: 4242,
      merchant_order_id: parcel.invoice,
      recipient_name: 'Nusrat Jahan',
      recipient_phone: '01712345678',
      recipient_address: 'House 7, Road 3, Dhanmondi, Dhaka',
      delivery_type: 48,
      item_type: 2,
      item_quantity: 1,
      item_weight: 1.25,
      item_description: '1 × Gold ring',
      special_instruction: 'Call before coming',
      amount_to_collect: 2500,
    });
    for (const key of ['recipient_city', 'recipient_zone', 'recipient_area'])
      expect(booked?.order).not.toHaveProperty(key);
  });

  it('clamps the weight to Pathao’s range and leaves out an empty note', async () => {
    const courier = createPathaoCourier(configFor());
    await courier.book(parcelFor({ weightGrams: 120, note: '  ', codAmount: 0 }));
    await courier.book(parcelFor({ weightGrams: 25_000 }));
    const [light, heavy] = pathao.parcels();
    expect(light?.order).toMatchObject({ item_weight: 0.5, amount_to_collect: 0 });
    expect(light?.order).not.toHaveProperty('special_instruction');
    expect(heavy?.order.item_weight).toBe(10);
  });

  it('adds the area and district the street leaves out, cuts a long street and pads a short one', () => {
    const recipient = parcelFor().recipient;
    expect(pathaoAddress({ ...recipient, address: 'House 7, Road 3' })).toBe('House 7, Road 3, Dhanmondi, Dhaka');
    const long = pathaoAddress({ ...recipient, address: `${'Flat 4B, Lake View Tower, '.repeat(12)}Dhanmondi, Dhaka` });
    expect(long.length).toBeLessThanOrEqual(220);
    expect(long.endsWith(', Dhanmondi, Dhaka')).toBe(true);
    expect(pathaoAddress({ address: 'H1', area: '', district: 'Feni' })).toBe('H1, Feni, Bangladesh');
    expect(pathaoWeight(499)).toBe(0.5);
    expect(pathaoWeight(2_345)).toBe(2.345);
  });

  it('refuses in Pathao’s words what it finds wrong, naming each field', async () => {
    const courier = createPathaoCourier(configFor());
    const parcel = parcelFor({ recipient: { ...parcelFor().recipient, name: 'Al', phone: '0171234' } });
    const refusal = await courier.book(parcel).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(CourierRefused);
    expect(refusal).not.toBeInstanceOf(DuplicateInvoice);
    expect((refusal as Error).message).toBe(
      'Please fix the given errors: The recipient name must be at least 3 characters. ' +
        'The recipient phone must be 11 characters.',
    );
    expect(pathao.parcels()).toHaveLength(0);
  });

  it('tells a merchant order id Pathao already has', async () => {
    const courier = createPathaoCourier(configFor());
    const parcel = parcelFor();
    await courier.book(parcel);
    const again = courier.book(parcel);
    await expect(again).rejects.toBeInstanceOf(DuplicateInvoice);
    await expect(again).rejects.toThrow('The merchant order id has already been taken.');
    expect(pathao.parcels()).toHaveLength(1);
  });

  it('cannot find a parcel by invoice: Pathao’s webhook names it instead', async () => {
    await expect(createPathaoCourier(configFor()).findByInvoice('100001')).resolves.toBeUndefined();
  });

  it('links to Pathao’s tracking page', () => {
    expect(createPathaoCourier(configFor()).trackingUrl(ids('DL121224VS8TTJ'))).toBe(
      'https://merchant.pathao.com/tracking?consignment_id=DL121224VS8TTJ',
    );
  });
});

describe('the token', () => {
  it('is issued once for many calls, even at the same moment', async () => {
    const courier = createPathaoCourier(configFor());
    const bookings = await Promise.all([1, 2, 3, 4].map(() => courier.book(parcelFor())));
    await Promise.all(bookings.map((booking) => courier.status(ids(booking.consignmentId))));
    expect(pathao.parcels()).toHaveLength(4);
    expect(pathao.tokensIssued()).toBe(1);
  });

  it('is renewed with the refresh token a minute before it expires', async () => {
    let clock = Date.now();
    const courier = createPathaoCourier(configFor(), () => clock);
    await courier.book(parcelFor());
    clock += 4 * 24 * 3600_000;
    await courier.book(parcelFor());
    expect(pathao.grants()).toEqual(['password']);

    clock += 24 * 3600_000 - 59_000;
    await courier.book(parcelFor());
    expect(pathao.grants()).toEqual(['password', 'refresh_token']);
    expect(pathao.parcels()).toHaveLength(3);
  });

  it('is issued anew when Pathao stops taking it, and the call made once more', async () => {
    const courier = createPathaoCourier(configFor());
    const booking = await courier.book(parcelFor());
    pathao.expireTokens();
    const before = pathao.calls().length;

    await expect(courier.status(ids(booking.consignmentId))).resolves.toMatchObject({ rawStatus: 'Pending' });
    // The refresh token went with it, so the merchant's login is used.
    expect(pathao.calls().slice(before)).toEqual([
      { method: 'GET', path: `/orders/${booking.consignmentId}/info` },
      { method: 'POST', path: '/issue-token', grant: 'refresh_token' },
      { method: 'POST', path: '/issue-token', grant: 'password' },
      { method: 'GET', path: `/orders/${booking.consignmentId}/info` },
    ]);
    expect(pathao.grants()).toEqual(['password', 'password']);
  });

  it('is refused with wrong credentials, and nothing is booked', async () => {
    const wrongSecret = createPathaoCourier(configFor({ clientSecret: 'nope' }));
    await expect(wrongSecret.book(parcelFor())).rejects.toThrow(
      expect.objectContaining({ name: 'CourierRefused', message: 'Client authentication failed' }),
    );
    const wrongPassword = createPathaoCourier(configFor({ password: 'nope' }));
    await expect(wrongPassword.book(parcelFor())).rejects.toThrow(
      expect.objectContaining({ name: 'CourierRefused', message: 'The user credentials were incorrect.' }),
    );
    expect(pathao.parcels()).toHaveLength(0);
    expect(pathao.tokensIssued()).toBe(0);
  });
});

describe('a Pathao that will not take any token', () => {
  const hits: string[] = [];
  let answerToken: (response: Parameters<RequestListener>[1]) => void;
  const server = createServer((request: IncomingMessage, response) => {
    hits.push(`${request.method} ${request.url}`);
    request.resume();
    if (request.url?.endsWith('/issue-token')) return answerToken(response);
    response.writeHead(401, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ message: 'Unauthenticated.' }));
  });
  let url: string;
  beforeAll(async () => {
    url = await listen(server);
  });
  afterAll(() => close(server));
  beforeEach(() => {
    hits.length = 0;
  });

  it('is asked once more with a new token, then the refusal stands', async () => {
    answerToken = (response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ token_type: 'Bearer', expires_in: 432000, access_token: `t${hits.length}` }));
    };
    const courier = createPathaoCourier(configFor({ baseUrl: url }));
    await expect(courier.book(parcelFor())).rejects.toThrow(
      expect.objectContaining({ name: 'CourierRefused', message: 'Pathao refused a newly issued token' }),
    );
    expect(hits).toEqual([
      'POST /aladdin/api/v1/issue-token',
      'POST /aladdin/api/v1/orders',
      'POST /aladdin/api/v1/issue-token',
      'POST /aladdin/api/v1/orders',
    ]);
  });

  it('never sent the booking when the token itself could not be had', async () => {
    answerToken = (response) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: 'Server Error' }));
    };
    const courier = createPathaoCourier(configFor({ baseUrl: url }));
    const failure = await courier.book(parcelFor()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CourierUnavailable);
    expect((failure as CourierUnavailable).maybeSent).toBe(false);
    expect(hits).toEqual(['POST /aladdin/api/v1/issue-token']);
  });
});

describe('when Pathao is unwell', () => {
  const unavailable = async (promise: Promise<unknown>) => {
    const error = await promise.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CourierUnavailable);
    return error as CourierUnavailable;
  };

  it('a 500 may have booked the parcel', async () => {
    const courier = createPathaoCourier(configFor());
    pathao.failNext();
    expect((await unavailable(courier.book(parcelFor()))).maybeSent).toBe(true);
    await expect(courier.book(parcelFor())).resolves.toMatchObject({ state: 'booked' });
  });

  it('a closed port was never asked', async () => {
    const server = createServer();
    const url = await listen(server);
    await close(server);
    const courier = createPathaoCourier(configFor({ baseUrl: url }));
    expect((await unavailable(courier.book(parcelFor()))).maybeSent).toBe(false);
  });

  it('a booking whose answer never comes may exist', async () => {
    const courier = createPathaoCourier(configFor({ timeoutMs: 400 }));
    await courier.status(ids((await courier.book(parcelFor())).consignmentId));
    pathao.loseNext();
    const parcel = parcelFor();
    expect((await unavailable(courier.book(parcel))).maybeSent).toBe(true);
    expect(pathao.parcels().map((each) => each.merchantOrderId)).toContain(parcel.invoice);
  });

  it('an unknown consignment is refused in Pathao’s words', async () => {
    const courier = createPathaoCourier(configFor());
    await expect(courier.status(ids('DL000000AAAAAA'))).rejects.toThrow(
      expect.objectContaining({ name: 'CourierRefused', message: 'Order not found.' }),
    );
  });
});

describe('polling', () => {
  const DISPLAY_NAMES: [string, ParcelState | null][] = [
    ['Pending', 'booked'],
    ['Order_Created', 'booked'],
    ['Order_Updated', 'booked'],
    ['Pickup_Requested', 'booked'],
    ['Assigned_for_Pickup', 'booked'],
    ['Picked', 'picked_up'],
    ['Pickup_Failed', null],
    ['Pickup_Cancelled', 'cancelled'],
    ['At_the_Sorting_HUB', 'in_transit'],
    ['In_Transit', 'in_transit'],
    ['Received_at_Last_Mile_HUB', 'in_transit'],
    ['Assigned_for_Delivery', 'out_for_delivery'],
    ['Delivered', 'delivered'],
    ['Partial_Delivery', 'partly_delivered'],
    ['Return', 'returned'],
    ['Delivery_Failed', 'on_hold'],
    ['On_Hold', 'on_hold'],
    ['paid_return', 'returning'],
    ['exchange', null],
    ['Payment_Invoice', null],
    ['Something_New', null],
  ];

  it.each(DISPLAY_NAMES)('reads %s as %s', async (displayName, state) => {
    const courier = createPathaoCourier(configFor());
    const parcel = parcelFor();
    const { consignmentId } = await courier.book(parcel);
    pathao.setStatus(consignmentId, displayName);
    const updatedAt = pathao.parcels()[0]!.updatedAt;

    const news = await courier.status(ids(consignmentId, 'ignored'));
    expect(news).toEqual({
      consignmentId,
      invoice: parcel.invoice,
      rawStatus: displayName,
      state,
      message: null,
      at: new Date(updatedAt.replace(/\.\d{3}Z$/, 'Z')),
      collected: null,
      fee: null,
    });
  });
});

describe('webhook', () => {
  let courier: Courier;
  const outcomes: WebhookOutcome[] = [];
  const refusals: unknown[] = [];
  // The shop's route in miniature: Pathao's header on every reply, refusals included.
  const shop = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = { ...courier.replyHeaders, 'content-type': 'application/json' };
      try {
        const outcome = courier.webhook({
          headers: request.headers as Record<string, string | undefined>,
          query: {},
          body: Buffer.concat(chunks),
        });
        outcomes.push(outcome);
        response.writeHead(outcome.reply.status, headers);
        response.end(JSON.stringify(outcome.reply.body));
      } catch (error) {
        refusals.push(error);
        response.writeHead(401, headers);
        response.end(JSON.stringify({ message: 'Unauthorized' }));
      }
    });
  });
  let shopUrl: string;
  beforeAll(async () => {
    courier = createPathaoCourier(configFor({ webhookSecret: 'hook-secret' }));
    shopUrl = `${await listen(shop)}/webhooks/pathao`;
  });
  afterAll(() => close(shop));
  beforeEach(() => {
    outcomes.length = 0;
    refusals.length = 0;
  });

  const booked = async () => {
    const parcel = parcelFor();
    const { consignmentId } = await createPathaoCourier(configFor()).book(parcel);
    return { parcel, consignmentId };
  };

  it('carries the integration header on its replies', () => {
    expect(courier.replyHeaders).toEqual({ 'X-Pathao-Merchant-Webhook-Integration-Secret': INTEGRATION_SECRET });
  });

  it('answers Pathao’s registration probe with 202 and no news', async () => {
    const reply = await pathao.probe(shopUrl);
    expect(reply.status).toBe(202);
    expect(reply.headers['x-pathao-merchant-webhook-integration-secret']).toBe(INTEGRATION_SECRET);
    expect(outcomes).toEqual([{ reply: { status: 202, body: expect.anything() }, news: null }]);
  });

  it('reads a delivery with the amount collected', async () => {
    const { parcel, consignmentId } = await booked();
    const before = Date.now();
    const reply = await pathao.push(shopUrl, consignmentId, 'order.delivered', { collected: 2499.6 });
    expect(reply.status).toBe(202);
    expect(reply.headers['x-pathao-merchant-webhook-integration-secret']).toBe(INTEGRATION_SECRET);
    const news = outcomes[0]?.news;
    expect(news).toEqual({
      consignmentId,
      trackingCode: consignmentId,
      invoice: parcel.invoice,
      rawStatus: 'order.delivered',
      state: 'delivered',
      message: null,
      at: expect.any(Date),
      collected: 2500,
      fee: null,
    });
    expect(news!.at.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(news!.at.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('refuses a wrong or missing signature, still with the integration header', async () => {
    const { consignmentId } = await booked();
    for (const signature of ['not-the-secret', null, '']) {
      const reply = await pathao.push(shopUrl, consignmentId, 'order.delivered', { signature });
      expect(reply.status).toBe(401);
      expect(reply.headers['x-pathao-merchant-webhook-integration-secret']).toBe(INTEGRATION_SECRET);
    }
    expect(await pathao.probe(shopUrl, null)).toMatchObject({ status: 401 });
    expect(refusals).toHaveLength(4);
    for (const refusal of refusals) expect(refusal).toBeInstanceOf(NotAuthentic);
    expect(outcomes).toHaveLength(0);
  });

  it('trusts nothing without a configured secret', () => {
    const unset = createPathaoCourier(configFor({ webhookSecret: '' }));
    const request = { headers: { 'x-pathao-signature': '' }, query: {}, body: Buffer.from('{"event":"order.picked"}') };
    expect(() => unset.webhook(request)).toThrow(NotAuthentic);
  });

  const EVENTS: [string, ParcelState | null][] = [
    ['order.created', 'booked'],
    ['order.updated', 'booked'],
    ['order.pickup-requested', 'booked'],
    ['order.assigned-for-pickup', 'booked'],
    ['order.picked', 'picked_up'],
    ['order.pickup-failed', null],
    ['order.pickup-cancelled', 'cancelled'],
    ['order.at-the-sorting-hub', 'in_transit'],
    ['order.in-transit', 'in_transit'],
    ['order.received-at-last-mile-hub', 'in_transit'],
    ['order.assigned-for-delivery', 'out_for_delivery'],
    ['order.delivered', 'delivered'],
    ['order.partial-delivery', 'partly_delivered'],
    ['order.returned', 'returning'],
    ['order.delivery-failed', 'on_hold'],
    ['order.on-hold', 'on_hold'],
    ['order.paid', null],
    ['order.paid-return', 'returning'],
    ['order.exchanged', null],
    ['order.return-id-created', 'returning'],
    ['order.return-in-transit', 'returning'],
    ['order.returned-to-merchant', 'returned'],
  ];

  it.each(EVENTS)('reads %s as %s', async (event, state) => {
    const { parcel, consignmentId } = await booked();
    const reply = await pathao.push(shopUrl, consignmentId, event, { reason: 'Customer not reachable' });
    expect(reply.status).toBe(202);
    expect(outcomes[0]?.news).toMatchObject({
      consignmentId,
      invoice: parcel.invoice,
      rawStatus: event,
      state,
      message: 'Customer not reachable',
    });
  });

  it('reports the fee Pathao charges, and money collected only where it was collected', async () => {
    const { consignmentId } = await booked();
    await pathao.push(shopUrl, consignmentId, 'order.created', { fee: 83.46 });
    await pathao.push(shopUrl, consignmentId, 'order.partial-delivery', { collected: 1200 });
    await pathao.push(shopUrl, consignmentId, 'order.paid-return', { collected: 150 });
    await pathao.push(shopUrl, consignmentId, 'order.return-id-created', { collected: 1200 });
    expect(outcomes.map(({ news }) => [news?.fee, news?.collected])).toEqual([
      [83, null],
      [null, 1200],
      [null, 150],
      [null, null],
    ]);
  });

  it('ignores store news and the unknown, with 202', async () => {
    const { consignmentId } = await booked();
    const store = await pathao.push(shopUrl, consignmentId, 'store.updated');
    const unknown = await pathao.push(shopUrl, consignmentId, 'order.teleported');
    expect([store.status, unknown.status]).toEqual([202, 202]);
    expect(outcomes.map((outcome) => outcome.news)).toEqual([null, null]);
  });

  it('takes the time from updated_at in Dhaka when there is no timestamp, and shrugs at a body that is not JSON', () => {
    const headers = { 'x-pathao-signature': 'hook-secret' };
    const body = {
      event: 'order.picked',
      consignment_id: 'DL121224VS8TTJ',
      merchant_order_id: '100245',
      updated_at: '2024-12-27 23:51:17',
    };
    const outcome = courier.webhook({ headers, query: {}, body: Buffer.from(JSON.stringify(body)) });
    expect(outcome.news).toMatchObject({ state: 'picked_up', at: new Date('2024-12-27T17:51:17Z') });
    expect(courier.webhook({ headers, query: {}, body: Buffer.from('<html>') })).toEqual({
      reply: { status: 202, body: expect.anything() },
      news: null,
    });
  });
});
