// Twenty shoppers placing cash-on-delivery orders at once, then a check that nothing was oversold or lost.
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const origin = (base) => ({ origin: base, 'content-type': 'application/json' });

async function signUp(base, index) {
  const email = `bench.${Date.now().toString(36)}.${index}@example.com`;
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: origin(base),
    body: JSON.stringify({ name: `Bench Shopper ${index}`, email, password: 'bench-password-1' }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { email, cookie };
}

// The buyers' own HTTP client: kept-alive connections and little work per request, so the machine's time goes to the
// shop. It asks for compressed answers, as browsers do.
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

function post(url, { headers, body }) {
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      {
        method: 'POST',
        agent,
        headers: { ...headers, 'accept-encoding': 'br, gzip', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          const plain =
            encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes;
          resolve({ status: response.statusCode, text: plain.toString() });
        });
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

/** A signed-in visitor's cookie, for the signed-in page figures. */
export async function signedInCookie(base) {
  return (await signUp(base, 'pages')).cookie;
}

/**
 * A signed-in shopper with a piece in the cart, an address given and one order placed: what the customer's pages (the
 * checkout, the payment page, the order page, My Orders) need to show themselves as a shopper sees them.
 */
export async function shopperWithOrder(base) {
  const { cookie, email } = await signUp(base, 'customer-pages');
  const piece = (await (await fetch(`${base}/api/products?page=0&size=5`)).json()).products.find(
    (product) => product.stock > 0,
  );
  const address = {
    name: 'Bench Shopper',
    customerEmail: email,
    number: '01711223344',
    address: 'House 1, Road 1',
    district: 'dhaka',
    area: 'dhaka-dhanmondi',
  };
  const placed = await post(`${base}/api/orders`, {
    headers: { ...origin(base), cookie },
    body: JSON.stringify({
      items: [{ _id: piece._id, quantity: 1 }],
      shippingAddress: address,
      paymentMethod: 'cash-on-delivery',
    }),
  });
  if (placed.status !== 201) throw new Error(`the customer's order answered ${placed.status}: ${placed.text}`);
  const line = {
    _id: piece._id,
    title: piece.title,
    image: piece.image,
    price: piece.price,
    category: piece.category,
  };
  return {
    cookie,
    orderId: JSON.parse(placed.text).insertedId,
    storage: {
      cartItems: JSON.stringify([{ ...line, quantity: 1, stock: piece.stock }]),
      shippingAddress: JSON.stringify(address),
      checkoutStep: 'payment',
    },
  };
}

/**
 * `buyers` shoppers order one of `pieces` (a few products with little stock, so they compete) as fast as they can for
 * `seconds`. Answers orders/s, p99 latency, and the check against what the shop says afterwards.
 */
export async function placeOrders(base, { buyers = 20, seconds = 10, staffCookie }) {
  const listing = await (await fetch(`${base}/api/products?page=0&size=5`)).json();
  const pieces = listing.products.filter((product) => product.stock > 0).slice(0, 3);
  // Plenty to sell, so the figure is orders placed, not pieces sold out; the last one is scarce, so buyers compete.
  const stocks = [100_000, 100_000, 40];
  for (const [index, piece] of pieces.entries()) {
    const response = await fetch(`${base}/api/products/${piece._id}`, {
      method: 'PUT',
      headers: { ...origin(base), cookie: staffCookie },
      body: JSON.stringify({ stock: stocks[index] }),
    });
    if (!response.ok) throw new Error(`stock update failed: ${response.status} ${await response.text()}`);
    piece.stock = stocks[index];
  }
  const stockBefore = new Map(pieces.map((piece) => [piece._id, piece.stock]));
  const people = await Promise.all(Array.from({ length: buyers }, (_, index) => signUp(base, index)));
  // Each shopper with a phone and an address of their own, as real ones have (the shop limits orders per phone and
  // address), new in each run.
  for (const person of people) {
    person.phone = `017${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    person.address = `House ${randomUUID().slice(0, 8)}, Road 3, Dhanmondi`;
  }
  const acknowledged = [];
  const latencies = [];
  let refused = 0;
  const until = Date.now() + seconds * 1000;

  await Promise.all(
    people.map(async (person, index) => {
      for (let turn = 0; Date.now() < until; turn += 1) {
        const piece = pieces[(index + turn) % pieces.length];
        const started = performance.now();
        const response = await post(`${base}/api/orders`, {
          // As the checkout sends them: one key per attempt.
          headers: { ...origin(base), cookie: person.cookie, 'idempotency-key': randomUUID() },
          body: JSON.stringify({
            items: [{ _id: piece._id, quantity: 1 }],
            shippingAddress: {
              name: 'Bench Shopper',
              customerEmail: person.email,
              number: person.phone,
              address: person.address,
              district: 'dhaka',
              area: 'dhaka-dhanmondi',
            },
            paymentMethod: 'cash-on-delivery',
          }),
        });
        latencies.push(performance.now() - started);
        if (response.status === 201) acknowledged.push(JSON.parse(response.text).insertedId);
        else if (response.status === 409) refused += 1;
        else throw new Error(`order answered ${response.status}: ${response.text}`);
      }
    }),
  );

  // What the shop says now: every acknowledged order exists, and stock went down by exactly what was sold.
  const orders = await (await fetch(`${base}/api/orders`, { headers: { cookie: staffCookie } })).json();
  const known = new Set(orders.orders.map((order) => order._id));
  const missing = acknowledged.filter((id) => !known.has(id)).length;
  const sold = new Map();
  for (const order of orders.orders.filter((one) => acknowledged.includes(one._id))) {
    for (const line of order.items) sold.set(line._id, (sold.get(line._id) ?? 0) + line.quantity);
  }
  let oversold = 0;
  for (const piece of pieces) {
    const now = (await (await fetch(`${base}/api/products/${piece._id}`)).json()).stock;
    const expected = stockBefore.get(piece._id) - (sold.get(piece._id) ?? 0);
    if (now < 0 || now !== expected) oversold += Math.abs(expected - now) + Math.max(0, -now);
  }
  latencies.sort((a, b) => a - b);
  return {
    ordersPerSecond: Math.round(acknowledged.length / seconds),
    p99: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0),
    acknowledged: acknowledged.length,
    refusedSoldOut: refused,
    missing,
    oversold,
    /** The pieces the buyers competed for, for a baseline on the same rows. */
    pieceIds: pieces.map((piece) => piece._id),
  };
}

export async function staffSignIn(base, { email, password }) {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: origin(base),
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`staff sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}
