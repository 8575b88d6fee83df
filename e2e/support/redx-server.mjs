// A local stand-in for RedX's OpenAPI (v1.0.0-beta): delivery areas, pickup stores, parcels with their tracking history,
// cancelling, the charge calculator, and a `push` that posts RedX's webhook at the shop with `?token=` in the URL.
// Every call needs `API-ACCESS-TOKEN: Bearer <token>`. As RedX does, a `pickup_store_id` that names no store of the
// merchant crashes with HTTP 500 `{"message":"Cannot read property 'PHONE' of undefined"}`.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

const PREFIX = '/v1.0.0-beta';

/** A few of RedX's areas (ids and names as RedX's documentation shows them where it shows them). */
const AREAS = [
  { id: 1, name: 'Mohammadpur(Dhaka)', post_code: 1207, district_name: 'Dhaka', division_name: 'Dhaka', zone_id: 1 },
  { id: 2, name: 'Dhanmondi', post_code: 1209, district_name: 'Dhaka', division_name: 'Dhaka', zone_id: 1 },
  { id: 3, name: 'Gulshan', post_code: 1212, district_name: 'Dhaka', division_name: 'Dhaka', zone_id: 1 },
  { id: 12, name: 'Mirpur DOHS', post_code: 1216, district_name: 'Dhaka', division_name: 'Dhaka', zone_id: 1 },
  { id: 13, name: 'Kochukhet', post_code: 1206, district_name: 'Dhaka', division_name: 'Dhaka', zone_id: 1 },
  { id: 23, name: 'Kafrul', post_code: 1206, district_name: 'Dhaka', division_name: 'Dhaka', zone_id: 1 },
  { id: 41, name: 'Uttara', post_code: 1230, district_name: 'Dhaka', division_name: 'Dhaka', zone_id: 2 },
  {
    id: 312,
    name: 'Panchlaish',
    post_code: 4203,
    district_name: 'Chattogram',
    division_name: 'Chattogram',
    zone_id: 6,
  },
  { id: 587, name: 'Sylhet Sadar', post_code: 3100, district_name: 'Sylhet', division_name: 'Sylhet', zone_id: 9 },
];

/** What RedX's tracking says for each status, in English and Bangla. */
const TRACKING_WORDS = {
  'pickup-pending': ['Package is created successfully', 'পার্সেলটি সফল ভাবে প্লেস করা হয়েছে'],
  'ready-for-delivery': ['Package is picked up', 'পার্সেল পিকাপ সম্পন্ন হয়েছে'],
  'delivery-in-progress': ['Package is out for delivery', 'পার্সেলটি ডেলিভারির জন্য রাইডারের কাছে আছে'],
  'agent-area-change': ['Delivery area change is in progress', 'ডেলিভারি এলাকা পরিবর্তন করা হচ্ছে'],
  'agent-hold': ['Package is on hold', 'পার্সেলটি হোল্ডে রাখা হয়েছে'],
  'agent-returning': ['Package is being returned', 'পার্সেলটি ফেরত পাঠানো হচ্ছে'],
  returned: ['Package is returned to the merchant', 'পার্সেলটি মার্চেন্টের কাছে ফেরত দেওয়া হয়েছে'],
  delivered: ['Package is delivered', 'পার্সেলটি ডেলিভারি করা হয়েছে'],
  cancelled: ['Package is cancelled', 'পার্সেলটি বাতিল করা হয়েছে'],
};
const wordsFor = (status) => TRACKING_WORDS[status] ?? [`Package status: ${status}`, `পার্সেলের অবস্থা: ${status}`];

const LOCAL_PHONE = /^01[3-9]\d{8}$/;
const isNumber = (value) => value !== '' && value !== null && value !== undefined && Number.isFinite(Number(value));
const areaById = (areaId) => AREAS.find((area) => area.id === Number(areaId));

/** This stand-in's rates (not RedX's tariff): 60 in Dhaka, 110 elsewhere, +15 a kg past the first; 1% COD outside. */
function chargeFor(deliveryAreaId, pickupAreaId, cashCollection, weightGrams) {
  const inDhaka = areaById(deliveryAreaId)?.district_name === areaById(pickupAreaId)?.district_name;
  const extraKg = Math.max(0, Math.ceil((Number(weightGrams) || 0) / 1000) - 1);
  return {
    deliveryCharge: (inDhaka ? 60 : 110) + 15 * extraKg,
    codCharge: inDhaka ? 0 : Math.round((Number(cashCollection) || 0) * 0.01),
  };
}

