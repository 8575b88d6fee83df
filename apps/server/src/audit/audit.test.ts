import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { AuditEntry, AuditList } from '@alankar/shared/audit-schemas';
import type { Product } from '@alankar/shared/catalogue';
import type { DiscountCode } from '@alankar/shared/discount-schemas';
import { useBkashShop } from '../../test/bkash-shop';
import { visitor } from '../../test/browser-like';
import { placeOrderFor, signedUpShopper, type Shopper } from '../../test/shopper';
import { insertProduct } from '../db/factories';
import { auditEntries, users } from '../db/schema';

const STAFF = { email: 'audit-owner@alankar.test', password: 'audit-owner-password' };
const { bkash, shop } = await useBkashShop({ ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password });

type Visitor = ReturnType<typeof visitor>;
let staff: Visitor;
/** A second staff member, for the filter by who. */
let helper: Shopper;
let customer: Shopper;

beforeAll(async () => {
  staff = visitor(shop.app, { ip: '198.51.100.60' });
  expect((await staff.signIn(STAFF.email, STAFF.password)).statusCode).toBe(200);
  customer = await signedUpShopper(shop.app, 'Audit Customer');
  helper = await signedUpShopper(shop.app, 'Tania Helper');
  await shop.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, helper.email));
  expect((await helper.signIn(helper.email, 'customer-password')).statusCode).toBe(200);
});

