// A local stand-in for bKash's tokenized checkout (v1.2.0-beta), close enough to its wire format to exercise the
// shop's own client: token grant and refresh with expiry, create → a hosted page with Pay / Fail / Cancel,
// execute (once: a second execute is refused, as bKash does), payment/status, payment/refund and its status.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

function readJson(request) {
  return new Promise((resolve) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      try {
        resolve(JSON.parse(body || '{}'));
      } catch {
        resolve(null);
      }
    });
  });
}

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * `credentials`: what the shop must send. `tokenSeconds`: how long a grant lasts. `delayMs`: how long every API
 * answer takes (to play a slow bKash). `tamper(payment)`: changes what execute and status answer (a wrong amount…).
 */
export function startBkashStandIn({
  port = 0,
  host = '127.0.0.1',
  credentials = {
    appKey: 'bkash-app-key',
    appSecret: 'bkash-app-secret',
    username: 'merchant',
    password: 'merchant-pass',
  },
  tokenSeconds = 3600,
} = {}) {
  const tokens = new Map();
  const payments = new Map();
  const calls = [];
  const state = { delayMs: 0, tamper: null, refundWindowClosed: false };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    const send = (status, body) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const path = url.pathname.replace(/^\/v1\.2\.0-beta\/tokenized\/checkout/, '').replace(/^\//, '');

    if (request.method === 'GET' && url.pathname === '/health') return send(200, { ok: true });

    // The hosted page where the shopper approves (or not) the payment.
    if (request.method === 'GET' && path.startsWith('pay/')) {
      const payment = payments.get(path.slice(4));
      if (!payment) return send(404, { statusCode: '2056', statusMessage: 'Invalid Payment State' });
      const choice = url.searchParams.get('choice');
      if (choice) {
        if (choice === 'success') payment.approved = true;
        const back = new URL(payment.callbackURL);
        back.searchParams.set('paymentID', payment.paymentID);
        back.searchParams.set('status', choice);
        response.writeHead(302, { location: back.toString() });
        return response.end();
      }
      const link = (choice, label) =>
        `<a href="?choice=${choice}" style="display:block;margin:12px 0;padding:14px;border:1px solid #e2136e;color:#e2136e;text-decoration:none">${label}</a>`;
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(
        `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>bKash Payment</title></head>` +
          `<body style="font-family:sans-serif;max-width:24rem;margin:2rem auto"><h1>bKash</h1>` +
          `<p>Pay ৳${escapeHtml(payment.amount)} to merchant, invoice ${escapeHtml(payment.merchantInvoiceNumber)}</p>` +
          link('success', 'Confirm payment') +
          link('failure', 'Payment fails') +
          link('cancel', 'Cancel') +
          `</body></html>`,
      );
    }

    if (request.method !== 'POST') return send(404, { statusCode: '9999', statusMessage: 'Not found' });
    const body = await readJson(request);
    calls.push({ path, headers: request.headers, body });
    if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    if (!body) return send(400, { statusCode: '9999', statusMessage: 'Invalid JSON' });

    if (path === 'token/grant' || path === 'token/refresh') {
      const { username, password } = request.headers;
      const ok =
        username === credentials.username &&
        password === credentials.password &&
        body.app_key === credentials.appKey &&
        body.app_secret === credentials.appSecret &&
        (path === 'token/grant' || tokens.has(`refresh:${body.refresh_token}`));
      if (!ok) return send(200, { statusCode: '2079', statusMessage: 'Invalid app token' });
      const idToken = randomBytes(16).toString('hex');
      const refreshToken = randomBytes(16).toString('hex');
      tokens.set(idToken, Date.now() + tokenSeconds * 1000);
      tokens.set(`refresh:${refreshToken}`, true);
      return send(200, {
        statusCode: '0000',
        statusMessage: 'Successful',
        id_token: idToken,
        token_type: 'Bearer',
        expires_in: tokenSeconds,
        refresh_token: refreshToken,
      });
    }

    const expiresAt = tokens.get(request.headers.authorization);
    if (request.headers['x-app-key'] !== credentials.appKey || !expiresAt || expiresAt < Date.now()) {
      return send(401, { statusCode: '2079', statusMessage: 'Invalid app token', message: 'Unauthorized' });
    }

    if (path === 'create') {
      if (
        body.mode !== '0011' ||
        body.currency !== 'BDT' ||
        body.intent !== 'sale' ||
        !/^\d+(\.\d{1,2})?$/.test(body.amount)
      ) {
        return send(200, { statusCode: '2065', statusMessage: 'Invalid request body' });
      }
      const paymentID = `TR0011${randomBytes(8).toString('hex').toUpperCase()}`;
      const payment = {
        paymentID,
        amount: body.amount,
        currency: 'BDT',
        intent: 'sale',
        merchantInvoiceNumber: body.merchantInvoiceNumber,
        payerReference: body.payerReference,
        callbackURL: body.callbackURL,
        transactionStatus: 'Initiated',
        approved: false,
      };
      payments.set(paymentID, payment);
      const origin = `http://${request.headers.host}`;
      return send(200, {
        ...payment,
        approved: undefined,
        bkashURL: `${origin}/pay/${paymentID}`,
        statusCode: '0000',
        statusMessage: 'Successful',
      });
    }

    const payment = payments.get(body.paymentID);
    if (!payment) return send(200, { statusCode: '2056', statusMessage: 'Invalid Payment State' });
    const answer = () => {
      const shown = { ...payment, approved: undefined, callbackURL: undefined };
      return state.tamper ? state.tamper(shown) : shown;
    };
    if (path === 'execute') {
      if (payment.transactionStatus === 'Completed') {
        return send(200, { statusCode: '2062', statusMessage: 'The payment has already been completed' });
      }
      if (!payment.approved) return send(200, { statusCode: '2056', statusMessage: 'Invalid Payment State' });
      payment.transactionStatus = 'Completed';
      payment.trxID = `B${randomBytes(5).toString('hex').toUpperCase()}`.slice(0, 10);
      payment.paymentExecuteTime = new Date().toISOString();
      return send(200, { ...answer(), statusCode: '0000', statusMessage: 'Successful' });
    }
    if (path === 'payment/status') return send(200, { ...answer(), statusCode: '0000', statusMessage: 'Successful' });
    if (path === 'payment/refund') {
      if (payment.transactionStatus !== 'Completed' || body.trxID !== payment.trxID) {
        return send(200, { statusCode: '2071', statusMessage: 'Invalid transaction' });
      }
      // Without an amount, the same call answers the payment's refund status: its latest refund.
      if (body.amount === undefined) {
        const latest = (payment.refunds ?? []).at(-1);
        if (!latest) return send(200, { statusCode: '2071', statusMessage: 'No refund found' });
        const { sku: _sku, reason: _reason, ...status } = latest;
        return send(200, { ...status, statusCode: '0000', statusMessage: 'Successful' });
      }
      if (state.refundWindowClosed) return send(200, { statusCode: '2075', statusMessage: 'Refund period is over' });
      const refunded = (payment.refunds ?? []).reduce((sum, refund) => sum + Number(refund.amount), 0);
      if (!/^\d+(\.\d{1,2})?$/.test(body.amount) || Number(body.amount) + refunded > Number(payment.amount)) {
        return send(200, { statusCode: '2076', statusMessage: 'Refund amount exceeds the transaction amount' });
      }
      const refund = {
        originalTrxID: payment.trxID,
        refundTrxID: `R${randomBytes(5).toString('hex').toUpperCase()}`.slice(0, 10),
        transactionStatus: 'Completed',
        amount: body.amount,
        currency: 'BDT',
        charge: '0.00',
        completedTime: new Date().toISOString(),
      };
      payment.refunds = [...(payment.refunds ?? []), { ...refund, sku: body.sku, reason: body.reason }];
      return send(200, refund);
    }
    return send(404, { statusCode: '9999', statusMessage: `Unknown call ${path}` });
  });

  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const address = server.address();
      resolve({
        url: `http://${host}:${address.port}/v1.2.0-beta/tokenized/checkout`,
        credentials,
        payments,
        calls,
        /** Every API answer takes this long from now on. */
        setDelay: (ms) => (state.delayMs = ms),
        /** Changes what execute and status answer from now on (null: bKash's own answer). */
        setTamper: (tamper) => (state.tamper = tamper),
        /** Every token handed out so far stops working, as when bKash revokes them before they expire. */
        revokeTokens: () => tokens.clear(),
        /** bKash refuses refunds from now on, as after its refund window. */
        closeRefundWindow: (closed = true) => (state.refundWindowClosed = closed),
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
  const { BKASH_PORT, BKASH_TEST } = await import('./ports.mjs');
  await startBkashStandIn({ port: BKASH_PORT, credentials: BKASH_TEST });
}