function trackingId() {
  const year = String(new Date().getFullYear()).slice(2);
  const letters = randomBytes(8)
    .toString('base64')
    .replace(/[^A-Z0-9]/gi, '')
    .toUpperCase()
    .slice(0, 6);
  return `${year}A${String(Math.floor(Math.random() * 900) + 100)}${letters.padEnd(6, 'X')}`;
}

function readText(request) {
  return new Promise((resolve) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(body));
  });
}

/** The reasons a parcel body is refused, field by field (empty when it is fine). */
function parcelProblems(fields) {
  const problems = [];
  const require = (name, check, message) => {
    if (fields[name] === undefined || fields[name] === null || fields[name] === '') {
      problems.push({ field: name, message: `${name} is required` });
    } else if (check && !check(fields[name])) problems.push({ field: name, message });
  };
  require('customer_name', (value) =>
    typeof value === 'string' && value.trim().length > 0, 'customer_name must be text');
  require('customer_phone', (value) => LOCAL_PHONE.test(String(value)), 'customer_phone must be 01XXXXXXXXX');
  require('delivery_area', (value) => typeof value === 'string', 'delivery_area must be text');
  require('delivery_area_id', (value) => Number.isInteger(Number(value)), 'delivery_area_id must be an integer');
  require('customer_address', (value) =>
    typeof value === 'string' && value.trim().length > 0, 'customer_address must be text');
  require('cash_collection_amount', (value) =>
    isNumber(value) && Number(value) >= 0, 'cash_collection_amount must be a number');
  require('parcel_weight', (value) =>
    isNumber(value) && Number(value) > 0, 'parcel_weight must be a positive number of grams');
  require('value', (value) => isNumber(value) && Number(value) >= 0, 'value must be a number');
  return problems;
}

/**
 * `token`: the merchant's API token (the shop sends `API-ACCESS-TOKEN: Bearer <token>`); `pickupStoreId`: the one
 * pickup store the merchant has at the start; `webhookToken`: what `push` puts in the callback URL's `?token=`.
 */
