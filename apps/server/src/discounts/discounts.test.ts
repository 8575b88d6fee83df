import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CartQuote } from '@alankar/shared/cart-schemas';
import type { DiscountCode, DiscountCodeInput } from '@alankar/shared/discount-schemas';
import type { Order } from '@alankar/shared/order-schemas';
import { useTestShop } from '../../test/test-app';
import { visitor } from '../../test/browser-like';
import { signedUpShopper } from '../../test/shopper';
import { insertProduct } from '../db/factories';
import { discountCodes, products } from '../db/schema';

const STAFF = { email: 'discounts-owner@alankar.test', password: 'discounts-owner-password' };
const shop = useTestShop({
  AUTH_IP_LIMIT_PER_MINUTE: '100000',
  ADMIN_EMAIL: STAFF.email,
  ADMIN_PASSWORD: STAFF.password,
});

let staff: ReturnType<typeof visitor>;
beforeAll(async () => {
  staff = visitor(shop.app, { ip: '198.51.100.40' });
  expect((await staff.signIn(STAFF.email, STAFF.password)).statusCode).toBe(200);
});

let sequence = 0;
/** A code no other test uses, and a mobile number no other test uses. */
const freshCode = (prefix = 'TEST') => `${prefix}${(sequence += 1)}${randomUUID().slice(0, 4).toUpperCase()}`;
const freshPhone = () => `0191${String(10_000_000 + (sequence += 1)).slice(1)}`;

async function makeCode(rules: Partial<DiscountCodeInput> & Pick<DiscountCodeInput, 'kind'>): Promise<DiscountCode> {
  const response = await staff.post('/api/discount-codes', { code: freshCode(), amount: 0, ...rules });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ discountCode: DiscountCode }>().discountCode;
}

const address = (phone: string) => ({
  name: 'Nusrat Jahan',
  number: phone,
  address: 'House 9, Road 2',
  district: 'dhaka',
  area: 'dhaka-dhanmondi',
});

/** A guest's order of `items` with `code`, from a browser of its own. */
function order(
  items: { _id: string; quantity: number }[],
  code: string | undefined,
  phone = freshPhone(),
  ip?: string,
) {
  return visitor(shop.app, { ip: ip ?? `198.18.40.${(sequence % 250) + 1}` }).post('/api/orders', {
    items,
    shippingAddress: address(phone),
    paymentMethod: 'cash-on-delivery',
    ...(code ? { discountCode: code } : {}),
  });
}

