// A local stand-in for the shop's three SMS gateways on one server, each at its own path and in its own wire format:
// SSL Wireless ISMS Plus v3 (JSON; a repeated csms_id is refused as a duplicate and not sent again), BulkSMSBD and
// Alpha SMS (form or query fields). What was sent is read back at GET /messages.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

/** The number as every gateway here takes it: 8801XXXXXXXXX. */
const MSISDN = /^8801[3-9]\d{8}$/;
const toLocal = (number) => String(number).replace(/\D/g, '').replace(/^880/, '0');

function readText(request) {
  return new Promise((resolve) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(body));
  });
}

/** The fields of a gateway call: query string, then a JSON or form body. Null when a JSON body does not parse. */
function fieldsOf(url, request, body) {
  const fields = Object.fromEntries(url.searchParams);
  if (!body) return fields;
  if (String(request.headers['content-type']).includes('json')) {
    try {
      return { ...fields, ...JSON.parse(body) };
    } catch {
      return null;
    }
  }
  return { ...fields, ...Object.fromEntries(new URLSearchParams(body)) };
}

const isAscii = (text) => [...text].every((char) => char.charCodeAt(0) < 128);

function sslWireless(fields, gateway) {
  const failed = (code, message) => ({ status: 'FAILED', status_code: code, error_message: message });
  if (!fields) return failed(4005, 'Invalid Request Format');
  if (fields.api_token !== gateway.apiToken) return failed(4001, 'Unauthorized');
  const { sid, msisdn, sms, csms_id: csmsId } = fields;
  if (!sid || !msisdn || !sms || !csmsId) return failed(4022, 'Required Parameter Missing');
  if (!/^[A-Za-z0-9]{1,20}$/.test(csmsId)) return failed(4020, 'Invalid CSMS ID');
  if (!MSISDN.test(msisdn)) return failed(4025, 'Invalid MSISDN');
  if (gateway.csmsIds.has(csmsId)) return { ...failed(4023, 'Duplicate CSMS ID'), smsinfo: [] };
  gateway.csmsIds.add(csmsId);
  gateway.record({ provider: 'sslwireless', to: toLocal(msisdn), text: sms, senderId: sid, id: csmsId });
  return {
    status: 'SUCCESS',
    status_code: 200,
    error_message: '',
    smsinfo: [
      {
        sms_status: 'SUCCESS',
        status_message: 'Success',
        msisdn,
        sms_type: isAscii(sms) ? 'EN' : 'BN',
        sms_body: sms,
        csms_id: csmsId,
        reference_id: randomBytes(10).toString('hex'),
      },
    ],
  };
}

function bulkSmsBd(fields, gateway) {
  const failed = (code, message) => ({ response_code: code, success_message: '', error_message: message });
  if (!fields) return failed(1003, 'Please Required all fields/Contact Your System Administrator');
  if (fields.api_key !== gateway.apiToken) return failed(1011, 'User Id not found');
  const { number, senderid: senderId, message } = fields;
  if (!number || !senderId || !message) {
    return failed(1003, 'Please Required all fields/Contact Your System Administrator');
  }
  const numbers = String(number).split(',');
  if (!numbers.every((each) => MSISDN.test(each))) return failed(1001, 'Invalid Number');
  for (const each of numbers) gateway.record({ provider: 'bulksmsbd', to: toLocal(each), text: message, senderId });
  return {
    response_code: 202,
    message_id: gateway.nextId(),
    success_message: 'SMS Submitted Successfully',
    error_message: '',
  };
}

function alphaSms(fields, gateway) {
  const failed = (code, message) => ({ error: code, msg: message });
  if (!fields) return failed(400, 'Missing or invalid parameter');
  if (fields.api_key !== gateway.apiToken) return failed(405, 'Authorization required');
  if (!fields.msg) return failed(414, 'Message is empty');
  const numbers = String(fields.to ?? '').split(',');
  if (!numbers.every((each) => MSISDN.test(each))) return failed(416, 'No valid number found');
  const senderId = fields.sender_id || undefined;
  for (const each of numbers) gateway.record({ provider: 'alphasms', to: toLocal(each), text: fields.msg, senderId });
  return { error: 0, msg: 'Request successfully submitted', data: { request_id: gateway.nextId() } };
}

/** Each gateway at its own path, with what it answers when it is down. */
const GATEWAYS = {
  '/api/v3/send-sms': {
    answer: sslWireless,
    down: { status: 'FAILED', status_code: 5000, error_message: 'Unknown Error' },
  },
  '/api/smsapi': {
    answer: bulkSmsBd,
    down: { response_code: 1005, success_message: '', error_message: 'Internal Error' },
  },
  '/sendsms': {
    answer: alphaSms,
    down: { error: 409, msg: 'Unknown error occurred on Server end' },
  },
};

/**
 * `apiToken`: what the shop must send as SSL Wireless's api_token and as BulkSMSBD's and Alpha SMS's api_key.
 * Control calls: GET /messages (`?to=01…`), DELETE /messages, POST /fail-next (`{ count }`), GET /health.
 */
export function startSmsStandIn({ port = 0, host = '127.0.0.1', apiToken = 'sms-e2e-token' } = {}) {
  const messages = [];
  const csmsIds = new Set();
  const state = { failures: 0, lastId: 1_000_000 };
  const gateway = {
    apiToken,
    csmsIds,
    record: (message) => messages.push({ ...message, at: new Date().toISOString() }),
    nextId: () => ++state.lastId,
  };
  const reset = () => {
    messages.length = 0;
    csmsIds.clear();
    state.failures = 0;
  };
  const failNext = (count = 1) => {
    state.failures = count;
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    const send = (status, body) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    };
    const body = await readText(request);

    const called = GATEWAYS[url.pathname];
    if (called && (request.method === 'POST' || request.method === 'GET')) {
      if (state.failures > 0) {
        state.failures -= 1;
        return send(500, called.down);
      }
      return send(200, called.answer(fieldsOf(url, request, body), gateway));
    }

    if (url.pathname === '/health' && request.method === 'GET') return send(200, { ok: true });
    if (url.pathname === '/messages' && request.method === 'GET') {
      const to = url.searchParams.get('to');
      return send(200, to ? messages.filter((message) => message.to === toLocal(to)) : messages);
    }
    if (url.pathname === '/messages' && request.method === 'DELETE') {
      reset();
      response.writeHead(204);
      return response.end();
    }
    if (url.pathname === '/fail-next' && request.method === 'POST') {
      const fields = fieldsOf(url, request, body) ?? {};
      failNext(Number(fields.count ?? 1));
      return send(200, { failing: state.failures });
    }
    return send(404, { error: `Nothing at ${request.method} ${url.pathname}` });
  });

  return new Promise((resolve) => {
    server.listen(port, host, () => {
      resolve({
        url: `http://${host}:${server.address().port}`,
        apiToken,
        /** Every message taken so far, oldest first. */
        sent: () => messages.map((message) => ({ ...message })),
        /** The next `count` gateway calls answer 500 with the gateway's own error body. */
        failNext,
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
  await startSmsStandIn({ port: Number(process.env.SMS_STANDIN_PORT ?? 3217), apiToken: 'sms-e2e-token' });
}
