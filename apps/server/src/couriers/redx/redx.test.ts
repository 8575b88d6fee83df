import { createServer as createHttpServer } from 'node:http';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRedxStandIn } from '../../../../../e2e/support/redx-server.mjs';
import {
  CourierRefused,
  CourierUnavailable,
  NotAuthentic,
  type Courier,
  type Parcel,
  type WebhookOutcome,
} from '../courier';
import { createRedxCourier, redxState, type RedxConfig } from './redx';

let redx: Awaited<ReturnType<typeof startRedxStandIn>>;
beforeAll(async () => {
  redx = await startRedxStandIn({ token: 'redx-test-token', pickupStoreId: 7011, webhookToken: 'redx-test-hook' });
});
afterAll(() => redx.close());
beforeEach(() => redx.reset());

const configWith = (changes: Partial<RedxConfig> = {}): RedxConfig => ({
  token: 'redx-test-token',
  pickupStoreId: 7011,
  webhookToken: 'redx-test-hook',
  baseUrl: `${redx.url}/v1.0.0-beta`,
  timeoutMs: 5_000,
  ...changes,
});

const parcelFor = (changes: Partial<Parcel> = {}, recipient: Partial<Parcel['recipient']> = {}): Parcel => ({
  invoice: '100245',
  recipient: {
    name: 'Nusrat Jahan',
    phone: '01712345678',
    address: 'House 7, Road 3, Dhanmondi, Dhaka',
    area: 'Dhanmondi',
    district: 'Dhaka',
    ...recipient,
  },
  note: 'Call before coming',
  codAmount: 2500,
  value: 18000,
  weightGrams: 300,
  description: '1 × Gold ring',
  quantity: 1,
  ...changes,
});

