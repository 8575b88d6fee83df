// A local stand-in for Pathao's merchant ("Aladdin") API, close enough to its wire format to exercise the shop's own
// client: OAuth password and refresh_token grants with expiry, stores, city / zone / area lists, price plan, orders
// (Pathao's 422 validation envelope), bulk orders and order info. Every call but issue-token needs the bearer token.
// It also plays Pathao's side of the webhook: push() posts an event to the shop, probe() the registration check.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

const API = '/aladdin/api/v1';

/** The three cities Pathao's own docs list, with a few zones and areas each (ids as the docs show where they show). */
const CITIES = [
  { city_id: 1, city_name: 'Dhaka' },
  { city_id: 2, city_name: 'Chittagong' },
  { city_id: 4, city_name: 'Rajshahi' },
];
const ZONES = {
  1: [
    { zone_id: 298, zone_name: '60 feet' },
    { zone_id: 1070, zone_name: 'Abdullahpur Uttara' },
    { zone_id: 52, zone_name: 'Dhanmondi' },
  ],
  2: [{ zone_id: 127, zone_name: 'Agrabad' }],
  4: [{ zone_id: 201, zone_name: 'Boalia' }],
};
const AREAS = {
  298: [{ area_id: 37, area_name: 'Bonolota', home_delivery_available: true, pickup_available: true }],
};

/** Display names polling gives for each webhook event (as the official plugin pairs them). */
const DISPLAY_NAMES = {
  'order.created': 'Order_Created',
  'order.updated': 'Order_Updated',
  'order.pickup-requested': 'Pickup_Requested',
  'order.assigned-for-pickup': 'Assigned_for_Pickup',
  'order.picked': 'Picked',
  'order.pickup-failed': 'Pickup_Failed',
  'order.pickup-cancelled': 'Pickup_Cancelled',
  'order.at-the-sorting-hub': 'At_the_Sorting_HUB',
  'order.in-transit': 'In_Transit',
  'order.received-at-last-mile-hub': 'Received_at_Last_Mile_HUB',
  'order.assigned-for-delivery': 'Assigned_for_Delivery',
  'order.delivered': 'Delivered',
  'order.partial-delivery': 'Partial_Delivery',
  'order.returned': 'Return',
  'order.delivery-failed': 'Delivery_Failed',
  'order.on-hold': 'On_Hold',
  'order.paid-return': 'paid_return',
  'order.exchanged': 'exchange',
  'order.paid': 'Payment_Invoice',
};
const FEE_EVENTS = new Set(['order.created', 'order.updated', 'order.pickup-requested']);
const COLLECTING_EVENTS = new Set([
  'order.delivered',
  'order.partial-delivery',
  'order.paid-return',
  'order.exchanged',
]);
const RETURN_EVENTS = new Set(['order.return-id-created', 'order.return-in-transit', 'order.returned-to-merchant']);

function readText(request) {
  return new Promise((resolve) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(body));
  });
}

