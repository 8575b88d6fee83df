import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { publicSettings, type ShopSettings } from '@alankar/shared/settings';
import type { Order } from '@alankar/shared/order-schemas';
import { useTestShop } from '../../test/test-app';
import { visitor } from '../../test/browser-like';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { insertProduct } from '../db/factories';

const STAFF = { email: 'settings-owner@alankar.test', password: 'settings-owner-password' };
const env = {
  AUTH_IP_LIMIT_PER_MINUTE: '100000',
  ADMIN_EMAIL: STAFF.email,
  ADMIN_PASSWORD: STAFF.password,
  SHOP_NAME: 'Alankar Test',
  FREE_SHIPPING_ABOVE: '2000',
};
const shop = useTestShop(env);

const changed: ShopSettings = {
  displayName: 'Alankar Jewels',
  whatsappNumber: '8801811223344',
  instagramUrl: 'https://www.instagram.com/alankar.jewels',
  bkashNumber: '01811223344',
  zones: {
    'inside-dhaka': { fee: 70, minDays: 1, maxDays: 2 },
    'dhaka-suburbs': { fee: 110, minDays: 2, maxDays: 4 },
    'outside-dhaka': { fee: 150, minDays: 3, maxDays: 6 },
  },
  suburbs: ['dhaka-savar', 'gazipur', 'narayanganj', 'munshiganj'],
  freeShippingAbove: 5000,
  chat: { placeholder: 'Ask us anything…', notificationDelaySeconds: 0 },
  paymentMethods: ['cash-on-delivery', 'bkash'],
  orderLimits: { ordersPerDay: 50, unpaidPieces: 40 },
  codPhoneCode: false,
  defaultCourier: 'steadfast',
  blockedPhones: ['01911000111'],
  autoBlockAfterReturns: 3,
  advanceFee: { noHistory: true, belowRate: 60, codAbove: 8000 },
  contact: {
    phone: '09611-223344',
    email: 'care@alankar.com.bd',
    address: 'Shop 14, Level 3, Bashundhara City, Panthapath, Dhaka 1215',
    tradeLicence: 'TRAD/DNCC/012345/2024',
    dbid: 'DBID-1234567890',
  },
  banner: {
    en: { tag: '', title: 'Eid Collection', text: 'New pieces for Eid, made in Dhaka.', button: 'See the collection' },
    bn: { tag: '', title: 'ঈদ কালেকশন', text: 'ঈদের নতুন গয়না, ঢাকায় তৈরি।', button: 'কালেকশন দেখুন' },
  },
  figures: { years: 4, happyClients: 0, positiveReviews: 0, dedicatedMembers: 0, delivered: 1200 },
  sizeGuide: {
    en: 'Measure a ring that fits across the inside. Between two sizes, choose the larger.',
    bn: 'মাপমতো একটি আংটির ভেতরের ব্যাস মাপুন।',
  },
};