async function quote(items: { _id: string; quantity: number }[], code: string, extra: Record<string, string> = {}) {
  const response = await visitor(shop.app).post('/api/cart/quote', { items, discountCode: code, ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CartQuote>();
}

const usesOf = async (id: string) =>
  (await shop.database.db.select({ uses: discountCodes.uses }).from(discountCodes).where(eq(discountCodes.id, id)))[0]
    ?.uses;

describe('discount codes for staff', () => {
  it('are made, listed, paused, resumed, changed and deleted by staff only', async () => {
    const code = freshCode('EID');
    const made = await staff.post('/api/discount-codes', {
      code: ` ${code.toLowerCase()} `,
      kind: 'percent',
      amount: 25,
      minSubtotal: 1000,
      maxUses: 10,
      startsAt: '2026-03-28T00:00:00+06:00',
      endsAt: '2036-04-02T23:59:00+06:00',
    });
    expect(made.statusCode, made.body).toBe(201);
    const saved = made.json<{ discountCode: DiscountCode }>().discountCode;
    expect(saved).toMatchObject({
      code,
      kind: 'percent',
      amount: 25,
      minSubtotal: 1000,
      maxUses: 10,
      paused: false,
      uses: 0,
      revenue: 0,
      startsAt: '2026-03-27T18:00:00.000Z',
    });

    const listed = await staff.get('/api/discount-codes');
    expect(listed.json<{ codes: DiscountCode[] }>().codes.map((one) => one.code)).toContain(code);

    const { _id, uses: _uses, revenue: _revenue, discounted: _discounted, createdAt: _createdAt, ...rules } = saved;
    const paused = await staff.put(`/api/discount-codes/${_id}`, { ...rules, paused: true });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json<{ discountCode: DiscountCode }>().discountCode.paused).toBe(true);
    const resumed = await staff.put(`/api/discount-codes/${_id}`, { ...rules, amount: 30, paused: false });
    expect(resumed.json<{ discountCode: DiscountCode }>().discountCode).toMatchObject({ paused: false, amount: 30 });

    const twice = await staff.post('/api/discount-codes', { code, kind: 'fixed', amount: 100 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.fields.code).toBe(`There is already a code ${code}.`);

    const shopper = visitor(shop.app, { ip: '198.51.100.41' });
    expect((await shopper.get('/api/discount-codes')).statusCode).toBe(401);
    expect(
      (await shopper.post('/api/discount-codes', { code: freshCode(), kind: 'fixed', amount: 1 })).statusCode,
    ).toBe(401);

    expect((await staff.delete(`/api/discount-codes/${_id}`)).statusCode).toBe(200);
    expect((await staff.delete(`/api/discount-codes/${_id}`)).statusCode).toBe(404);
  });

  it.each([
    ['a percentage above 100', { kind: 'percent', amount: 120 }, 'amount', 'A percentage is from 1 to 100'],
    ['a fixed code of nothing', { kind: 'fixed', amount: 0 }, 'amount', 'Enter the taka a code takes off'],
    [
      'an end before the start',
      { kind: 'fixed', amount: 50, startsAt: '2026-05-01T00:00:00+06:00', endsAt: '2026-04-01T00:00:00+06:00' },
      'endsAt',
      'The end must come after the start',
    ],
    [
      'a code with spaces inside',
      { kind: 'fixed', amount: 50, code: 'EID 25' },
      'code',
      'A code has only letters, digits, - and _',
    ],
    ['a code of nothing', { kind: 'fixed', amount: 50, code: '  ' }, 'code', 'Enter the code shoppers will type'],
    ['an unknown kind', { kind: 'bogo', amount: 50 }, 'kind', 'Kind must be one of: percent, fixed, free-delivery'],
  ])('refuses %s with a 400 that names the field, changing nothing', async (_case, rules, field, message) => {
    const before = (await staff.get('/api/discount-codes')).json<{ codes: DiscountCode[] }>().codes.length;
    const response = await staff.post('/api/discount-codes', { code: freshCode(), ...rules });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
    expect((await staff.get('/api/discount-codes')).json<{ codes: DiscountCode[] }>().codes).toHaveLength(before);
  });

  it('will not lower a code’s limit below the uses it has had', async () => {
    const piece = await insertProduct(shop.database.db, { price: 1000, stock: 10 });
    const code = await makeCode({ kind: 'fixed', amount: 100, maxUses: 5 });
    for (let i = 0; i < 2; i += 1) {
      expect((await order([{ _id: piece.id, quantity: 1 }], code.code)).statusCode).toBe(201);
    }
    const { _id, uses: _u, revenue: _r, discounted: _d, createdAt: _c, ...rules } = code;
    const lowered = await staff.put(`/api/discount-codes/${_id}`, { ...rules, maxUses: 1 });
    expect(lowered.statusCode).toBe(409);
    expect(lowered.json().error.fields.maxUses).toBe(
      'This code has been used 2 times already: allow at least that many uses.',
    );
  });
});

describe('a discount code at checkout', () => {
  it('is priced by the server in the quote and the order, which records it, and counts its use and revenue', async () => {
    const piece = await insertProduct(shop.database.db, { price: 1250, stock: 10 });
    const code = await makeCode({ kind: 'percent', amount: 10 });
    const items = [{ _id: piece.id, quantity: 2 }];

    const quoted = await quote(items, code.code.toLowerCase(), { district: 'dhaka', area: 'dhaka-dhanmondi' });
    expect(quoted).toMatchObject({
      subtotal: 2500,
      shipping: 0,
      discount: 250,
      total: 2250,
      appliedDiscount: { code: code.code, kind: 'percent', amount: 250 },
      discountRefusal: null,
    });

    const placed = await visitor(shop.app, { ip: '198.51.100.45' }).post('/api/orders', {
      items,
      shippingAddress: { ...address(freshPhone()), customerEmail: 'code.buyer@example.com' },
      paymentMethod: 'cash-on-delivery',
      discountCode: code.code,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order: made } = placed.json<{ order: Order }>();
    expect(made).toMatchObject({ subtotal: 2500, discount: 250, discountCode: code.code, total: 2250 });
    // The email says what the code took off.
    await shop.runJobs();
    const mail = shop.mail.findLast((message) => message.to === 'code.buyer@example.com');
    expect(mail?.text).toContain(`  Discount (${code.code}): −Tk 250\n  Delivery: free\n  Total: Tk 2,250`);

    const listed = (await staff.get('/api/discount-codes')).json<{ codes: DiscountCode[] }>().codes;
    expect(listed.find((one) => one._id === code._id)).toMatchObject({ uses: 1, revenue: 2250, discounted: 250 });
  });

  it('takes a fixed amount off at most what the pieces cost, and free delivery takes the fee', async () => {
    const cheap = await insertProduct(shop.database.db, { price: 150, stock: 10 });
    const big = await makeCode({ kind: 'fixed', amount: 500 });
    const items = [{ _id: cheap.id, quantity: 1 }];
    const place = { district: 'dhaka', area: 'dhaka-dhanmondi' };
    expect(await quote(items, big.code, place)).toMatchObject({
      subtotal: 150,
      shipping: 60,
      discount: 150,
      total: 60,
    });

    const free = await makeCode({ kind: 'free-delivery' });
    expect(await quote(items, free.code, place)).toMatchObject({
      subtotal: 150,
      shipping: 60,
      discount: 60,
      total: 150,
    });
    const placed = await order(items, free.code);
    expect(placed.json<{ order: Order }>().order).toMatchObject({ shipping: 60, discount: 60, total: 150 });
  });

  it('rounds a percentage down to whole taka and counts only the pieces it is for', async () => {
    const ring = await insertProduct(shop.database.db, { price: 999, stock: 5, category: 'Finger Ring' });
    const earrings = await insertProduct(shop.database.db, { price: 2000, stock: 5, category: 'Earrings' });
    const code = await makeCode({ kind: 'percent', amount: 15, categories: ['Finger Ring'] });
    const quoted = await quote(
      [
        { _id: ring.id, quantity: 1 },
        { _id: earrings.id, quantity: 1 },
      ],
      code.code,
    );
    // 15 % of Tk 999 is Tk 149.85.
    expect(quoted).toMatchObject({ subtotal: 2999, discount: 149 });
    expect((await quote([{ _id: earrings.id, quantity: 1 }], code.code)).discountRefusal).toMatchObject({
      problem: 'not-for-these',
    });

    const forPiece = await makeCode({ kind: 'fixed', amount: 100, productIds: [earrings.id] });
    expect((await quote([{ _id: earrings.id, quantity: 1 }], forPiece.code)).discount).toBe(100);
    expect((await quote([{ _id: ring.id, quantity: 1 }], forPiece.code)).discountRefusal?.problem).toBe(
      'not-for-these',
    );
  });

  /** Every reason a code does not apply: the quote says it, and the order is refused with words for the shopper. */
  it.each([
    [
      'unknown',
      async () => ({ code: 'NO-SUCH-CODE' }),
      'There is no discount code NO-SUCH-CODE. Check it and try again.',
    ],
    [
      'paused',
      async () => ({ code: (await makeCode({ kind: 'fixed', amount: 50, paused: true })).code }),
      "The code {code} can't be used right now.",
    ],
    [
      'not-yet',
      async () => ({
        code: (await makeCode({ kind: 'fixed', amount: 50, startsAt: '2099-01-01T00:00:00+06:00' })).code,
      }),
      'The code {code} has not started yet.',
    ],
    [
      'expired',
      async () => ({ code: (await makeCode({ kind: 'fixed', amount: 50, endsAt: '2020-01-01T00:00:00+06:00' })).code }),
      'The code {code} has expired.',
    ],
    [
      'below-minimum',
      async () => ({ code: (await makeCode({ kind: 'fixed', amount: 50, minSubtotal: 5000 })).code }),
      'The code {code} needs pieces worth at least Tk 5,000.',
    ],
    [
      'not-for-these',
      async () => ({ code: (await makeCode({ kind: 'fixed', amount: 50, categories: ['Bracelets'] })).code }),
      'The code {code} is not for the pieces in your cart.',
    ],
  ])('refuses a code that is %s', async (problem, setUp, message) => {
    const piece = await insertProduct(shop.database.db, { price: 1200, stock: 5, category: 'Necklaces' });
    const { code } = await setUp();
    const items = [{ _id: piece.id, quantity: 1 }];
    const quoted = await quote(items, code);
    expect(quoted.discountRefusal).toMatchObject({ problem });
    expect(quoted).toMatchObject({ discount: 0, total: quoted.subtotal + quoted.shipping, appliedDiscount: null });

    const refused = await order(items, code);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.fields.discountCode).toBe(message.replace('{code}', code));
    const [left] = await shop.database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, piece.id));
    expect(left?.stock).toBe(5);
  });

  it('speaks Bangla to a Bangla page', async () => {
    const piece = await insertProduct(shop.database.db, { price: 1200, stock: 5 });
    const code = await makeCode({ kind: 'fixed', amount: 50, minSubtotal: 5000 });
    const refused = await visitor(shop.app, { lang: 'bn', ip: '198.51.100.44' }).post('/api/orders', {
      items: [{ _id: piece.id, quantity: 1 }],
      shippingAddress: address(freshPhone()),
      paymentMethod: 'cash-on-delivery',
      discountCode: code.code,
    });
    expect(refused.json().error.fields.discountCode).toBe(
      `${code.code} কোডটি ব্যবহার করতে কমপক্ষে ৳৫,০০০-এর পণ্য কিনতে হবে।`,
    );
  });

  it('keeps a first-order code for numbers and accounts that have not ordered yet', async () => {
    const piece = await insertProduct(shop.database.db, { price: 1000, stock: 10 });
    const code = await makeCode({ kind: 'percent', amount: 10, firstOrderOnly: true });
    const items = [{ _id: piece.id, quantity: 1 }];

    // A guest's number is checked by the order (a quote names no number, so it tells nobody who has ordered).
    const phone = freshPhone();
    expect((await order(items, code.code, phone)).statusCode).toBe(201);
    expect((await quote(items, code.code)).discount).toBe(100);
    const second = await order(items, code.code, phone);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.fields.discountCode).toBe(`The code ${code.code} is for a first order only.`);

    // A signed-in shopper's own account is checked in the quote too.
    const shopper = await signedUpShopper(shop.app, 'Tahmina Akter');
    const asShopper = () => shopper.post('/api/cart/quote', { items, discountCode: code.code });
    expect((await asShopper()).json<CartQuote>().discount).toBe(100);
    const placed = await shopper.post('/api/orders', {
      items,
      shippingAddress: address(freshPhone()),
      paymentMethod: 'cash-on-delivery',
      discountCode: code.code,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await asShopper()).json<CartQuote>().discountRefusal).toMatchObject({ problem: 'first-order-only' });
  });

  it('does not apply when it would take nothing off, so no use is spent', async () => {
    const piece = await insertProduct(shop.database.db, { price: 2500, stock: 10 });
    // Above the free-delivery threshold, free delivery takes nothing off.
    const code = await makeCode({ kind: 'free-delivery', maxUses: 3 });
    const items = [{ _id: piece.id, quantity: 1 }];
    expect((await quote(items, code.code)).discountRefusal).toMatchObject({ problem: 'nothing-off' });
    const refused = await order(items, code.code);
    expect(refused.json().error.fields.discountCode).toBe(`The code ${code.code} takes nothing off this order.`);
    expect(await usesOf(code._id)).toBe(0);
  });

  it('leaves nothing to pay when it takes off everything: only cash on delivery is taken', async () => {
    const piece = await insertProduct(shop.database.db, { price: 2500, stock: 10 });
    const code = await makeCode({ kind: 'percent', amount: 100 });
    const response = await visitor(shop.app, { ip: '198.51.100.46' }).post('/api/orders', {
      items: [{ _id: piece.id, quantity: 1 }],
      shippingAddress: address(freshPhone()),
      paymentMethod: 'bkash',
      trxID: 'BGH4K2L9QZ',
      bkashNumber: '01711000046',
      agreed: true,
      discountCode: code.code,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.paymentMethod).toBe(
      'Nothing is left to pay on this order: choose cash on delivery.',
    );
    expect((await order([{ _id: piece.id, quantity: 1 }], code.code)).json<{ order: Order }>().order.total).toBe(0);
  });

  it('holds a limit per mobile number, and a cancelled order gives its use back', async () => {
    const piece = await insertProduct(shop.database.db, { price: 1000, stock: 10 });
    const code = await makeCode({ kind: 'fixed', amount: 100, usesPerPhone: 1, maxUses: 5 });
    const items = [{ _id: piece.id, quantity: 1 }];
    const phone = freshPhone();
    const first = await order(items, code.code, phone);
    expect(first.statusCode).toBe(201);
    const again = await order(items, code.code, phone);
    expect(again.json().error.fields.discountCode).toBe(`This mobile number has already used the code ${code.code}.`);
    // Another number may still use it.
    expect((await order(items, code.code)).statusCode).toBe(201);
    expect(await usesOf(code._id)).toBe(2);

    const { order: placed } = first.json<{ order: Order }>();
    const cancelled = await staff.put(`/api/orders/${placed._id}`, { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await usesOf(code._id)).toBe(1);
    expect((await order(items, code.code, phone)).statusCode).toBe(201);
  });

  it('gives its last use to one of 20 checkouts at the same moment; the others are told it is used up', async () => {
    const piece = await insertProduct(shop.database.db, { price: 1500, stock: 100 });
    const code = await makeCode({ kind: 'percent', amount: 20, maxUses: 1 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        order([{ _id: piece.id, quantity: 1 }], code.code, freshPhone(), `198.18.41.${i + 1}`),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json().error.fields.discountCode).toBe(`The code ${code.code} has been used up.`);
    }
    expect(await usesOf(code._id)).toBe(1);
    const [left] = await shop.database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, piece.id));
    expect(left?.stock).toBe(99);
  });
});
