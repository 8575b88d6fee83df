// A local stand-in for bdcourier.com's phone-history lookup: POST /api/courier-check `{phone}` (or GET `?phone=`) with
// `Authorization: Bearer <key>`, answering each courier network's counts for the number and their sum in `summary`.
import { createServer } from 'node:http';

const NETWORKS = {
  pathao: 'Pathao',
  steadfast: 'Steadfast',
  redx: 'RedX',
  paperfly: 'Paperfly',
  parceldex: 'Parceldex',
  carrybee: 'CarryBee',
};
const LOCAL_PHONE = /^01[3-9]\d{8}$/;

const ratio = (success, total) => (total > 0 ? Math.round((success / total) * 10000) / 100 : 0);
const entry = (total, success, cancelled) => ({
  total_parcel: total,
  success_parcel: success,
  cancelled_parcel: cancelled,
  success_ratio: ratio(success, total),
});

/** bdcourier's `courierData` for a number: every network (zero where it has none) and the `summary`. */
function courierDataFor(record) {
  const data = {};
  let total = 0;
  let success = 0;
  let cancelled = 0;
  const names = { ...NETWORKS, ...Object.fromEntries(Object.keys(record).map((id) => [id, NETWORKS[id] ?? id])) };
  for (const [id, name] of Object.entries(names)) {
    const counts = record[id] ?? { total: 0, delivered: 0, cancelled: 0 };
    data[id] = {
      name,
      logo: `https://bdcourier.com/images/couriers/${id}.png`,
      ...entry(counts.total, counts.delivered, counts.cancelled),
    };
    total += counts.total;
    success += counts.delivered;
    cancelled += counts.cancelled;
  }
  data.summary = entry(total, success, cancelled);
  return data;
}

function readText(request) {
  return new Promise((resolve) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(body));
  });
}

/** What bdcourier (or Cloudflare in front of it) answers with each failing status. */
function failure(status) {
  if (status === 403) {
    return {
      type: 'text/html; charset=UTF-8',
      body: '<!DOCTYPE html><html><head><title>Attention Required! | Cloudflare</title></head><body>Sorry, you have been blocked</body></html>',
    };
  }
  if (status === 429) return { type: 'application/json', body: JSON.stringify({ message: 'Too Many Attempts.' }) };
  return { type: 'application/json', body: JSON.stringify({ message: 'Server Error' }) };
}

/** `apiKey`: what the shop must send as `Authorization: Bearer <key>`. */
export function startBdCourierStandIn({ port = 0, host = '127.0.0.1', apiKey = 'bdcourier-e2e-key' } = {}) {
  const records = new Map();
  const failures = [];
  let calls = 0;

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    const text = await readText(request);
    const send = (status, body) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/health') return send(200, { ok: true });
    if (url.pathname !== '/api/courier-check' || !['GET', 'POST'].includes(request.method ?? '')) {
      return send(404, { status: 'error', message: 'Not Found' });
    }
    calls += 1;

    const failing = failures.shift();
    if (failing !== undefined) {
      const { type, body } = failure(failing);
      response.writeHead(failing, { 'content-type': type });
      return response.end(body);
    }
    if (request.headers.authorization !== `Bearer ${apiKey}`) {
      return send(401, { status: 'error', message: 'Unauthorized: invalid API key' });
    }
    let phone = url.searchParams.get('phone');
    if (text) {
      try {
        phone = JSON.parse(text).phone ?? phone;
      } catch {
        return send(400, { status: 'error', message: 'Invalid JSON body' });
      }
    }
    if (!LOCAL_PHONE.test(String(phone ?? ''))) {
      return send(422, { status: 'error', message: 'The phone field must be a valid Bangladeshi mobile number.' });
    }
    return send(200, { status: 'success', courierData: courierDataFor(records.get(phone) ?? {}), reports: [] });
  });

  return new Promise((resolve) => {
    server.listen(port, host, () => {
      resolve({
        url: `http://${host}:${server.address().port}`,
        apiKey,
        /** The number's parcels per network (`pathao`, `steadfast`, `redx` …); networks not named have none. */
        setRecord: (phone, perCourier) => {
          records.set(phone, structuredClone(perCourier));
        },
        /** Lookups received so far, failed ones included. */
        calls: () => calls,
        /** The next `count` lookups fail with `status` (default 429; 403 answers Cloudflare's HTML page). */
        failNext: (count = 1, status = 429) => {
          for (let i = 0; i < count; i += 1) failures.push(status);
        },
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
  await startBdCourierStandIn({ port: Number(process.env.BDCOURIER_STANDIN_PORT ?? 3226) });
}