/** `YYYY-MM-DD HH:MM:SS` in Dhaka, as Pathao writes `updated_at`. */
const dhakaTime = (date) => new Date(date.getTime() + 6 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
/** ISO 8601 with `+00:00`, as Pathao writes `timestamp`. */
const isoTime = (date) => date.toISOString().replace(/\.\d{3}Z$/, '+00:00');

/** `DL` + ddmmyy + six letters and digits, like `DL121224VS8TTJ`. */
function consignmentId(prefix = 'DL') {
  const now = new Date();
  const day = [now.getUTCDate(), now.getUTCMonth() + 1, now.getUTCFullYear() % 100]
    .map((part) => String(part).padStart(2, '0'))
    .join('');
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const tail = [...randomBytes(6)].map((byte) => letters[byte % letters.length]).join('');
  return `${prefix}${day}${tail}`;
}

const isInteger = (value) => Number.isInteger(value) || (typeof value === 'string' && /^\d+$/.test(value));
const isNumber = (value) =>
  (typeof value === 'number' && Number.isFinite(value)) || /^\d+(\.\d+)?$/.test(String(value));
const label = (field) => field.replace(/_/g, ' ');

/** Pathao's (Laravel's) validation words for one order; an empty object when it is fine. */
function orderErrors(order, { storeId, merchantOrderIds }) {
  const errors = {};
  const add = (field, message) => (errors[field] ??= []).push(message);
  const text = (field, { required = false, min = 0, max = Infinity } = {}) => {
    const value = order[field];
    if (value === undefined || value === '') return required && add(field, `The ${label(field)} field is required.`);
    if (typeof value !== 'string') return add(field, `The ${label(field)} must be a string.`);
    if (value.length < min) add(field, `The ${label(field)} must be at least ${min} characters.`);
    if (value.length > max) add(field, `The ${label(field)} may not be greater than ${max} characters.`);
  };
  const phone = (field, required) => {
    const value = order[field];
    if (value === undefined || value === '') return required && add(field, `The ${label(field)} field is required.`);
    if (String(value).length !== 11) add(field, `The ${label(field)} must be 11 characters.`);
    else if (!/^01[3-9]\d{8}$/.test(String(value))) add(field, `The ${label(field)} format is invalid.`);
  };
  const optionalId = (field) => {
    // Sent as null, Pathao refuses it rather than detecting it from the address: leave it out instead.
    if (field in order && !isInteger(order[field])) add(field, `The ${label(field)} must be an integer.`);
  };

  if (order.store_id === undefined) add('store_id', 'The store field is required.');
  else if (Number(order.store_id) !== storeId) add('store_id', 'Wrong Store selected.');
  text('merchant_order_id', { max: 100 });
  if (order.merchant_order_id && merchantOrderIds.has(String(order.merchant_order_id))) {
    add('merchant_order_id', 'The merchant order id has already been taken.');
  }
  text('recipient_name', { required: true, min: 3, max: 100 });
  phone('recipient_phone', true);
  phone('recipient_secondary_phone', false);
  text('recipient_address', { required: true, min: 10, max: 220 });
  for (const field of ['recipient_city', 'recipient_zone', 'recipient_area']) optionalId(field);
  if (![48, 12].includes(Number(order.delivery_type))) add('delivery_type', 'The selected delivery type is invalid.');
  if (![1, 2].includes(Number(order.item_type))) add('item_type', 'The selected item type is invalid.');
  if (!isInteger(order.item_quantity) || Number(order.item_quantity) < 1) {
    add('item_quantity', 'The item quantity must be an integer.');
  }
  if (order.item_weight === undefined) add('item_weight', 'The item weight field is required.');
  else if (!isNumber(order.item_weight) || order.item_weight < 0.5 || order.item_weight > 10) {
    add('item_weight', 'The item weight must be between 0.5 and 10.');
  }
  if (order.amount_to_collect === undefined) add('amount_to_collect', 'The amount to collect field is required.');
  else if (!isInteger(order.amount_to_collect)) add('amount_to_collect', 'The amount to collect must be an integer.');
  text('item_description', { max: 500 });
  text('special_instruction', { max: 500 });
  return errors;
}

/** Inside Dhaka 60 taka, outside 110; 15 more for every kilogram over the first. */
function deliveryFee(inDhaka, weightKg) {
  return (inDhaka ? 60 : 110) + 15 * Math.max(0, Math.ceil(Number(weightKg)) - 1);
}

/**
 * `tokenSeconds`: how long an issued token works. Control calls are functions on the returned object only.
 */
export function startPathaoStandIn({
  port = 0,
  host = '127.0.0.1',
  clientId = 'pathao-client-id',
  clientSecret = 'pathao-client-secret',
  username = 'merchant@alankar.test',
  password = 'pathao-password',
  storeId = 130820,
  webhookSecret = 'pathao-webhook-secret',
  tokenSeconds = 432_000,
} = {}) {
  const accessTokens = new Map();
  const refreshTokens = new Set();
  const parcels = new Map();
  const merchantOrderIds = new Set();
  const calls = [];
  const grants = [];
  const state = { failures: 0, losses: 0 };

  const store = {
    store_id: storeId,
    store_name: 'Alankar',
    store_address: 'House 12, Road 5, Dhanmondi, Dhaka-1205',
    is_active: 1,
    city_id: 1,
    zone_id: 52,
    hub_id: 10,
    is_default_store: true,
    is_default_return_store: true,
  };

  function book(order) {
    const id = consignmentId();
    const at = new Date();
    const parcel = {
      consignmentId: id,
      merchantOrderId: order.merchant_order_id === undefined ? null : String(order.merchant_order_id),
      status: 'Pending',
      deliveryFee: deliveryFee(/dhaka/i.test(order.recipient_address), order.item_weight),
      order,
      createdAt: at,
      updatedAt: at,
    };
    parcels.set(id, parcel);
    if (parcel.merchantOrderId) merchantOrderIds.add(parcel.merchantOrderId);
    return parcel;
  }

  function issueToken(grant) {
    const accessToken = `pth_${randomBytes(24).toString('base64url')}`;
    const refreshToken = `pthr_${randomBytes(24).toString('base64url')}`;
    accessTokens.set(accessToken, Date.now() + tokenSeconds * 1000);
    refreshTokens.add(refreshToken);
    grants.push(grant);
    return { token_type: 'Bearer', expires_in: tokenSeconds, access_token: accessToken, refresh_token: refreshToken };
  }

  function tokenAnswer(body) {
    if (body.client_id !== clientId || body.client_secret !== clientSecret) {
      const message = 'Client authentication failed';
      return [401, { error: 'invalid_client', error_description: message, message, type: 'error', code: 401 }];
    }
    if (body.grant_type === 'password') {
      if (body.username !== username || body.password !== password) {
        const message = 'The user credentials were incorrect.';
        return [400, { error: 'invalid_grant', error_description: message, message, type: 'error', code: 400 }];
      }
      return [200, issueToken('password')];
    }
    if (body.grant_type === 'refresh_token') {
      if (!refreshTokens.delete(body.refresh_token)) {
        const message = 'The refresh token is invalid.';
        return [401, { error: 'invalid_request', error_description: message, message, type: 'error', code: 401 }];
      }
      return [200, issueToken('refresh_token')];
    }
    const message = 'The authorization grant type is not supported by the authorization server.';
    return [400, { error: 'unsupported_grant_type', error_description: message, message, type: 'error', code: 400 }];
  }

  const success = (message, data, code = 200) => [code, { message, type: 'success', code, data }];
  const failure = (code, message, errors) => [code, { message, type: 'error', code, ...(errors ? { errors } : {}) }];
  const list = (message, rows) => success(message, { data: rows });

  function apiAnswer(method, path, body) {
    if (method === 'GET' && path === '/stores') {
      return success('Store list fetched.', {
        data: [store],
        total: 1,
        current_page: 1,
        per_page: 1000,
        last_page: 1,
      });
    }
    if (method === 'GET' && (path === '/city-list' || path === '/countries/1/city-list')) {
      return list('City successfully fetched.', CITIES);
    }
    let match = /^\/cities\/(\d+)\/zone-list$/.exec(path);
    if (method === 'GET' && match) return list('Zone list fetched.', ZONES[match[1]] ?? []);
    match = /^\/zones\/(\d+)\/area-list$/.exec(path);
    if (method === 'GET' && match) {
      const zone = Number(match[1]);
      const areas = AREAS[zone] ?? [
        { area_id: zone * 10 + 1, area_name: 'Main Road', home_delivery_available: true, pickup_available: true },
      ];
      return list('Area list fetched.', areas);
    }
    if (method === 'POST' && path === '/merchant/price-plan') {
      const errors = {};
      for (const field of [
        'store_id',
        'item_type',
        'delivery_type',
        'item_weight',
        'recipient_city',
        'recipient_zone',
      ]) {
        if (body[field] === undefined) errors[field] = [`The ${label(field)} field is required.`];
      }
      if (body.store_id !== undefined && Number(body.store_id) !== storeId) errors.store_id = ['Wrong Store selected.'];
      if (Object.keys(errors).length > 0) return failure(422, 'Please fix the given errors', errors);
      const price = deliveryFee(Number(body.recipient_city) === 1, body.item_weight);
      return success('price', {
        price,
        discount: 0,
        promo_discount: 0,
        plan_id: 69,
        cod_enabled: 1,
        cod_percentage: 0.01,
        additional_charge: 0,
        final_price: price,
      });
    }
    if (method === 'POST' && path === '/orders') {
      const errors = orderErrors(body, { storeId, merchantOrderIds });
      if (Object.keys(errors).length > 0) return failure(422, 'Please fix the given errors', errors);
      const parcel = book(body);
      if (state.losses > 0) {
        state.losses -= 1;
        return null;
      }
      return success('Order Created Successfully', {
        consignment_id: parcel.consignmentId,
        merchant_order_id: parcel.merchantOrderId,
        order_status: parcel.status,
        delivery_fee: parcel.deliveryFee,
      });
    }
    if (method === 'POST' && path === '/orders/bulk') {
      if (!Array.isArray(body.orders) || body.orders.length === 0) {
        return failure(422, 'Please fix the given errors', { orders: ['The orders field is required.'] });
      }
      // Pathao creates them later; here at once, the ones it would accept.
      for (const order of body.orders) {
        if (Object.keys(orderErrors(order, { storeId, merchantOrderIds })).length === 0) book(order);
      }
      return success(
        'Your bulk order creation request is accepted, please wait some time to complete order creation.',
        true,
        202,
      );
    }
    match = /^\/orders\/([^/]+)\/info$/.exec(path);
    if (method === 'GET' && match) {
      const parcel = parcels.get(decodeURIComponent(match[1]));
      if (!parcel) return failure(404, 'Order not found.');
      return success('Order info', {
        consignment_id: parcel.consignmentId,
        merchant_order_id: parcel.merchantOrderId,
        order_status: parcel.status,
        order_status_slug: parcel.status,
        updated_at: dhakaTime(parcel.updatedAt),
        invoice_id: parcel.invoiceId ?? null,
      });
    }
    return failure(404, `No route for ${method} ${API}${path}`);
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    const send = ([status, body]) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const text = await readText(request);
    if (url.pathname === '/health' && request.method === 'GET') return send([200, { ok: true }]);
    if (!url.pathname.startsWith(`${API}/`)) return send(failure(404, 'Not Found'));
    const path = url.pathname.slice(API.length);
    let body = {};
    if (text) {
      try {
        body = JSON.parse(text) ?? {};
      } catch {
        return send(failure(400, 'Malformed JSON'));
      }
      if (typeof body !== 'object') return send(failure(400, 'Malformed JSON'));
    }
    calls.push({ method: request.method, path, grant: path === '/issue-token' ? body.grant_type : undefined });

    if (path === '/issue-token' && request.method === 'POST') return send(tokenAnswer(body));

    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const expiresAt = bearer && accessTokens.get(bearer);
    if (!expiresAt || expiresAt <= Date.now()) return send([401, { message: 'Unauthenticated.' }]);

    if (state.failures > 0) {
      state.failures -= 1;
      return send([500, { message: 'Server Error' }]);
    }
    const answer = apiAnswer(request.method, path, body);
    // Booked, but the answer is lost: the connection stays open until the shop gives up.
    if (answer === null) return;
    send(answer);
  });

  /** Posts to the shop as Pathao's webhook does, and reads back its answer. */
  async function post(shopUrl, payload, signature) {
    const headers = { 'content-type': 'application/json' };
    if (signature !== null) headers['x-pathao-signature'] = signature ?? webhookSecret;
    const response = await fetch(shopUrl, { method: 'POST', headers, body: JSON.stringify(payload) });
    const text = await response.text();
    let body = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: kept as text.
    }
    return { status: response.status, headers: Object.fromEntries(response.headers), body };
  }

  function push(shopUrl, id, event, { collected, reason, fee, signature } = {}) {
    const parcel = parcels.get(id);
    if (!parcel) throw new Error(`The Pathao stand-in has no parcel ${id}`);
    const name = event.includes('.') ? event : `order.${event}`;
    const at = new Date();
    parcel.updatedAt = at;
    if (DISPLAY_NAMES[name]) parcel.status = DISPLAY_NAMES[name];
    if (name === 'order.paid') parcel.invoiceId ??= consignmentId('IN');
    const payload = name.startsWith('store.')
      ? {
          event: name,
          store_id: storeId,
          store_name: store.store_name,
          store_address: store.store_address,
          is_active: 1,
        }
      : {
          event: name,
          consignment_id: parcel.consignmentId,
          merchant_order_id: parcel.merchantOrderId,
          store_id: storeId,
          ...(FEE_EVENTS.has(name) || fee !== undefined ? { delivery_fee: fee ?? parcel.deliveryFee } : {}),
          ...(COLLECTING_EVENTS.has(name) || RETURN_EVENTS.has(name) || collected !== undefined
            ? { collected_amount: collected ?? parcel.order.amount_to_collect }
            : {}),
          ...(RETURN_EVENTS.has(name)
            ? { return_consignment_id: parcel.consignmentId.replace(/^DL/, 'RL'), return_type: 'return' }
            : {}),
          ...(name === 'order.paid' ? { invoice_id: parcel.invoiceId } : {}),
          ...(reason !== undefined ? { reason } : {}),
        };
    return post(shopUrl, { ...payload, updated_at: dhakaTime(at), timestamp: isoTime(at) }, signature);
  }

  const reset = () => {
    parcels.clear();
    merchantOrderIds.clear();
    calls.length = 0;
    grants.length = 0;
    state.failures = 0;
    state.losses = 0;
  };

  return new Promise((resolve) => {
    server.listen(port, host, () => {
      resolve({
        url: `http://${host}:${server.address().port}`,
        clientId,
        clientSecret,
        username,
        password,
        storeId,
        webhookSecret,
        tokensIssued: () => grants.length,
        grants: () => [...grants],
        calls: () => calls.map((call) => ({ ...call })),
        expireTokens: () => {
          accessTokens.clear();
          refreshTokens.clear();
        },
        parcels: () =>
          [...parcels.values()].map((parcel) => ({
            ...parcel,
            order: { ...parcel.order },
            createdAt: parcel.createdAt.toISOString(),
            updatedAt: parcel.updatedAt.toISOString(),
          })),
        setStatus: (id, displayStatus) => {
          const parcel = parcels.get(id);
          if (!parcel) throw new Error(`The Pathao stand-in has no parcel ${id}`);
          parcel.status = displayStatus;
          parcel.updatedAt = new Date();
        },
        failNext: (count = 1) => (state.failures = count),
        loseNext: (count = 1) => (state.losses = count),
        push,
        probe: (shopUrl, signature) => post(shopUrl, { event: 'webhook_integration' }, signature),
        reset,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(done);
          }),
      });
    });
  });
}

// As a program (Playwright's web server).
if (import.meta.url === `file://${process.argv[1]}`) {
  await startPathaoStandIn({ port: Number(process.env.PATHAO_STANDIN_PORT ?? 3221) });
}