async function refusalOf(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(Error);
  return error as Error;
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A server that takes the connection and never answers. */
const sockets = new Set<Socket>();
const silent = createServer((socket) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
});
let silentUrl: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/v1.0.0-beta`;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

describe('booking', () => {
  it('books with RedX’s own area id and answers with the tracking id', async () => {
    const courier = createRedxCourier(configWith());

    const booking = await courier.book(parcelFor());

    const [parcel] = redx.parcels();
    expect(parcel).toBeDefined();
    expect(booking).toEqual({
      consignmentId: parcel!.tracking_id,
      trackingCode: parcel!.tracking_id,
      rawStatus: 'pickup-pending',
      state: 'booked',
      fee: null,
    });
    expect(parcel).toMatchObject({
      customer_name: 'Nusrat Jahan',
      customer_phone: '01712345678',
      delivery_area: 'Dhanmondi',
      delivery_area_id: 2,
      customer_address: 'House 7, Road 3, Dhanmondi, Dhaka',
      cash_collection_amount: '2500',
      parcel_weight: 300,
      value: 18000,
      merchant_invoice_id: '100245',
      instruction: 'Call before coming',
      pickup_store_id: 7011,
      parcel_details_json: [{ name: '1 × Gold ring', category: 'jewellery', value: 18000 }],
      status: 'pickup-pending',
    });
    expect(redx.calls().slice(0, 2)).toEqual([
      { method: 'GET', path: '/areas', query: { district_name: 'Dhaka' } },
      { method: 'POST', path: '/parcel', query: {} },
    ]);
  });

  it('asks for a district’s areas once', async () => {
    const courier = createRedxCourier(configWith());

    await courier.book(parcelFor({ invoice: '100246' }, { area: 'Gulshan' }));
    await courier.book(parcelFor({ invoice: '100247' }, { area: 'Uttara', district: 'dhaka' }));
    await courier.book(parcelFor({ invoice: '100248' }, { area: 'Panchlaish', district: 'Chattogram' }));

    expect(redx.calls().filter((call) => call.path === '/areas')).toEqual([
      { method: 'GET', path: '/areas', query: { district_name: 'Dhaka' } },
      { method: 'GET', path: '/areas', query: { district_name: 'Chattogram' } },
    ]);
    expect(redx.parcels().map((parcel) => [parcel.delivery_area_id, parcel.delivery_area])).toEqual([
      [3, 'Gulshan'],
      [41, 'Uttara'],
      [312, 'Panchlaish'],
    ]);
  });

  it.each([
    ['a name in other case', 'GULSHAN', 3, 'Gulshan'],
    ['a name inside RedX’s', 'Mohammadpur', 1, 'Mohammadpur(Dhaka)'],
    ['RedX’s name inside the shopper’s', 'Uttara Sector 7', 41, 'Uttara'],
    ['no match: the district’s first area', 'Tejgaon', 1, 'Mohammadpur(Dhaka)'],
  ])('matches the area by %s', async (_case, area, areaId, areaName) => {
    await createRedxCourier(configWith()).book(parcelFor({}, { area }));

    expect(redx.parcels()[0]).toMatchObject({ delivery_area_id: areaId, delivery_area: areaName });
  });

  it('refuses a district where RedX has no area, without booking', async () => {
    const error = await refusalOf(
      createRedxCourier(configWith()).book(parcelFor({}, { area: 'Kaptai', district: 'Rangamati' })),
    );

    expect(error).toBeInstanceOf(CourierRefused);
    expect(error.message).toBe('RedX has no delivery area for Kaptai, Rangamati');
    expect(redx.parcels()).toEqual([]);
  });

  it('names the pickup store setting when RedX does not know the store', async () => {
    const error = await refusalOf(createRedxCourier(configWith({ pickupStoreId: 999 })).book(parcelFor()));

    expect(error).toBeInstanceOf(CourierRefused);
    expect(error.message).toBe('RedX does not know pickup store 999: check REDX_PICKUP_STORE_ID');
    expect(redx.parcels()).toEqual([]);
  });

  it('passes on RedX’s validation words', async () => {
    const error = await refusalOf(createRedxCourier(configWith()).book(parcelFor({}, { phone: '+8801712345678' })));

    expect(error).toBeInstanceOf(CourierRefused);
    expect(error.message).toBe('RedX refused parcel 100245: customer_phone: customer_phone must be 01XXXXXXXXX');
  });

  it('is refused with a wrong token', async () => {
    const error = await refusalOf(createRedxCourier(configWith({ token: 'stale-token' })).book(parcelFor()));

    expect(error).toBeInstanceOf(CourierRefused);
    expect(error.message).toBe('RedX refused the API token (401: Unauthorized)');
  });

  it('says the parcel may exist when RedX fails the booking', async () => {
    const courier = createRedxCourier(configWith());
    await courier.book(parcelFor({ invoice: '100250' }));
    redx.failNext();

    const error = await refusalOf(courier.book(parcelFor({ invoice: '100251' })));

    expect(error).toBeInstanceOf(CourierUnavailable);
    expect((error as CourierUnavailable).maybeSent).toBe(true);
    expect(error.message).toBe('RedX failed parcel 100251 (500: Internal Server Error)');
  });

  it('says nothing was sent when the area lookup fails', async () => {
    redx.failNext(1, '/areas');

    const error = await refusalOf(createRedxCourier(configWith()).book(parcelFor()));

    expect(error).toBeInstanceOf(CourierUnavailable);
    expect((error as CourierUnavailable).maybeSent).toBe(false);
    expect(redx.parcels()).toEqual([]);
  });

  it('says the parcel may exist when the answer is lost (and RedX did book it)', async () => {
    const courier = createRedxCourier(configWith());
    await courier.book(parcelFor({ invoice: '100252' }));
    redx.loseNext();

    const error = await refusalOf(courier.book(parcelFor({ invoice: '100253' })));

    expect(error).toBeInstanceOf(CourierUnavailable);
    expect((error as CourierUnavailable).maybeSent).toBe(true);
    expect(redx.parcels().map((parcel) => parcel.merchant_invoice_id)).toEqual(['100252', '100253']);
  });

  it('says nothing was sent when nothing listens', async () => {
    const port = await closedPort();
    const courier = createRedxCourier(configWith({ baseUrl: `http://127.0.0.1:${port}/v1.0.0-beta` }));

    const error = await refusalOf(
      courier.status({ consignmentId: '21A427TU4BN3R', trackingCode: '21A427TU4BN3R', invoice: '1' }),
    );

    expect(error).toBeInstanceOf(CourierUnavailable);
    expect((error as CourierUnavailable).maybeSent).toBe(false);
    expect(error.message).toContain('ECONNREFUSED');
  });

  it('says the request may have arrived when RedX is silent', async () => {
    const courier = createRedxCourier(configWith({ baseUrl: silentUrl, timeoutMs: 200 }));

    const error = await refusalOf(
      courier.status({ consignmentId: '21A427TU4BN3R', trackingCode: '21A427TU4BN3R', invoice: '1' }),
    );

    expect(error).toBeInstanceOf(CourierUnavailable);
    expect((error as CourierUnavailable).maybeSent).toBe(true);
    expect(error.message).toBe('RedX did not answer parcel 21A427TU4BN3R within 200 ms');
  });

  it('cannot find a parcel by invoice', async () => {
    await expect(createRedxCourier(configWith()).findByInvoice('100245')).resolves.toBeUndefined();
  });
});