export function startRedxStandIn({
  port = 0,
  host = '127.0.0.1',
  token = 'redx-e2e-token',
  pickupStoreId = 41230,
  webhookToken = 'redx-e2e-webhook',
} = {}) {
  const parcels = new Map();
  const stores = new Map();
  const calls = [];
  const state = { failures: [], losses: 0, nextStoreId: pickupStoreId + 1 };

  const firstStore = () => ({
    id: pickupStoreId,
    name: 'Alankar Dhanmondi',
    address: 'House 12, Road 5, Dhanmondi',
    area_name: 'Dhanmondi',
    area_id: 2,
    phone: '8801712000000',
    created_at: new Date().toISOString(),
  });

  const reset = () => {
    parcels.clear();
    stores.clear();
    stores.set(pickupStoreId, firstStore());
    calls.length = 0;
    state.failures = [];
    state.losses = 0;
    state.nextStoreId = pickupStoreId + 1;
  };
  reset();

  /** Tracking times never repeat, so "the newest" is always one entry. */
  let lastTime = 0;
  const stamp = () => {
    lastTime = Math.max(Date.now(), lastTime + 1000);
    return new Date(lastTime).toISOString();
  };

  const setStatus = (id, status, messageEn) => {
    const parcel = parcels.get(id);
    if (!parcel) throw new Error(`The RedX stand-in has no parcel ${id}`);
    const [english, bangla] = wordsFor(status);
    parcel.status = status;
    parcel.tracking.push({ message_en: messageEn ?? english, message_bn: bangla, time: stamp() });
    return parcel;
  };

  const parcelInfo = (parcel) => ({
    tracking_id: parcel.tracking_id,
    customer_address: parcel.customer_address,
    delivery_area: parcel.delivery_area,
    delivery_area_id: Number(parcel.delivery_area_id),
    charge: parcel.charge,
    customer_name: parcel.customer_name,
    customer_phone: parcel.customer_phone,
    cash_collection_amount: Number(parcel.cash_collection_amount),
    parcel_weight: Number(parcel.parcel_weight),
    merchant_invoice_id: parcel.invoice,
    tenant_invoice_id: parcel.invoice,
    status: parcel.status,
    instruction: parcel.instruction ?? '',
    created_at: parcel.created_at,
    delivery_type: 'regular',
    value: String(parcel.value),
    pickup_location: {
      id: parcel.pickup_location.id,
      name: parcel.pickup_location.name,
      address: parcel.pickup_location.address,
      area_name: parcel.pickup_location.area_name,
      area_id: parcel.pickup_location.area_id,
    },
  });

  function createParcel(fields, send) {
    const problems = parcelProblems(fields);
    if (problems.length > 0) return send(400, { message: problems[0].message, validation_errors: problems });
    if (!areaById(fields.delivery_area_id)) {
      return send(400, { message: `Invalid delivery_area_id ${fields.delivery_area_id}` });
    }
    const storeId = fields.pickup_store_id ?? pickupStoreId;
    const store = stores.get(Number(storeId));
    if (!store) return send(500, { message: "Cannot read property 'PHONE' of undefined" });
    const id = trackingId();
    const parcel = {
      ...fields,
      tracking_id: id,
      invoice: fields.merchant_invoice_id ?? fields.tenant_invoice_id ?? null,
      status: 'pickup-pending',
      charge: chargeFor(fields.delivery_area_id, store.area_id, fields.cash_collection_amount, fields.parcel_weight)
        .deliveryCharge,
      created_at: new Date().toISOString(),
      pickup_location: store,
      tracking: [],
    };
    parcels.set(id, parcel);
    setStatus(id, 'pickup-pending');
    return send(200, { tracking_id: id });
  }

  function createStore(fields, send) {
    const problems = [];
    if (typeof fields.name !== 'string' || !fields.name.trim())
      problems.push({ field: 'name', message: 'name is required' });
    if (!/^(88)?01[3-9]\d{8}$/.test(String(fields.phone ?? '')))
      problems.push({ field: 'phone', message: 'phone is invalid' });
    if (typeof fields.address !== 'string' || !fields.address.trim()) {
      problems.push({ field: 'address', message: 'address is required' });
    }
    const area = areaById(fields.area_id);
    if (!area) problems.push({ field: 'area_id', message: 'area_id is invalid' });
    if (problems.length > 0) return send(400, { message: problems[0].message, validation_errors: problems });
    const store = {
      id: state.nextStoreId++,
      name: fields.name,
      address: fields.address,
      area_name: area.name,
      area_id: area.id,
      phone: String(fields.phone).replace(/^0/, '880'),
      created_at: new Date().toISOString(),
    };
    stores.set(store.id, store);
    const { created_at: _created, ...answer } = store;
    return send(200, answer);
  }

  function cancelParcel(fields, send) {
    const details = fields.update_details ?? {};
    if (fields.entity_type !== 'parcel-tracking-id' || !fields.entity_id) {
      return send(400, { message: 'entity_type must be parcel-tracking-id with an entity_id' });
    }
    if (details.property_name !== 'status' || details.new_value !== 'cancelled') {
      return send(400, { message: 'Only cancelling a parcel is supported' });
    }
    const parcel = parcels.get(String(fields.entity_id));
    if (!parcel) return send(404, { message: 'Parcel not found' });
    if (parcel.status !== 'pickup-pending')
      return send(400, { message: `Parcel can not be cancelled in ${parcel.status}` });
    setStatus(parcel.tracking_id, 'cancelled', details.reason ? `Package is cancelled: ${details.reason}` : undefined);
    return send(200, { success: true, message: 'Request Accepted' });
  }

  function answer(method, path, url, fields, send) {
    if (method === 'GET' && path === '/areas') {
      const postCode = url.searchParams.get('post_code');
      const district = url.searchParams.get('district_name')?.trim().toLowerCase();
      const areas = AREAS.filter(
        (area) =>
          (!postCode || String(area.post_code) === postCode.trim()) &&
          (!district || area.district_name.toLowerCase() === district),
      );
      return send(200, { areas });
    }
    if (method === 'POST' && path === '/pickup/store') return createStore(fields, send);
    if (method === 'GET' && path === '/pickup/stores') return send(200, { pickup_stores: [...stores.values()] });
    const storeInfo = path.match(/^\/pickup\/store\/info\/([^/]+)$/);
    if (method === 'GET' && storeInfo) {
      const store = stores.get(Number(storeInfo[1]));
      return store ? send(200, { pickup_store: store }) : send(404, { message: 'Pickup store not found' });
    }
    if (method === 'POST' && path === '/parcel') return createParcel(fields, send);
    const info = path.match(/^\/parcel\/info\/([^/]+)$/);
    if (method === 'GET' && info) {
      const parcel = parcels.get(decodeURIComponent(info[1]));
      return parcel ? send(200, { parcel: parcelInfo(parcel) }) : send(404, { message: 'Parcel not found' });
    }
    const track = path.match(/^\/parcel\/track\/([^/]+)$/);
    if (method === 'GET' && track) {
      const parcel = parcels.get(decodeURIComponent(track[1]));
      return parcel
        ? send(200, { tracking: parcel.tracking.map((entry) => ({ ...entry })) })
        : send(404, { message: 'Parcel not found' });
    }
    if (method === 'PATCH' && path === '/parcels') return cancelParcel(fields, send);
    if (method === 'GET' && path === '/charge/charge_calculator') {
      const query = Object.fromEntries(url.searchParams);
      if (!areaById(query.delivery_area_id) || !areaById(query.pickup_area_id)) {
        return send(400, { message: 'delivery_area_id and pickup_area_id must be valid area ids' });
      }
      return send(
        200,
        chargeFor(query.delivery_area_id, query.pickup_area_id, query.cash_collection_amount, query.weight),
      );
    }
    return send(404, { message: `Cannot ${method} ${PREFIX}${path}` });
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    const text = await readText(request);
    const send = (status, body) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/health') return send(200, { ok: true });
    if (!url.pathname.startsWith(`${PREFIX}/`))
      return send(404, { message: `Cannot ${request.method} ${url.pathname}` });
    const path = url.pathname.slice(PREFIX.length);
    calls.push({ method: request.method, path, query: Object.fromEntries(url.searchParams) });

    const failure = state.failures.findIndex((each) => !each.path || path.includes(each.path));
    if (failure >= 0) {
      state.failures.splice(failure, 1);
      return send(500, { message: 'Internal Server Error' });
    }
    if (request.headers['api-access-token'] !== `Bearer ${token}`) return send(401, { message: 'Unauthorized' });

    let fields = {};
    if (text) {
      try {
        fields = JSON.parse(text);
      } catch {
        return send(400, { message: 'Unexpected token in JSON body' });
      }
    }
    if (state.losses > 0) {
      // The call is carried out, and its answer never arrives.
      state.losses -= 1;
      answer(request.method, path, url, fields ?? {}, () => {});
      return request.socket.destroy();
    }
    return answer(request.method, path, url, fields ?? {}, send);
  });

  /** Posts RedX's webhook for a parcel at the shop, as RedX does when its status changes. */
  async function push(shopUrl, id, status, { messageEn, token: secret = webhookToken } = {}) {
    const parcel = parcels.get(id);
    if (parcel) setStatus(id, status, messageEn);
    const [english, bangla] = wordsFor(status);
    const target = new URL(shopUrl);
    if (secret !== null) target.searchParams.set('token', secret);
    const reply = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        tracking_number: id,
        timestamp: parcel ? parcel.tracking.at(-1).time : stamp(),
        status,
        message_en: messageEn ?? english,
        message_bn: bangla,
        invoice_number: parcel?.invoice ?? null,
      }),
    });
    const replyText = await reply.text();
    let body = replyText;
    try {
      body = JSON.parse(replyText);
    } catch {
      // Kept as text.
    }
    return { status: reply.status, body };
  }

  const copy = (parcel) => structuredClone(parcel);

  return new Promise((resolve) => {
    server.listen(port, host, () => {
      resolve({
        url: `http://${host}:${server.address().port}`,
        token,
        pickupStoreId,
        webhookToken,
        /** Every parcel booked so far, oldest first: the fields as the shop sent them, plus status and tracking. */
        parcels: () => [...parcels.values()].map(copy),
        /** Every API call so far (method, path without the version prefix, query). */
        calls: () => calls.map((call) => ({ ...call, query: { ...call.query } })),
        /** Moves a parcel on, adding RedX's tracking words for the status (or `messageEn`). */
        setStatus: (id, status, messageEn) => {
          setStatus(id, status, messageEn);
        },
        /** The next `count` API calls (only those whose path contains `path`, when given) answer 500. */
        failNext: (count = 1, path) => {
          for (let i = 0; i < count; i += 1) state.failures.push({ path });
        },
        /** The next `count` API calls are carried out, then the connection drops without an answer. */
        loseNext: (count = 1) => {
          state.losses = count;
        },
        push,
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
  await startRedxStandIn({ port: Number(process.env.REDX_STANDIN_PORT ?? 3225) });
}
