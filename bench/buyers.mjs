// Twenty shoppers placing cash-on-delivery orders at once, then a check that nothing was oversold or lost.

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

/** A signed-in visitor's cookie, for the signed-in page figures. */
export async function signedInCookie(base) {
  return (await signUp(base, 'pages')).cookie;
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
  const acknowledged = [];
  const latencies = [];
  let refused = 0;
  const until = Date.now() + seconds * 1000;

  await Promise.all(
    people.map(async (person, index) => {
      for (let turn = 0; Date.now() < until; turn += 1) {
        const piece = pieces[(index + turn) % pieces.length];
        const started = performance.now();
        const response = await fetch(`${base}/api/orders`, {
          method: 'POST',
          headers: { ...origin(base), cookie: person.cookie },
          body: JSON.stringify({
            items: [{ _id: piece._id, quantity: 1 }],
            shippingAddress: {
              name: 'Bench Shopper',
              customerEmail: person.email,
              number: '01711223344',
              address: 'House 1, Road 1',
              city: 'Dhaka',
            },
            paymentMethod: 'cash-on-delivery',
          }),
        });
        latencies.push(performance.now() - started);
        if (response.status === 201) acknowledged.push((await response.json()).insertedId);
        else if (response.status === 409) refused += 1;
        else throw new Error(`order answered ${response.status}: ${await response.text()}`);
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