describe('shop settings', () => {
  let staff: ReturnType<typeof visitor>;
  let secondInstance: FastifyInstance;
  beforeAll(async () => {
    staff = visitor(shop.app, { ip: '198.51.100.60' });
    expect((await staff.signIn(STAFF.email, STAFF.password)).statusCode).toBe(200);
    // A second server on the same database, as behind a load balancer.
    secondInstance = await buildApp({
      config: readConfig({ DATA_DIR: shop.dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', ...env }),
      database: shop.database,
      mailer: { send: async () => {} },
      jobs: 'manual',
    });
    await secondInstance.ready();
    return () => secondInstance.close();
  });

  it('start from the environment', async () => {
    const response = await shop.app.inject('/api/settings');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      displayName: 'Alankar Test',
      zones: { 'inside-dhaka': { fee: 60 }, 'dhaka-suburbs': { fee: 100 }, 'outside-dhaka': { fee: 120 } },
      freeShippingAbove: 2000,
    });
  });

  it('are saved by staff and read at once by every instance, in pricing too', async () => {
    const saved = await staff.put('/api/settings', {
      ...changed,
      whatsappNumber: '+880 1811-223344',
      bkashNumber: '+880 1811-223344',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ modifiedCount: 1, settings: changed });
    // Everyone reads the shop's settings, but never the blocklist or the rules against fake orders.
    expect((await secondInstance.inject('/api/settings')).json()).toEqual(publicSettings(changed));
    expect(await secondInstance.services.settings.get()).toEqual(changed);

    // The other instance prices an order with the new fees and threshold: by the address's zone.
    const buyer = visitor(secondInstance, { ip: '203.0.113.61' });
    const email = `settings.${randomUUID().slice(0, 8)}@example.com`;
    expect((await buyer.signUp({ name: 'Rima Akter', email, password: 'customer-password' })).statusCode).toBe(200);
    const piece = await insertProduct(shop.database.db, { price: 2500, stock: 3 });
    const placed = await buyer.post('/api/orders', {
      items: [{ _id: piece.id, quantity: 1 }],
      shippingAddress: {
        name: 'Rima Akter',
        customerEmail: email,
        number: '01711223344',
        address: 'Road 2',
        district: 'dhaka',
        area: 'dhaka-dhanmondi',
      },
      paymentMethod: 'cash-on-delivery',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json<{ order: Order }>().order).toMatchObject({ subtotal: 2500, shipping: 70, total: 2570 });
    // A place the owner added to the suburbs is priced as one.
    const quoted = await buyer.post('/api/cart/quote', {
      items: [{ _id: piece.id, quantity: 1 }],
      district: 'munshiganj',
      area: 'munshiganj-sirajdikhan',
    });
    expect(quoted.json()).toMatchObject({ shipping: 110, delivery: { zone: 'dhaka-suburbs', minDays: 2, maxDays: 4 } });

    // Above the new threshold, delivery is free.
    const free = await buyer.post('/api/orders', {
      items: [{ _id: piece.id, quantity: 2 }],
      shippingAddress: {
        name: 'Rima Akter',
        customerEmail: email,
        number: '01711223344',
        address: 'Road 2',
        city: 'Dhaka',
      },
      paymentMethod: 'cash-on-delivery',
    });
    // Named only by its city (an older client), an address is priced as outside Dhaka.
    expect(free.json<{ order: Order }>().order).toMatchObject({ subtotal: 5000, shipping: 150, total: 5150 });

    // A way to pay the owner no longer offers is refused, by the other instance too.
    expect((await staff.put('/api/settings', { ...changed, paymentMethods: ['cash-on-delivery'] })).statusCode).toBe(
      200,
    );
    const byBkash = await buyer.post('/api/orders', {
      items: [{ _id: piece.id, quantity: 1 }],
      shippingAddress: {
        name: 'Rima Akter',
        customerEmail: email,
        number: '01711223344',
        address: 'Road 2',
        city: 'Dhaka',
      },
      paymentMethod: 'bkash',
      trxID: '9BC4D7E2F1',
      bkashNumber: '01711223344',
      agreed: true,
    });
    expect(byBkash.statusCode).toBe(400);
    expect(byBkash.json().error.fields).toEqual({ paymentMethod: '“bKash” is not available right now' });
    expect((await staff.put('/api/settings', changed)).statusCode).toBe(200);
  });

  it('refuse bad values with a message per field and change nothing', async () => {
    const before = (await shop.app.inject('/api/settings')).json<ShopSettings>();
    const refused = await staff.put('/api/settings', {
      ...changed,
      displayName: '',
      whatsappNumber: 'call us',
      instagramUrl: 'javascript:alert(1)',
      bkashNumber: '01211000000',
      zones: { ...changed.zones, 'inside-dhaka': { fee: -5, minDays: 3, maxDays: 1 } },
      freeShippingAbove: 99.5,
      chat: { placeholder: 'x'.repeat(81), notificationDelaySeconds: 5 },
      paymentMethods: ['bkash', 'bkash'],
    });
    expect(refused.statusCode).toBe(400);
    const { error } = refused.json<{ error: { code: string; fields: Record<string, string> } }>();
    expect(error.code).toBe('invalid');
    expect(Object.keys(error.fields).sort()).toEqual(
      [
        'bkashNumber',
        'chat.notificationDelaySeconds',
        'chat.placeholder',
        'displayName',
        'freeShippingAbove',
        'instagramUrl',
        'paymentMethods',
        'zones.inside-dhaka.fee',
        'zones.inside-dhaka.maxDays',
        'whatsappNumber',
      ].sort(),
    );
    expect(error.fields.paymentMethods).toBe('List each way to pay once');
    const none = await staff.put('/api/settings', { ...changed, paymentMethods: [] });
    expect(none.json().error.fields).toEqual({ paymentMethods: 'Offer at least one way to pay' });
    const nowhere = await staff.put('/api/settings', { ...changed, suburbs: ['dhaka-savar', 'atlantis'] });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().error.fields).toEqual({ 'suburbs.1': '“atlantis” is not a district or area on the list' });
    expect((await shop.app.inject('/api/settings')).json()).toEqual(before);
  });

  it('are changed by staff only', async () => {
    expect((await visitor(shop.app).put('/api/settings', changed)).statusCode).toBe(401);
    const customer = visitor(shop.app, { ip: '203.0.113.62' });
    const email = `curious.${randomUUID().slice(0, 8)}@example.com`;
    await customer.signUp({ name: 'Curious Customer', email, password: 'customer-password' });
    const refused = await customer.put('/api/settings', { ...changed, freeShippingAbove: 0 });
    expect(refused.statusCode).toBe(403);
    expect((await shop.app.inject('/api/settings')).json<ShopSettings>().freeShippingAbove).toBe(
      changed.freeShippingAbove,
    );
  });
});
