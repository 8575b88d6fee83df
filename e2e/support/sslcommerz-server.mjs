// A local stand-in for SSLCommerz (v4), close enough to its wire format to exercise the shop's own client:
// session init → a hosted page with Pay / Fail / Cancel that posts the shopper back to the shop, the signed IPN,
// the validation API, the transaction query and refunds.
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

const md5 = (text) => createHash('md5').update(text, 'utf8').digest('hex');

function readBody(request) {
  return new Promise((resolve) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(body));
  });
}

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** `verify_sign` and `verify_key` for `fields`, as SSLCommerz signs what it posts, with the store password. */
export function signFields(fields, storePassword) {
  const names = Object.keys(fields).filter((name) => name !== 'verify_sign' && name !== 'verify_key');
  const signed = { ...Object.fromEntries(names.map((name) => [name, fields[name]])), store_passwd: md5(storePassword) };
  const text = Object.keys(signed)
    .sort()
    .map((name) => `${name}=${signed[name]}`)
    .join('&');
  return { ...fields, verify_key: names.join(','), verify_sign: md5(text) };
}

const REQUIRED = [
  'total_amount',
  'currency',
  'tran_id',
  'success_url',
  'fail_url',
  'cancel_url',
  'product_name',
  'product_category',
  'product_profile',
  'shipping_method',
  'num_of_item',
  'cus_name',
  'cus_email',
  'cus_add1',
  'cus_city',
  'cus_country',
  'cus_phone',
];

/**
 * `store`: the store id and password the shop must send. From the returned handle: `setIpn('send' | 'hold')` holds
 * notifications back (a late IPN, sent later with `sendIpn`), `setRisk(level)` marks new payments risky,
 * `setTamper(fn)` changes what validation answers (a wrong amount…), `setDelay(ms)` slows every API answer.
 */
