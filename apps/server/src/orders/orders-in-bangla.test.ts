import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Order } from '@alankar/shared/order-schemas';
import { bengaliDigits } from '@alankar/shared/lang';
import { useTestShop } from '../../test/test-app';
import { visitor } from '../../test/browser-like';
import { insertProduct } from '../db/factories';
import { refundSentMail } from './order-emails';

const STAFF = { email: 'bangla-owner@alankar.test', password: 'bangla-owner-password' };
const shop = useTestShop({ AUTH_IP_LIMIT_PER_MINUTE: '100000', ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password });

let sequence = 0;

/** A shopper on the Bangla pages: the web app asks the API in Bangla. */
async function banglaShopper() {
  sequence += 1;
  const email = `rahima.${randomUUID().slice(0, 8)}@example.com`;
  const person = visitor(shop.app, { ip: `203.0.113.${100 + sequence}`, lang: 'bn' });
  expect((await person.signUp({ name: 'রহিমা খাতুন', email, password: 'customer-password' })).statusCode).toBe(200);
  return Object.assign(person, { email });
}

const address = (email: string) => ({
  name: 'রহিমা খাতুন',
  customerEmail: email,
  number: '01711-223344',
  address: 'বাড়ি ১২, রোড ৫, ধানমন্ডি',
  city: 'ঢাকা',
});

const BENGALI = /[\u0980-\u09FF]/;

describe('an order placed from the Bangla pages', () => {
  it('remembers its language and writes its emails in Bangla, with Bangla prices', async () => {
    const earrings = await insertProduct(shop.database.db, {
      title: 'Silver Jhumka',
      titleBn: 'রুপার ঝুমকা',
      price: 62500,
      stock: 3,
    });
    const buyer = await banglaShopper();
    const response = await buyer.post('/api/orders', {
      items: [{ _id: earrings.id, quantity: 2 }],
      shippingAddress: address(buyer.email),
      paymentMethod: 'cash-on-delivery',
    });
    expect(response.statusCode).toBe(201);
    const { order } = response.json<{ order: Order }>();
    expect(order.lang).toBe('bn');

    await shop.runJobs();
    const received = shop.mail.findLast((message) => message.to === buyer.email);
    expect(received?.subject).toBe(`আপনার অর্ডার #${bengaliDigits(order.number)} আমরা পেয়েছি`);
    expect(received?.text).toContain('প্রিয় রহিমা খাতুন,');
    expect(received?.text).toContain('২ × রুপার ঝুমকা — ৳১,২৫,০০০');
    expect(received?.text).toContain('মোট: ৳১,২৫,০০০');
    expect(received?.text).toContain('কুরিয়ারকে নগদে পরিশোধ করবেন');
    expect(received?.text).not.toMatch(/Tk |Total|Hello/);

    const owner = visitor(shop.app, { ip: '198.51.100.9' });
    expect((await owner.signIn(STAFF.email, STAFF.password)).statusCode).toBe(200);
    expect((await owner.put(`/api/orders/${order._id}`, { status: 'confirmed' })).statusCode).toBe(200);
    await shop.runJobs();
    const confirmed = shop.mail.findLast((message) => message.to === buyer.email);
    expect(confirmed?.subject).toBe(`আপনার অর্ডার #${bengaliDigits(order.number)} কনফার্ম হয়েছে`);
  });

  it('an order placed in English keeps English emails', async () => {
    const piece = await insertProduct(shop.database.db, { title: 'Pearl Studs', titleBn: 'মুক্তার টপ', price: 1250, stock: 2 });
    const buyer = visitor(shop.app, { ip: '203.0.113.201' });
    const email = `nadia.${randomUUID().slice(0, 8)}@example.com`;
    expect((await buyer.signUp({ name: 'Nadia', email, password: 'customer-password' })).statusCode).toBe(200);
    const response = await buyer.post('/api/orders', {
      items: [{ _id: piece.id, quantity: 1 }],
      shippingAddress: { ...address(email), name: 'Nadia' },
      paymentMethod: 'cash-on-delivery',
    });
    const { order } = response.json<{ order: Order }>();
    expect(order.lang).toBe('en');
    await shop.runJobs();
    const received = shop.mail.findLast((message) => message.to === email);
    expect(received?.subject).toBe(`We received your order #${order.number}`);
    expect(received?.text).toContain('1 × Pearl Studs — Tk 1,250');
  });
});

describe('a refund email', () => {
  it('is written in the language the order was placed in', () => {
    const order = { number: 100245, shippingName: 'রহিমা', shippingEmail: 'rahima@example.com' };
    const shop = { displayName: 'Alankar', bkashNumber: '01711000000' };
    expect(refundSentMail({ ...order, lang: 'bn' }, 125000, shop)).toMatchObject({
      to: 'rahima@example.com',
      subject: 'অর্ডার #১০০২৪৫-এর টাকা আমরা ফেরত পাঠিয়েছি',
      text: expect.stringContaining('আপনার অর্ডার #১০০২৪৫-এর ৳১,২৫,০০০ আমরা ফেরত পাঠিয়েছি'),
    });
    expect(refundSentMail({ ...order, lang: 'en' }, 125000, shop).subject).toBe(
      'We have sent you a refund for order #100245',
    );
  });
});

describe('the API answers a Bangla page in Bangla', () => {
  it('words every field of a bad checkout in Bangla, and changes nothing', async () => {
    const buyer = await banglaShopper();
    const response = await buyer.post('/api/orders', {
      items: [],
      shippingAddress: { name: '', customerEmail: buyer.email, number: '12345', address: '', district: 'dhaka' },
      paymentMethod: 'cash-on-delivery',
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json<{ error: { message: string; fields: Record<string, string> } }>();
    expect(error.fields).toMatchObject({
      'shippingAddress.name': 'আপনার পুরো নাম লিখুন',
      'shippingAddress.address': 'আপনার ঠিকানা লিখুন',
      'shippingAddress.area': 'আপনার এলাকা বেছে নিন',
      items: 'আপনার কার্ট খালি',
    });
    expect(error.fields['shippingAddress.number']).toMatch(BENGALI);
    for (const text of Object.values(error.fields)) expect(text).toMatch(BENGALI);
    expect(error.message).toContain('আপনার পুরো নাম লিখুন');
  });

  it('names a piece that sold out by its Bangla title', async () => {
    const ring = await insertProduct(shop.database.db, { title: 'Ruby Ring', titleBn: 'রুবি আংটি', price: 900, stock: 1 });
    const buyer = await banglaShopper();
    const response = await buyer.post('/api/orders', {
      items: [{ _id: ring.id, quantity: 3 }],
      shippingAddress: address(buyer.email),
      paymentMethod: 'cash-on-delivery',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ error: { message: string } }>().error.message).toBe(
      'রুবি আংটি আর মাত্র ১টি আছে। পরিমাণ কমিয়ে আবার চেষ্টা করুন।',
    );
  });

  it('answers a wrong password in Bangla', async () => {
    const person = visitor(shop.app, { ip: '203.0.113.240', lang: 'bn' });
    const response = await person.signIn('nobody-here@example.com', 'not-the-password');
    expect(response.statusCode).toBe(401);
    expect(response.json<{ error: { message: string } }>().error.message).toBe('ইমেইল বা পাসওয়ার্ড সঠিক নয়');
  });
});
