// A local stand-in for the part of Stripe's API the shop uses (PaymentIntents), close enough to Stripe's wire
// format that the official SDK and a Stripe.js test double talk to it. Optionally sends signed
// `payment_intent.succeeded` webhooks, as Stripe does.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

/** Stripe's test payment methods and what they do. */
const TEST_METHODS = {
  pm_card_visa: { ok: true },
  pm_card_chargeDeclined: {
    ok: false,
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
};

function readBody(request) {
  return new Promise((resolve) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(body));
  });
}

/** `metadata[orderId]=x&amount=1` → `{ metadata: { orderId: 'x' }, amount: '1' }`, as Stripe reads form bodies. */
function parseForm(text) {
  const result = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split(/\[|\]\[|\]/).filter(Boolean);
    let target = result;
    for (const part of path.slice(0, -1)) target = target[part] ??= {};
    target[path.at(-1)] = value;
  }
  return result;
}

export function signPayload(payload, secret, timestamp = Math.floor(Date.now() / 1000)) {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** Starts the stand-in; `webhook` (url + secret) receives signed events when a PaymentIntent succeeds. */
export function startStripeStandIn({ port = 0, host = '127.0.0.1', webhook } = {}) {
  const intents = new Map();
  const refunds = new Map();

  async function sendWebhook(intent) {
    if (!webhook) return;
    const payload = JSON.stringify({
      id: `evt_${randomBytes(8).toString('hex')}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { object: intent },
    });
    await fetch(webhook.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signPayload(payload, webhook.secret) },
      body: payload,
    }).catch(() => {});
  }

  const server = createServer(async (request, response) => {
    const send = (status, body) => {
      response.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      response.end(JSON.stringify(body));
    };
    const error = (status, type, message, extra = {}) => send(status, { error: { type, message, ...extra } });
    const url = new URL(request.url ?? '/', 'http://stripe.local');
    const body = parseForm(await readBody(request));
    const auth = request.headers.authorization ?? '';
    const match = url.pathname.match(/^\/v1\/payment_intents(?:\/([^/]+))?(?:\/(confirm))?$/);

    if (url.pathname === '/health') return send(200, { ok: true });
    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      if (!auth.startsWith('Bearer sk_')) return error(401, 'invalid_request_error', 'Invalid API Key provided.');
      const key = request.headers['idempotency-key'];
      if (key && refunds.has(`key:${key}`)) return send(200, refunds.get(`key:${key}`));
      const paid = intents.get(String(body.payment_intent ?? ''));
      if (!paid) return error(400, 'invalid_request_error', `No such payment_intent: '${body.payment_intent}'`);
      if (paid.status !== 'succeeded')
        return error(400, 'invalid_request_error', 'This PaymentIntent does not have a successful charge to refund.');
      const amount = body.amount === undefined ? paid.amount - (paid.amount_refunded ?? 0) : Number(body.amount);
      if (!Number.isInteger(amount) || amount < 1 || amount + (paid.amount_refunded ?? 0) > paid.amount)
        return error(400, 'invalid_request_error', `Refund amount (${amount}) is greater than unrefunded amount.`, {
          code: 'charge_already_refunded',
        });
      paid.amount_refunded = (paid.amount_refunded ?? 0) + amount;
      const refund = {
        id: `re_${randomBytes(12).toString('hex')}`,
        object: 'refund',
        amount,
        currency: paid.currency,
        payment_intent: paid.id,
        reason: body.reason ?? null,
        status: 'succeeded',
        created: Math.floor(Date.now() / 1000),
      };
      refunds.set(refund.id, refund);
      if (key) refunds.set(`key:${key}`, refund);
      return send(200, refund);
    }
    if (!match)
      return error(404, 'invalid_request_error', `Unrecognized request URL (${request.method}: ${url.pathname}).`);
    const [, id, action] = match;

    if (request.method === 'POST' && !id) {
      if (!auth.startsWith('Bearer sk_')) return error(401, 'invalid_request_error', 'Invalid API Key provided.');
      // As Stripe does, a request repeated with its Idempotency-Key gets the first answer again.
      const key = request.headers['idempotency-key'];
      if (key && intents.has(`key:${key}`)) return send(200, intents.get(`key:${key}`));
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount < 1)
        return error(400, 'invalid_request_error', 'Invalid integer: amount', { param: 'amount' });
      const intentId = `pi_${randomBytes(12).toString('hex')}`;
      const intent = {
        id: intentId,
        object: 'payment_intent',
        amount,
        amount_received: 0,
        currency: String(body.currency ?? '').toLowerCase(),
        client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        metadata: body.metadata ?? {},
        payment_method_types: body.allowed_payment_method_types
          ? Object.values(body.allowed_payment_method_types)
          : ['card'],
        status: 'requires_payment_method',
        last_payment_error: null,
      };
      intents.set(intentId, intent);
      if (key) intents.set(`key:${key}`, structuredClone(intent));
      return send(200, intent);
    }

    const intent = id ? intents.get(id) : undefined;
    if (!intent)
      return error(404, 'invalid_request_error', `No such payment_intent: '${id}'`, { code: 'resource_missing' });

    if (request.method === 'GET' && !action) {
      if (!auth.startsWith('Bearer sk_')) return error(401, 'invalid_request_error', 'Invalid API Key provided.');
      return send(200, intent);
    }
    if (request.method === 'POST' && action === 'confirm') {
      // Stripe.js confirms with the publishable key and the client secret; the server SDK with the secret key.
      const byBrowser = String(body.key ?? '').startsWith('pk_') && body.client_secret === intent.client_secret;
      if (!byBrowser && !auth.startsWith('Bearer sk_'))
        return error(401, 'invalid_request_error', 'Invalid API Key provided.');
      if (intent.status === 'succeeded')
        return error(400, 'invalid_request_error', 'This PaymentIntent has already succeeded.', {
          code: 'payment_intent_unexpected_state',
        });
      const method = TEST_METHODS[body.payment_method];
      if (!method)
        return error(400, 'invalid_request_error', `No such PaymentMethod: '${body.payment_method}'`, {
          code: 'resource_missing',
        });
      if (!method.ok) {
        const failure = {
          type: 'card_error',
          code: method.code,
          decline_code: method.decline_code,
          message: method.message,
        };
        Object.assign(intent, { status: 'requires_payment_method', last_payment_error: failure });
        return send(402, { error: { ...failure, payment_intent: intent } });
      }
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, last_payment_error: null });
      await sendWebhook(intent);
      return send(200, intent);
    }
    return error(404, 'invalid_request_error', `Unrecognized request URL (${request.method}: ${url.pathname}).`);
  });

  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const address = server.address();
      resolve({
        url: `http://${host}:${address.port}`,
        intents,
        refunds,
        close: () => new Promise((done) => server.close(done)),
      });
    });
  });
}

// As a program (Playwright's web server): STRIPE_STAND_IN_PORT, and optionally the shop's webhook URL and secret.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { STRIPE_PORT, SHOP_PORT, STRIPE_TEST } = await import('./ports.mjs');
  await startStripeStandIn({
    port: STRIPE_PORT,
    webhook: { url: `http://127.0.0.1:${SHOP_PORT}/api/stripe/webhook`, secret: STRIPE_TEST.webhookSecret },
  });
}