describe('status', () => {
  async function booked(courier: Courier, invoice = '100260') {
    const booking = await courier.book(parcelFor({ invoice }));
    return { consignmentId: booking.consignmentId, trackingCode: booking.trackingCode, invoice };
  }

  it('reads the status, the newest tracking words and their time', async () => {
    const courier = createRedxCourier(configWith());
    const ids = await booked(courier);
    redx.setStatus(ids.consignmentId, 'ready-for-delivery');
    redx.setStatus(ids.consignmentId, 'delivery-in-progress', 'Rider Karim (01811000000) is on the way');

    const news = await courier.status(ids);

    const tracking = redx.parcels()[0]!.tracking;
    expect(news).toEqual({
      consignmentId: ids.consignmentId,
      invoice: '100260',
      rawStatus: 'delivery-in-progress',
      state: 'out_for_delivery',
      message: 'Rider Karim (01811000000) is on the way',
      at: new Date(tracking.at(-1)!.time),
      collected: null,
      fee: 60,
    });
    expect(tracking).toHaveLength(3);
  });

  it('still answers when the tracking history fails', async () => {
    const courier = createRedxCourier(configWith());
    const ids = await booked(courier);
    redx.setStatus(ids.consignmentId, 'agent-hold');
    redx.failNext(1, '/parcel/track/');
    const before = Date.now();

    const news = await courier.status(ids);

    expect(news).toMatchObject({ rawStatus: 'agent-hold', state: 'on_hold', message: null });
    expect(news.at.getTime()).toBeGreaterThanOrEqual(before);
  });

  it('sees a parcel cancelled at RedX', async () => {
    const courier = createRedxCourier(configWith());
    const ids = await booked(courier);
    const cancel = await fetch(`${redx.url}/v1.0.0-beta/parcels`, {
      method: 'PATCH',
      headers: { 'API-ACCESS-TOKEN': 'Bearer redx-test-token', 'content-type': 'application/json' },
      body: JSON.stringify({
        entity_type: 'parcel-tracking-id',
        entity_id: ids.consignmentId,
        update_details: { property_name: 'status', new_value: 'cancelled', reason: 'Shopper changed her mind' },
      }),
    });
    expect(await cancel.json()).toEqual({ success: true, message: 'Request Accepted' });

    const news = await courier.status(ids);

    expect(news).toMatchObject({
      rawStatus: 'cancelled',
      state: 'cancelled',
      message: 'Package is cancelled: Shopper changed her mind',
    });
  });

  it('refuses an unknown parcel in RedX’s words', async () => {
    const error = await refusalOf(
      createRedxCourier(configWith()).status({ consignmentId: 'NOPE', trackingCode: 'NOPE', invoice: '1' }),
    );

    expect(error).toBeInstanceOf(CourierRefused);
    expect(error.message).toBe('RedX refused parcel NOPE: Parcel not found');
  });
});

describe('status words', () => {
  it.each([
    ['pickup-pending', 'booked'],
    ['ready-for-delivery', 'picked_up'],
    ['delivery-in-progress', 'out_for_delivery'],
    ['agent-area-change', 'in_transit'],
    ['agent-hold', 'on_hold'],
    ['agent-returning', 'returning'],
    ['returned', 'returned'],
    ['delivered', 'delivered'],
    ['cancelled', 'cancelled'],
    ['Delivered', 'delivered'],
    ['Agent Hold', 'on_hold'],
    ['delivery_in_progress', 'out_for_delivery'],
    ['hub-transfer', null],
    ['', null],
  ])('%j means %j', (word, state) => {
    expect(redxState(word)).toBe(state);
  });

  it.each([
    'ready-for-delivery',
    'delivery-in-progress',
    'agent-area-change',
    'agent-hold',
    'agent-returning',
    'returned',
    'delivered',
  ])('polling reads %s as the webhook does', async (status) => {
    const courier = createRedxCourier(configWith());
    const booking = await courier.book(parcelFor());
    redx.setStatus(booking.consignmentId, status);

    const news = await courier.status({ ...booking, invoice: '100245' });

    expect(news.rawStatus).toBe(status);
    expect(news.state).toBe(redxState(status));
    expect(news.state).not.toBeNull();
  });
});

