import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Order } from '@alankar/shared/order-schemas';
import type { ShopSettings } from '@alankar/shared/settings';
import { startSmsStandIn } from '../../../../e2e/support/sms-server.mjs';
import { useTestShop } from '../../test/test-app';
import { visitor } from '../../test/browser-like';
import { insertProduct } from '../db/factories';
import { phoneCodes, users } from '../db/schema';
import { PHONE_NOT_PROVED } from '../orders/order-service';
import { PHONE_CODE_RULES } from './phone-code-service';

const STAFF = { email: 'phone-codes-owner@alankar.test', password: 'phone-codes-owner-password' };
const sms = await startSmsStandIn({ apiToken: 'phone-codes-sms' });
afterAll(() => sms.close());
const shop = useTestShop({
  AUTH_IP_LIMIT_PER_MINUTE: '100000',
  ADMIN_EMAIL: STAFF.email,
  ADMIN_PASSWORD: STAFF.password,
  SMS_PROVIDER: 'alphasms',
  SMS_API_TOKEN: 'phone-codes-sms',
  SMS_BASE_URL: sms.url,
});

type Visitor = ReturnType<typeof visitor>;
let phoneCounter = 0;
let ipCounter = 0;
const freshPhone = () => `0171${String(10_000_000 + (phoneCounter += 1)).slice(1)}`;
const freshVisitor = (lang?: 'en' | 'bn') => visitor(shop.app, { ip: `198.51.100.${(ipCounter += 1)}`, lang });

async function codOrder(buyer: Visitor, phone: string) {
  const piece = await insertProduct(shop.database.db, { price: 900, stock: 5 });
  return buyer.post('/api/orders', {
    items: [{ _id: piece.id, quantity: 1 }],
    shippingAddress: { name: 'Mitu Akter', number: phone, address: 'Road 9', district: 'dhaka', area: 'dhaka-mirpur' },
    paymentMethod: 'cash-on-delivery',
  });
}

/** Asks for a code and reads it from the SMS the gateway took. */
async function codeFor(buyer: Visitor, phone: string): Promise<string> {
  const asked = await buyer.post('/api/phone-verifications', { phone });
  expect(asked.statusCode, asked.body).toBe(202);
  await shop.runJobs();
  const text = sms.sent().filter((message) => message.to === phone).at(-1)?.text ?? '';
  return /^(\d{6}) /.exec(text)?.[1] ?? '';
}

