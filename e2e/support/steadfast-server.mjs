// A local stand-in for Steadfast's merchant API v1 (portal.packzy.com/api/v1): keys in the Api-Key and Secret-Key
// headers, Laravel-style validation errors, parcels kept in memory, and a push helper that posts Steadfast's webhook
// (Authorization: Bearer <token>) at the shop.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

const API = '/api/v1';
const FIRST_CONSIGNMENT_ID = 1_424_107;
const LOST_ANSWER_DELAY_MS = 250;
/** What Laravel shows when the courier itself breaks: HTML, not JSON. */
const SERVER_ERROR_PAGE =
  '<!DOCTYPE html><html lang="en"><head><title>Server Error</title></head><body><div>500 | Server Error</div></body></html>';

function readText(request) {
  return new Promise((resolve) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(body));
  });
}

function parseJson(text) {
  try {
    const value = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
}

/** Asia/Dhaka wall-clock time as Steadfast writes it: `2025-03-02 12:45:30`, no zone. */
const dhakaTime = (at = new Date()) =>
  new Date(at.getTime() + 6 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

const normalised = (status) =>
  String(status)
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

const blank = (value) => value === undefined || value === null || String(value).trim() === '';

/** Laravel's messages for the create_order rules in Steadfast's doc; an empty object when the order is fine. */
function orderErrors(order, parcels) {
  const errors = {};
  const add = (field, message) => (errors[field] ??= []).push(message);
  const { invoice, recipient_name: name, recipient_phone: phone, recipient_address: address } = order;

  if (blank(invoice)) add('invoice', 'The invoice field is required.');
  else if (!/^[A-Za-z0-9_-]+$/.test(String(invoice))) add('invoice', 'The invoice format is invalid.');
  else if (parcels.some((parcel) => parcel.invoice === String(invoice))) {
    add('invoice', 'The invoice has already been taken.');
  }

  if (blank(name)) add('recipient_name', 'The recipient name field is required.');
  else if (String(name).length > 100)
    add('recipient_name', 'The recipient name may not be greater than 100 characters.');

  if (blank(phone)) add('recipient_phone', 'The recipient phone field is required.');
  else if (!/^\d{11}$/.test(String(phone))) add('recipient_phone', 'The recipient phone must be 11 digits.');
  if (!blank(order.alternative_phone) && !/^\d{11}$/.test(String(order.alternative_phone))) {
    add('alternative_phone', 'The alternative phone must be 11 digits.');
  }

  if (blank(address)) add('recipient_address', 'The recipient address field is required.');
  else if (String(address).length > 250) {
    add('recipient_address', 'The recipient address may not be greater than 250 characters.');
  }

  const cod = order.cod_amount;
  if (blank(cod)) add('cod_amount', 'The cod amount field is required.');
  else if (typeof cod === 'boolean' || !Number.isFinite(Number(cod)))
    add('cod_amount', 'The cod amount must be a number.');
  else if (Number(cod) < 0) add('cod_amount', 'The cod amount must be at least 0.');

  if (!blank(order.delivery_type) && ![0, 1].includes(Number(order.delivery_type))) {
    add('delivery_type', 'The selected delivery type is invalid.');
  }
  return errors;
}

/**
 * `apiKey`/`secretKey`: what the shop must send as Api-Key and Secret-Key. `webhookToken`: the bearer token `push`
 * sends unless told otherwise.
 */
export function startSteadfastStandIn({
  port = 0,
  host = '127.0.0.1',
  apiKey = 'steadfast-e2e-key',
  secretKey = 'steadfast-e2e-secret',
  webhookToken = 'steadfast-e2e-webhook',
} = {}) {
  const parcels = [];
  const phoneRecords = new Map();
  const pendingLosses = new Set();
  const state = { failures: 0, losses: 0, lastId: FIRST_CONSIGNMENT_ID - 1 };

  const find = (key) =>
    parcels.find((parcel) => String(parcel.consignment_id) === String(key) || parcel.invoice === String(key));
  const mustFind = (key) => {
    const parcel = find(key);
    if (!parcel) throw new Error(`The Steadfast stand-in has no parcel ${key}`);
    return parcel;
  };

  function book(order) {
    const now = new Date().toISOString().replace('Z', '000Z');
    const parcel = {
      ...order,
      invoice: String(order.invoice),
      recipient_phone: String(order.recipient_phone),
      cod_amount: Number(order.cod_amount),
      consignment_id: ++state.lastId,
      tracking_code: randomBytes(4).toString('hex').toUpperCase(),
      status: 'in_review',
      created_at: now,
      updated_at: now,
    };
    parcels.push(parcel);
    return parcel;
  }

  const statusOf = (parcel) =>
    parcel
      ? [200, { status: 200, delivery_status: parcel.status }]
      : [404, { status: 404, message: 'Consignment not found' }];

  function answer(method, path, order) {
    if (method === 'POST' && path === '/create_order') {
      const errors = orderErrors(order, parcels);
      if (Object.keys(errors).length > 0) return [422, { status: 400, errors }];
      const parcel = book(order);
      const { consignment_id, invoice, tracking_code, recipient_name, recipient_phone, recipient_address } = parcel;
      return [
        200,
        {
          status: 200,
          message: 'Consignment has been created successfully.',
          consignment: {
            consignment_id,
            invoice,
            tracking_code,
            recipient_name,
            recipient_phone,
            recipient_address,
            cod_amount: parcel.cod_amount,
            status: parcel.status,
            note: parcel.note ?? null,
            created_at: parcel.created_at,
            updated_at: parcel.updated_at,
          },
        },
      ];
    }
    if (method !== 'GET') return null;
    const [, endpoint, key] = /^\/([a-z_]+)\/?([^/]*)$/.exec(path) ?? [];
    const wanted = decodeURIComponent(key ?? '');
    switch (endpoint) {
      case 'status_by_cid':
        return statusOf(parcels.find((parcel) => String(parcel.consignment_id) === wanted));
      case 'status_by_invoice':
        return statusOf(parcels.find((parcel) => parcel.invoice === wanted));
      case 'status_by_trackingcode':
        return statusOf(parcels.find((parcel) => parcel.tracking_code === wanted));
      case 'fraud_check': {
        const record = phoneRecords.get(wanted) ?? { total: 0, delivered: 0, cancelled: 0 };
        return [
          200,
          {
            status: 200,
            total_parcels: record.total,
            total_delivered: record.delivered,
            total_cancelled: record.cancelled,
          },
        ];
      }
      case 'get_balance': {
        const settled = parcels.filter((parcel) => ['delivered', 'partial_delivered'].includes(parcel.status));
        const balance = settled.reduce((sum, parcel) => sum + (parcel.collected ?? 0) - (parcel.fee ?? 0), 0);
        return [200, { status: 200, current_balance: balance }];
      }
      default:
        return null;
    }
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    const send = (status, body) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const body = await readText(request);

    // For browser tests, which run the stand-in as a program: its health, what was booked, and webhooks on demand.
    if (url.pathname === '/health') return send(200, { ok: true });
    if (url.pathname === '/control/parcels') return send(200, parcels);
    if (url.pathname === '/control/push' && request.method === 'POST') {
      const { shopUrl, key, ...options } = parseJson(body) ?? {};
      try {
        return send(200, await push(shopUrl, key, options));
      } catch (error) {
        return send(400, { message: String(error) });
      }
    }
    if (url.pathname === '/control/phone-record' && request.method === 'POST') {
      const { phone, ...record } = parseJson(body) ?? {};
      phoneRecords.set(phone, { total: 0, delivered: 0, cancelled: 0, ...record });
      return send(200, { ok: true });
    }

    if (!url.pathname.startsWith(`${API}/`))
      return send(404, { message: `The route ${url.pathname.slice(1)} could not be found.` });
    if (request.headers['api-key'] !== apiKey || request.headers['secret-key'] !== secretKey) {
      return send(401, { status: 401, message: 'Unauthorized' });
    }
    if (state.failures > 0) {
      state.failures -= 1;
      response.writeHead(500, { 'content-type': 'text/html; charset=UTF-8' });
      return response.end(SERVER_ERROR_PAGE);
    }
    const path = url.pathname.slice(API.length);
    const isBooking = request.method === 'POST' && path === '/create_order';
    const answered = answer(request.method, path, isBooking ? parseJson(body) : {});
    if (!answered) return send(404, { message: `The route ${url.pathname.slice(1)} could not be found.` });
    if (isBooking && answered[0] === 200 && state.losses > 0) {
      state.losses -= 1;
      const loss = setTimeout(() => {
        pendingLosses.delete(loss);
        request.socket.destroy();
      }, LOST_ANSWER_DELAY_MS);
      return pendingLosses.add(loss);
    }
    return send(...answered);
  });

  /** Posts Steadfast's webhook about one parcel to the shop, and answers polling the same from then on. */
  async function push(shopUrl, key, options = {}) {
    const parcel = mustFind(key);
    const { type = 'delivery_status', message, token = webhookToken } = options;
    const payload =
      type === 'tracking_update'
        ? {
            notification_type: 'tracking_update',
            consignment_id: parcel.consignment_id,
            invoice: parcel.invoice,
            tracking_message: message ?? 'Your parcel is on its way.',
            updated_at: dhakaTime(),
          }
        : {
            notification_type: 'delivery_status',
            consignment_id: parcel.consignment_id,
            invoice: parcel.invoice,
            cod_amount: options.collected ?? parcel.cod_amount,
            status: options.status ?? parcel.status,
            delivery_charge: options.fee ?? 100,
            tracking_message: message ?? `Consignment status changed to ${options.status ?? parcel.status}.`,
            updated_at: dhakaTime(),
          };
    if (type === 'delivery_status') {
      parcel.status = normalised(payload.status);
      parcel.collected = Number(payload.cod_amount);
      parcel.fee = Number(payload.delivery_charge);
      parcel.updated_at = new Date().toISOString();
    }
    const response = await fetch(shopUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token === null ? {} : { authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify(payload),
    });
    const text = await response.text();
    let replied = text;
    try {
      replied = JSON.parse(text);
    } catch {
      // Not JSON: handed back as text.
    }
    return { status: response.status, body: replied };
  }

  const reset = () => {
    parcels.length = 0;
    phoneRecords.clear();
    for (const loss of pendingLosses) clearTimeout(loss);
    pendingLosses.clear();
    state.failures = 0;
    state.losses = 0;
  };

  return new Promise((resolve) => {
    server.listen(port, host, () => {
      resolve({
        url: `http://${host}:${server.address().port}`,
        apiKey,
        secretKey,
        webhookToken,
        parcels: () => parcels.map((parcel) => ({ ...parcel })),
        setStatus: (key, status) => {
          const parcel = mustFind(key);
          parcel.status = normalised(status);
          parcel.updated_at = new Date().toISOString();
        },
        failNext: (count = 1) => {
          state.failures = count;
        },
        loseNext: (count = 1) => {
          state.losses = count;
        },
        setPhoneRecord: (phone, record) => {
          phoneRecords.set(phone, { total: 0, delivered: 0, cancelled: 0, ...record });
        },
        push,
        reset,
        close: () =>
          new Promise((done) => {
            reset();
            server.closeAllConnections();
            server.close(done);
          }),
      });
    });
  });
}

// As a program (Playwright's web server).
if (import.meta.url === `file://${process.argv[1]}`) {
  await startSteadfastStandIn({ port: Number(process.env.STEADFAST_STANDIN_PORT ?? 3218) });
}