/** The record as staff read it, with `query` as the page's filters. */
async function audit(query = ''): Promise<AuditList> {
  const response = await staff.get(`/api/audit${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditList>();
}

/** Every entry about one thing, newest first. */
async function entriesAbout(subjectId: string): Promise<AuditEntry[]> {
  return (await audit('?size=100')).entries.filter((entry) => entry.subject.id === subjectId);
}

const ownerEmail = STAFF.email;

describe('the record of what staff changed', () => {
  it('records a price change with who made it, and the price before and after', async () => {
    const piece = await insertProduct(shop.database.db, { title: 'Audit Hoops', price: 900, stock: 3 });
    expect((await staff.put(`/api/products/${piece.id}`, { price: 950 })).statusCode).toBe(200);

    const [entry, ...more] = await entriesAbout(piece.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'product.price',
      actor: { email: ownerEmail, id: expect.any(String) },
      subject: { kind: 'product', id: piece.id, label: 'Audit Hoops' },
      before: { price: 900 },
      after: { price: 950 },
    });
    expect(Date.now() - Date.parse(entry!.at)).toBeLessThan(60_000);
  });

  it('records a stock change of one variant by its name, from the old stock to the new', async () => {
    const made = await staff.post('/api/products', {
      title: 'Audit Band',
      category: 'Finger Ring',
      images: ['/images/hero-earrings.webp'],
      options: [{ name: 'Ring size', values: ['6', '7'] }],
      variants: [
        { options: ['6'], price: 1500, stock: 2 },
        { options: ['7'], price: 1500, stock: 3 },
      ],
    });
    expect(made.statusCode, made.body).toBe(201);
    const band = made.json<{ product: Product }>().product;
    const seven = band.variants.find((variant) => variant.options[0] === '7')!;
    const changed = await staff.put(`/api/products/${band._id}`, { variantId: seven._id, stockChange: 2 });
    expect(changed.statusCode, changed.body).toBe(200);

    const [stock, created] = await entriesAbout(band._id);
    expect(stock).toMatchObject({
      action: 'product.stock',
      subject: { label: 'Audit Band' },
      before: { 'stock · Ring size 7': 3 },
      after: { 'stock · Ring size 7': 5 },
    });
    expect(Object.keys(stock!.after!)).toEqual(['stock · Ring size 7']);
    expect(created).toMatchObject({
      action: 'product.create',
      before: null,
      after: { title: 'Audit Band', 'price · Ring size 6': 1500, 'stock · Ring size 7': 3 },
    });
  });

  it('records nothing for a change the shop refused', async () => {
    const piece = await insertProduct(shop.database.db, { price: 900, stock: 3 });
    const refused = await staff.put(`/api/products/${piece.id}`, { salePrice: 1200 });
    expect(refused.statusCode).toBe(400);
    const settings = (await shop.app.inject('/api/settings')).json<Record<string, unknown>>();
    const nowhere = await staff.put('/api/settings', { ...settings, suburbs: ['atlantis'] });
    expect(nowhere.statusCode).toBe(400);

    expect(await entriesAbout(piece.id)).toEqual([]);
    expect((await audit('?action=settings')).count).toBe(0);
  });

  it('records a post made, changed and deleted, with long texts cut short', async () => {
    const body = 'Silver darkens in damp air. '.repeat(10);
    const made = await staff.post('/api/blogs', { title: 'Caring for silver', summary: 'Keep it dry.', excerpt: body });
    const id = made.json<{ insertedId: string }>().insertedId;
    expect((await staff.put(`/api/blogs/${id}`, { title: 'Caring for your silver' })).statusCode).toBe(200);
    // Changed past where the record cuts it short: still a change.
    expect((await staff.put(`/api/blogs/${id}`, { excerpt: `${body}Wipe it after wearing.` })).statusCode).toBe(200);
    expect((await staff.delete(`/api/blogs/${id}`)).statusCode).toBe(200);

    const entries = await entriesAbout(id);
    expect(entries.map((entry) => entry.action)).toEqual(['blog.delete', 'blog.update', 'blog.update', 'blog.create']);
    expect(entries[2]).toMatchObject({
      before: { title: 'Caring for silver' },
      after: { title: 'Caring for your silver' },
      subject: { kind: 'blog', label: 'Caring for your silver' },
    });
    expect(Object.keys(entries[1]!.after!)).toEqual(['excerpt']);
    expect(String(entries[1]!.after!.excerpt)).toHaveLength(120);
    expect(entries[0]).toMatchObject({
      before: { title: 'Caring for your silver', summary: 'Keep it dry.' },
      after: null,
    });
  });

  it('records the settings a save changed, and each number blocked or let through on its own', async () => {
    const settings = (await shop.app.inject('/api/settings')).json<Record<string, unknown>>();
    const renamed = await staff.put('/api/settings', { ...settings, displayName: 'Alankar Audit' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const [update, ...more] = (await audit('?action=settings.update')).entries;
    expect(more).toEqual([]);
    expect(update).toMatchObject({
      subject: { kind: 'settings', label: 'Shop settings' },
      before: { displayName: settings.displayName },
      after: { displayName: 'Alankar Audit' },
    });
    expect(Object.keys(update!.after!)).toEqual(['displayName']);

    const blocked = await staff.put('/api/settings', {
      ...settings,
      displayName: 'Alankar Audit',
      blockedPhones: ['01711000001'],
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    const freed = await staff.put('/api/settings', { ...settings, displayName: 'Alankar Audit', blockedPhones: [] });
    expect(freed.statusCode, freed.body).toBe(200);

    const list = await audit('?action=blocklist');
    expect(list.entries).toMatchObject([
      { action: 'blocklist.remove', subject: { kind: 'phone', label: '01711000001' }, after: { blocked: false } },
      { action: 'blocklist.add', subject: { kind: 'phone', label: '01711000001' }, after: { blocked: true } },
    ]);
    // Changing only the blocklist is not a change of the other settings.
    expect((await audit('?action=settings')).count).toBe(1);
  });

  it('records a staff member’s order status change, and nothing of the shopper’s order', async () => {
    const { order, pieceId } = await placeOrderFor(customer, shop.database.db, 'cash-on-delivery');
    expect(await entriesAbout(order._id)).toEqual([]);
    expect(await entriesAbout(pieceId)).toEqual([]);

    expect((await staff.put(`/api/orders/${order._id}`, { status: 'confirmed' })).statusCode).toBe(200);
    const [entry, ...more] = await entriesAbout(order._id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'order.status',
      subject: { kind: 'order', label: `#${order.number}` },
      before: { status: 'pending' },
      after: { status: 'confirmed' },
    });
  });

  it('records a refund with its amount and how it went back', async () => {
    const { order } = await placeOrderFor(customer, shop.database.db, 'bkash-checkout', { price: 2000 });
    const { redirectUrl } = (await customer.post(`/api/orders/${order._id}/payment`)).json<{ redirectUrl: string }>();
    const paymentID = redirectUrl.split('/pay/')[1]!;
    bkash.payments.get(paymentID)!.approved = true;
    await customer.get(`/api/payments/bkash/return?paymentID=${paymentID}&status=success`);
    expect(await entriesAbout(order._id)).toEqual([]);

    const refund = await staff.post(`/api/orders/${order._id}/refunds`, { amount: 500, reason: 'A stone was loose' });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await entriesAbout(order._id)).toMatchObject([
      {
        action: 'order.refund',
        actor: { email: ownerEmail },
        before: null,
        after: { refunded: 500, method: 'bkash-checkout', reason: 'A stone was loose' },
      },
    ]);
  });

  it('records a discount code made, changed and deleted', async () => {
    const code = `AUDIT${randomUUID().slice(0, 6).toUpperCase()}`;
    const made = await staff.post('/api/discount-codes', { code, kind: 'fixed', amount: 100 });
    const saved = made.json<{ discountCode: DiscountCode }>().discountCode;
    const changed = await staff.put(`/api/discount-codes/${saved._id}`, { code, kind: 'fixed', amount: 150 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await staff.delete(`/api/discount-codes/${saved._id}`)).statusCode).toBe(200);

    const entries = await entriesAbout(saved._id);
    expect(entries).toMatchObject([
      { action: 'discount.delete', before: { code, amount: 150 }, after: null },
      { action: 'discount.update', before: { amount: 100 }, after: { amount: 150 }, subject: { label: code } },
      { action: 'discount.create', before: null, after: { code, kind: 'fixed', amount: 100, paused: false } },
    ]);
    expect(Object.keys(entries[1]!.after!)).toEqual(['amount']);
  });

  it('filters by who, by what and by Dhaka day', async () => {
    const piece = await insertProduct(shop.database.db, { price: 700, stock: 2 });
    expect((await helper.put(`/api/products/${piece.id}`, { stock: 4 })).statusCode).toBe(200);

    const byHelper = await audit(`?actor=${encodeURIComponent(helper.email.toUpperCase())}`);
    expect(byHelper.entries).toMatchObject([
      { action: 'product.stock', actor: { email: helper.email, name: 'Tania Helper' }, before: { stock: 2 } },
    ]);
    const helperId = byHelper.entries[0]!.actor.id!;
    expect((await audit(`?actor=${helperId}`)).count).toBe(1);
    expect(byHelper.actors.map((actor) => actor.email)).toEqual(expect.arrayContaining([ownerEmail, helper.email]));

    const products = await audit('?action=product&size=100');
    expect(new Set(products.entries.map((entry) => entry.action.split('.')[0]))).toEqual(new Set(['product']));
    expect((await audit('?action=product.stock')).entries.map((entry) => entry.action)).toEqual([
      'product.stock',
      'product.stock',
    ]);

    const dhakaToday = new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);
    const dhakaDay = (offset: number) =>
      new Date(Date.parse(dhakaToday) + offset * 86_400_000).toISOString().slice(0, 10);
    const all = await audit();
    expect((await audit(`?from=${dhakaToday}&to=${dhakaToday}`)).count).toBe(all.count);
    expect((await audit(`?to=${dhakaDay(-1)}`)).count).toBe(0);
    expect((await audit(`?from=${dhakaDay(1)}`)).count).toBe(0);

    const paged = await audit('?size=2&page=1');
    expect(paged.entries).toEqual(all.entries.slice(2, 4));
    expect(paged.count).toBe(all.count);
    expect((await staff.get('/api/audit?from=yesterday')).statusCode).toBe(400);
    // A real date the database can't hold is a user's mistake too, not a crash.
    for (const day of ['0000-01-01', '9999-12-31']) {
      expect((await staff.get(`/api/audit?from=${day}`)).statusCode, day).toBe(400);
      expect((await staff.get(`/api/audit?to=${day}`)).statusCode, day).toBe(400);
    }
  });

  it('is shown to staff only', async () => {
    expect((await customer.get('/api/audit')).statusCode).toBe(403);
    expect((await visitor(shop.app, { ip: '198.51.100.61' }).get('/api/audit')).statusCode).toBe(401);
  });

  it('can’t be edited or emptied, even at the database', async () => {
    const { db } = shop.database;
    /** What the database answered a statement: its own words (drizzle wraps them). */
    const answer = (statement: Promise<unknown>) =>
      statement.then(
        () => 'done',
        (error: Error) => (error.cause instanceof Error ? error.cause : error).message,
      );
    const before = (await audit()).count;
    expect(before).toBeGreaterThan(0);
    expect(await answer(db.execute(sql`update ${auditEntries} set action = 'product.update'`))).toMatch(
      'audit_entries can only be added to (UPDATE refused)',
    );
    expect(await answer(db.execute(sql`delete from ${auditEntries}`))).toMatch(
      'audit_entries can only be added to (DELETE refused)',
    );
    expect(await answer(db.execute(sql`truncate ${auditEntries}`))).toMatch(
      'audit_entries can only be added to (TRUNCATE refused)',
    );
    expect((await audit()).count).toBe(before);
  });
});