describe('a phone code before cash on delivery', () => {
  let staff: Visitor;
  let settings: ShopSettings;
  beforeAll(async () => {
    staff = freshVisitor();
    expect((await staff.signIn(STAFF.email, STAFF.password)).statusCode).toBe(200);
    settings = (await shop.app.inject('/api/settings')).json<ShopSettings>();
    expect(settings.codPhoneCode).toBe(false);
    // Off by default: a cash order needs no code.
    expect((await codOrder(freshVisitor(), freshPhone())).statusCode).toBe(201);
    expect((await staff.put('/api/settings', { ...settings, codPhoneCode: true })).statusCode).toBe(200);
  });

  it('is needed once the owner turns it on, and proves the number for this browser', async () => {
    const buyer = freshVisitor();
    const phone = freshPhone();
    const refused = await codOrder(buyer, phone);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ message: PHONE_NOT_PROVED, fields: { phoneCode: PHONE_NOT_PROVED } });
    expect((await buyer.get(`/api/phone-verifications/${phone}`)).json()).toEqual({ verified: false });

    const code = await codeFor(buyer, phone);
    expect(sms.sent().at(-1)?.text).toBe(`${code} is your Alankar code. It works for 5 minutes. Do not share it.`);
    // Kept only as a hash.
    const [row] = await shop.database.db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone));
    expect(JSON.stringify(row)).not.toContain(code);

    const confirmed = await buyer.post('/api/phone-verifications/confirm', { phone, code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.headers['set-cookie']).toMatch(/^verified_phone=[^;]+; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax/);
    expect((await buyer.get(`/api/phone-verifications/${phone}`)).json()).toEqual({ verified: true });
    expect((await codOrder(buyer, phone)).statusCode).toBe(201);
    // The proof is this number's: another number still needs its own.
    expect((await codOrder(buyer, freshPhone())).statusCode).toBe(400);
    // And this browser's: another browser's cash order for the number needs its own code.
    expect((await codOrder(freshVisitor(), phone)).statusCode).toBe(400);
    // A forged cookie proves nothing.
    const forger = freshVisitor();
    const forged = await shop.app.inject({
      method: 'GET',
      url: `/api/phone-verifications/${phone}`,
      headers: { cookie: `verified_phone=${phone}.9999999999.AAAA` },
    });
    expect(forged.json()).toEqual({ verified: false });
    expect((await codOrder(forger, phone)).statusCode).toBe(400);
  });

  it('allows three tries, then asks for a new code', async () => {
    const buyer = freshVisitor();
    const phone = freshPhone();
    const code = await codeFor(buyer, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await buyer.post('/api/phone-verifications/confirm', { phone, code: wrong });
    expect(first.statusCode).toBe(400);
    expect(first.json().error.fields).toEqual({ code: 'This code is not right. 2 tries left.' });
    await buyer.post('/api/phone-verifications/confirm', { phone, code: wrong });
    const third = await buyer.post('/api/phone-verifications/confirm', { phone, code: wrong });
    expect(third.json().error.message).toBe('This code is not right. Ask for a new one.');
    const late = await buyer.post('/api/phone-verifications/confirm', { phone, code });
    expect(late.statusCode).toBe(429);
    expect(late.json().error.message).toBe('Too many wrong tries. Ask for a new code.');
    expect((await buyer.post('/api/phone-verifications/confirm', { phone, code: '12ab' })).statusCode).toBe(400);
  });

  it('expires after five minutes, and is sent again only after a minute', async () => {
    const buyer = freshVisitor();
    const phone = freshPhone();
    const code = await codeFor(buyer, phone);
    const again = await buyer.post('/api/phone-verifications', { phone });
    expect(again.statusCode).toBe(429);
    expect(again.json().error.message).toMatch(/^We have just sent a code\. You can ask for another in \d+ seconds\.$/);
    await shop.database.db.execute(
      sql`update phone_codes set expires_at = now() - interval '1 second', created_at = now() - interval '6 minutes' where phone = ${phone}`,
    );
    const expired = await buyer.post('/api/phone-verifications/confirm', { phone, code });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.message).toBe('This code has expired. Ask for a new one.');
    const fresh = await codeFor(buyer, phone);
    expect((await buyer.post('/api/phone-verifications/confirm', { phone, code: fresh })).statusCode).toBe(200);
  });

  it('sends only a few codes an hour to one address', async () => {
    const asker = freshVisitor();
    for (let sent = 1; sent <= PHONE_CODE_RULES.perAddressPerHour; sent += 1) {
      expect((await asker.post('/api/phone-verifications', { phone: freshPhone() })).statusCode).toBe(202);
    }
    const stopped = await asker.post('/api/phone-verifications', { phone: freshPhone() });
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().error.message).toBe('Too many codes were asked for. Please try again in an hour.');
  });

  it('is sent in Bangla to a shopper reading Bangla', async () => {
    const buyer = freshVisitor('bn');
    const phone = freshPhone();
    const code = await codeFor(buyer, phone);
    expect(sms.sent().at(-1)?.text).toBe(`${code} আপনার Alankar কোড। ৫ মিনিট পর্যন্ত চলবে। কাউকে বলবেন না।`);
  });

  it('keeps a signed-in shopper’s proved number on the account, whose guest orders with it become theirs', async () => {
    const phone = freshPhone();
    // Ordered as a guest first, with the code.
    const guest = freshVisitor();
    expect((await guest.post('/api/phone-verifications/confirm', { phone, code: await codeFor(guest, phone) })).statusCode).toBe(200);
    const { order } = (await codOrder(guest, phone)).json<{ order: Order }>();

    const shopper = freshVisitor();
    const email = `phone.${phoneCounter}@example.com`;
    expect((await shopper.signUp({ name: 'Mitu Akter', email, password: 'mitu-password' })).statusCode).toBe(200);
    expect((await shopper.get('/api/orders')).json<{ orders: Order[] }>().orders).toEqual([]);
    await shop.database.db.execute(sql`update phone_codes set created_at = now() - interval '2 minutes' where phone = ${phone}`);
    expect((await shopper.post('/api/phone-verifications/confirm', { phone, code: await codeFor(shopper, phone) })).statusCode).toBe(200);
    const [account] = await shop.database.db.select({ phone: users.verifiedPhone }).from(users).where(eq(users.email, email));
    expect(account?.phone).toBe(phone);
    const mine = (await shopper.get('/api/orders')).json<{ orders: Order[] }>().orders;
    expect(mine.map((one) => one._id)).toEqual([order._id]);
    expect(mine[0]).toMatchObject({ guest: false, user: email });

    // Signed in on another phone: the account's number needs no new code.
    const elsewhere = freshVisitor();
    expect((await elsewhere.signIn(email, 'mitu-password')).statusCode).toBe(200);
    expect((await elsewhere.get(`/api/phone-verifications/${phone}`)).json()).toEqual({ verified: true });
    expect((await codOrder(elsewhere, phone)).statusCode).toBe(201);
  });
});