describe('webhook', () => {
  const courier = createRedxCourier({
    token: 'redx-test-token',
    pickupStoreId: 7011,
    webhookToken: 'redx-test-hook',
    baseUrl: 'http://127.0.0.1:9/v1.0.0-beta',
    timeoutMs: 1_000,
  });
  const received: WebhookOutcome[] = [];

  /** The shop's end of the webhook: hands the request to the courier and answers as it says. */
  const shop = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://shop');
      try {
        const outcome = courier.webhook({
          headers: request.headers as Record<string, string | undefined>,
          query: Object.fromEntries(url.searchParams),
          body: Buffer.concat(chunks),
        });
        received.push(outcome);
        response.writeHead(outcome.reply.status, { 'content-type': 'application/json', ...courier.replyHeaders });
        response.end(JSON.stringify(outcome.reply.body));
      } catch (error) {
        response.writeHead(error instanceof NotAuthentic ? 401 : 500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: (error as Error).name }));
      }
    });
  });
  let shopUrl: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}/webhooks/redx`;
  });
  afterAll(() => new Promise((resolve) => shop.close(resolve)));
  beforeEach(() => {
    received.length = 0;
  });

  it('reads an authentic status change', async () => {
    const booking = await createRedxCourier(configWith()).book(parcelFor({ invoice: '100270' }));

    const answer = await redx.push(shopUrl, booking.consignmentId, 'delivered', { messageEn: 'Delivered to Nusrat' });

    expect(answer).toEqual({ status: 200, body: { success: true } });
    const time = redx.parcels()[0]!.tracking.at(-1)!.time;
    expect(received.map((outcome) => outcome.news)).toEqual([
      {
        consignmentId: booking.consignmentId,
        trackingCode: booking.consignmentId,
        invoice: '100270',
        rawStatus: 'delivered',
        state: 'delivered',
        message: 'Delivered to Nusrat',
        at: new Date(time),
        collected: null,
        fee: null,
      },
    ]);
  });

  it.each([
    ['a wrong token', 'not-the-token'],
    ['no token', null],
    ['an empty token', ''],
  ])('turns away %s', async (_case, token) => {
    const answer = await redx.push(shopUrl, '21A427TU4BN3R', 'delivered', { token });

    expect(answer).toEqual({ status: 401, body: { error: 'NotAuthentic' } });
    expect(received).toEqual([]);
  });

  it('throws NotAuthentic for a wrong token', () => {
    expect(() => courier.webhook({ headers: {}, query: { token: 'redx-test-hoo' }, body: Buffer.from('{}') })).toThrow(
      NotAuthentic,
    );
  });

  it('takes a Dhaka time without a zone and an unknown status', () => {
    const outcome = courier.webhook({
      headers: {},
      query: { token: 'redx-test-hook' },
      body: Buffer.from(
        JSON.stringify({
          tracking_number: '21A427TU4BN3R',
          timestamp: '2025-03-02 12:45:30',
          status: 'hub-received',
          message_en: 'Parcel reached Mirpur hub',
          message_bn: 'পার্সেলটি মিরপুর হাবে পৌঁছেছে',
          invoice_number: 100245,
        }),
      ),
    });

    expect(outcome).toEqual({
      reply: { status: 200, body: { success: true } },
      news: {
        consignmentId: '21A427TU4BN3R',
        trackingCode: '21A427TU4BN3R',
        invoice: '100245',
        rawStatus: 'hub-received',
        state: null,
        message: 'Parcel reached Mirpur hub',
        at: new Date('2025-03-02T06:45:30Z'),
        collected: null,
        fee: null,
      },
    });
  });

  it.each([
    ['not JSON', 'tracking_number=1'],
    ['without a status', JSON.stringify({ tracking_number: '21A427TU4BN3R' })],
  ])('acknowledges an authentic message that is %s, with no news', (_case, body) => {
    expect(courier.webhook({ headers: {}, query: { token: 'redx-test-hook' }, body: Buffer.from(body) })).toEqual({
      reply: { status: 200, body: { success: true } },
      news: null,
    });
  });
});

it('links to RedX’s tracking page', () => {
  expect(
    createRedxCourier(configWith()).trackingUrl({ consignmentId: '21A427TU4BN3R', trackingCode: '21A427TU4BN3R' }),
  ).toBe('https://redx.com.bd/track-parcel/?trackingId=21A427TU4BN3R');
});

it('offers no phone history', () => {
  expect('phoneRecord' in createRedxCourier(configWith())).toBe(false);
});