export function startSslcommerzStandIn({
  port = 0,
  host = '127.0.0.1',
  store = { id: 'alankar-test', password: 'alankar-test@ssl' },
} = {}) {
  const sessions = new Map();
  const transactions = new Map();
  const refunds = new Map();
  const calls = [];
  const state = { ipn: 'send', risk: '0', tamper: null, delayMs: 0 };

  /** What SSLCommerz posts to the shop about a finished payment. */
  function postedFields(session) {
    const transaction = session.transaction;
    return signFields(
      {
        tran_id: session.tran_id,
        val_id: transaction?.val_id ?? '',
        amount: session.total_amount,
        card_type: transaction?.card_type ?? '',
        store_amount: transaction?.store_amount ?? '',
        bank_tran_id: transaction?.bank_tran_id ?? '',
        status: session.outcome,
        tran_date: new Date().toISOString().slice(0, 19).replace('T', ' '),
        currency: 'BDT',
        currency_type: 'BDT',
        currency_amount: session.total_amount,
        risk_level: transaction?.risk_level ?? '0',
        risk_title: transaction?.risk_title ?? 'Safe',
        value_a: session.value_a ?? '',
      },
      store.password,
    );
  }

  async function sendIpn(session) {
    if (!session.ipn_url) return null;
    const response = await fetch(session.ipn_url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(postedFields(session)),
    }).catch(() => null);
    return response?.status ?? null;
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    const send = (status, body) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const html = (body) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>SSLCommerz</title></head>` +
          `<body style="font-family:sans-serif;max-width:24rem;margin:2rem auto">${body}</body></html>`,
      );
    };
    const query = Object.fromEntries(url.searchParams);
    if (url.pathname === '/health') return send(200, { ok: true });

    // The hosted page where the shopper pays (or not).
    const page = url.pathname.match(/^\/gwprocess\/v4\/pay\/([\w-]+)$/);
    if (request.method === 'GET' && page) {
      const session = sessions.get(page[1]);
      if (!session) return send(404, { status: 'FAILED', failedreason: 'Invalid session' });
      const choice = query.choice;
      if (!choice) {
        const link = (value, label) =>
          `<a href="?choice=${value}" style="display:block;margin:12px 0;padding:14px;border:1px solid #1a5aa8;color:#1a5aa8;text-decoration:none">${label}</a>`;
        return html(
          `<h1>SSLCommerz</h1><p>Pay ৳${escapeHtml(session.total_amount)} to ${escapeHtml(store.id)}, ` +
            `transaction ${escapeHtml(session.tran_id)}</p>` +
            link('success', 'Pay now') +
            link('fail', 'Payment fails') +
            link('cancel', 'Cancel payment'),
        );
      }
      session.outcome = { success: 'VALID', fail: 'FAILED', cancel: 'CANCELLED' }[choice] ?? 'FAILED';
      if (session.outcome === 'VALID') {
        session.transaction = {
          status: 'VALID',
          tran_id: session.tran_id,
          val_id: `${Date.now()}${randomBytes(4).toString('hex')}`,
          amount: session.total_amount,
          store_amount: (Number(session.total_amount) * 0.975).toFixed(2),
          currency: 'BDT',
          currency_type: session.currency,
          currency_amount: session.total_amount,
          bank_tran_id: `${Date.now()}${randomBytes(6).toString('hex').toUpperCase()}`,
          card_type: 'VISA-Dutch Bangla',
          risk_level: state.risk,
          risk_title: state.risk === '0' ? 'Safe' : 'Risky transaction',
          validated: false,
        };
        transactions.set(session.transaction.val_id, session);
      }
      if (state.ipn === 'send') await sendIpn(session);
      const target = { VALID: session.success_url, FAILED: session.fail_url, CANCELLED: session.cancel_url }[
        session.outcome
      ];
      const inputs = Object.entries(postedFields(session))
        .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
        .join('');
      return html(
        `<h1>SSLCommerz</h1><p>Returning to the shop…</p>` +
          `<form method="post" action="${escapeHtml(target)}">${inputs}<button>Return to the shop</button></form>` +
          `<script>document.forms[0].submit()</script>`,
      );
    }

    const body = request.method === 'POST' ? Object.fromEntries(new URLSearchParams(await readBody(request))) : {};
    const params = { ...query, ...body };
    calls.push({ path: url.pathname, params });
    if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    if (params.store_id !== store.id || params.store_passwd !== store.password) {
      return send(200, {
        status: 'FAILED',
        APIConnect: 'INVALID_REQUEST',
        failedreason: 'Store Credential Error Or Store is De-active',
      });
    }

    if (request.method === 'POST' && url.pathname === '/gwprocess/v4/api.php') {
      const missing = REQUIRED.filter((name) => !params[name]);
      if (missing.length > 0) return send(200, { status: 'FAILED', failedreason: `Missing: ${missing.join(', ')}` });
      const amount = Number(params.total_amount);
      if (!(amount >= 10 && amount <= 500000)) {
        return send(200, { status: 'FAILED', failedreason: 'Invalid Amount: 10.00 to 500000.00 allowed' });
      }
      if (params.tran_id.length > 30) return send(200, { status: 'FAILED', failedreason: 'tran_id is too long' });
      const sessionkey = randomBytes(16).toString('hex').toUpperCase();
      sessions.set(sessionkey, { ...params, sessionkey, outcome: null, transaction: null });
      return send(200, {
        status: 'SUCCESS',
        failedreason: '',
        sessionkey,
        GatewayPageURL: `http://${request.headers.host}/gwprocess/v4/pay/${sessionkey}`,
      });
    }

    if (request.method === 'GET' && url.pathname === '/validator/api/validationserverAPI.php') {
      const session = transactions.get(params.val_id);
      if (!session) return send(200, { status: 'INVALID_TRANSACTION' });
      const transaction = session.transaction;
      const answer = { ...transaction, status: transaction.validated ? 'VALIDATED' : 'VALID', validated: undefined };
      transaction.validated = true;
      return send(200, state.tamper ? state.tamper(answer) : answer);
    }

    if (request.method === 'GET' && url.pathname === '/validator/api/merchantTransIDvalidationAPI.php') {
      if (params.refund_amount !== undefined) {
        const session = [...transactions.values()].find((one) => one.transaction.bank_tran_id === params.bank_tran_id);
        if (!session) return send(200, { APIConnect: 'DONE', status: 'failed', errorReason: 'Invalid bank_tran_id' });
        // The same reference id again is the same refund: SSLCommerz answers the one it already has.
        const earlier = params.refe_id ? (session.refunds ?? []).find((one) => one.refe_id === params.refe_id) : undefined;
        if (earlier) {
          return send(200, {
            APIConnect: 'DONE',
            bank_tran_id: params.bank_tran_id,
            trans_id: session.tran_id,
            refund_ref_id: earlier.refund_ref_id,
            status: 'success',
            errorReason: '',
          });
        }
        const given = (session.refunds ?? []).reduce((sum, refund) => sum + Number(refund.amount), 0);
        if (
          !(Number(params.refund_amount) > 0) ||
          given + Number(params.refund_amount) > Number(session.total_amount)
        ) {
          return send(200, {
            APIConnect: 'DONE',
            status: 'failed',
            errorReason: 'Refund amount exceeds the paid amount',
          });
        }
        const refund = {
          refund_ref_id: `RF${randomBytes(6).toString('hex').toUpperCase()}`,
          amount: params.refund_amount,
          remarks: params.refund_remarks,
          refe_id: params.refe_id,
        };
        session.refunds = [...(session.refunds ?? []), refund];
        refunds.set(refund.refund_ref_id, refund);
        return send(200, {
          APIConnect: 'DONE',
          bank_tran_id: params.bank_tran_id,
          trans_id: session.tran_id,
          refund_ref_id: refund.refund_ref_id,
          status: 'success',
          errorReason: '',
        });
      }
      if (params.tran_id !== undefined) {
        const found = [...transactions.values()]
          .filter((session) => session.tran_id === params.tran_id)
          .map((session) => {
            const answer = { ...session.transaction, validated: undefined };
            return state.tamper ? state.tamper(answer) : answer;
          });
        return send(200, { APIConnect: 'DONE', no_of_trans_found: found.length, element: found });
      }
    }
    return send(404, { status: 'FAILED', failedreason: `Unknown call ${url.pathname}` });
  });

  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const address = server.address();
      resolve({
        url: `http://${host}:${address.port}`,
        store,
        sessions,
        calls,
        refunds,
        setIpn: (mode) => (state.ipn = mode),
        setRisk: (level) => (state.risk = String(level)),
        setTamper: (tamper) => (state.tamper = tamper),
        setDelay: (ms) => (state.delayMs = ms),
        /** Sends the IPN of the session with this tran_id now (a late notification); answers the shop's status code. */
        sendIpn: (tranId) => {
          const session = [...sessions.values()].find((one) => one.tran_id === tranId);
          return session ? sendIpn(session) : Promise.resolve(null);
        },
        /** What SSLCommerz would post about the session with this tran_id, signed. */
        postedFields: (tranId) => {
          const session = [...sessions.values()].find((one) => one.tran_id === tranId);
          return session ? postedFields(session) : null;
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
  const { SSLCOMMERZ_PORT, SSLCOMMERZ_TEST } = await import('./ports.mjs');
  await startSslcommerzStandIn({ port: SSLCOMMERZ_PORT, store: SSLCOMMERZ_TEST });
}
