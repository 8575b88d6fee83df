import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY } from '@alankar/shared/pricing';
import { DEFAULT_BANNER, DEFAULT_CONTACT, DEFAULT_FIGURES, DEFAULT_SIZE_GUIDE } from '@alankar/shared/settings';
import { readConfig } from './config';

describe('readConfig', () => {
  it('runs the demo with nothing set', () => {
    const config = readConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.kind).toBe('pglite');
    expect(config.shop).toEqual({
      displayName: 'Alankar',
      whatsappNumber: '8801711000000',
      instagramUrl: 'https://www.instagram.com/alankar.jewellery',
      bkashNumber: '01711000000',
      zones: DEFAULT_DELIVERY.zones,
      suburbs: DEFAULT_DELIVERY.suburbs,
      freeShippingAbove: 2000,
      chat: { placeholder: 'Type a message..', notificationDelaySeconds: 60 },
      paymentMethods: ['bkash-checkout', 'sslcommerz', 'card', 'bkash', 'cash-on-delivery'],
      orderLimits: { ordersPerDay: 10, unpaidPieces: 30 },
      codPhoneCode: false,
      defaultCourier: null,
      blockedPhones: [],
      autoBlockAfterReturns: 0,
      advanceFee: { noHistory: false, belowRate: 0, codAbove: 0 },
      contact: DEFAULT_CONTACT,
      banner: DEFAULT_BANNER,
      figures: DEFAULT_FIGURES,
      sizeGuide: DEFAULT_SIZE_GUIDE,
    });
    expect(config.admin).toBeUndefined();
    expect(config.sslcommerz).toBeUndefined();
    expect(config.backups).toEqual({ dir: resolve('data/backups'), at: '03:00', keep: 7 });
  });

  it('takes backups where, when and how many it is told, or none at night', () => {
    expect(readConfig({ BACKUP_DIR: '/srv/backups', BACKUP_AT: '4:30', BACKUP_KEEP: '14' }).backups).toEqual({
      dir: '/srv/backups',
      at: '04:30',
      keep: 14,
    });
    expect(readConfig({ DATA_DIR: '/srv/alankar', BACKUP_AT: 'OFF' }).backups).toEqual({
      dir: '/srv/alankar/backups',
      at: null,
      keep: 7,
    });
  });

  it('takes SSLCommerz to its sandbox unless told it is live', () => {
    const store = { SSLCOMMERZ_STORE_ID: 'alankar', SSLCOMMERZ_STORE_PASSWORD: 'secret@ssl' };
    expect(readConfig(store).sslcommerz).toMatchObject({
      storeId: 'alankar',
      baseUrl: 'https://sandbox.sslcommerz.com',
    });
    expect(readConfig({ ...store, SSLCOMMERZ_LIVE: 'true' }).sslcommerz?.baseUrl).toBe(
      'https://securepay.sslcommerz.com',
    );
    expect(readConfig({ SSLCOMMERZ_STORE_ID: 'alankar' }).sslcommerz).toBeUndefined();
  });

  it('switches to PostgreSQL with DATABASE_URL', () => {
    expect(readConfig({ DATABASE_URL: 'postgres://shop@db:5432/alankar' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://shop@db:5432/alankar',
    });
  });

  it('accepts the admin account and a WhatsApp number written the usual ways', () => {
    const config = readConfig({
      ADMIN_EMAIL: 'owner@alankar.com.bd',
      ADMIN_PASSWORD: 'a-long-password',
      WHATSAPP_NUMBER: '+880 1711-223344',
      CHAT_NOTIFICATION_SECONDS: '0',
      BKASH_NUMBER: '+880 1811-223344',
      FREE_SHIPPING_ABOVE: '3000',
    });
    expect(config.admin).toEqual({ email: 'owner@alankar.com.bd', password: 'a-long-password' });
    expect(config.shop.whatsappNumber).toBe('8801711223344');
    expect(config.shop.chat.notificationDelaySeconds).toBe(0);
    expect(config.shop.bkashNumber).toBe('01811223344');
    expect(config.shop).toMatchObject({ freeShippingAbove: 3000 });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ WHATSAPP_NUMBER: 'call us' }, 'WHATSAPP_NUMBER'],
    [{ BKASH_NUMBER: '01211000000' }, 'BKASH_NUMBER'],
    [{ CHAT_NOTIFICATION_SECONDS: '5' }, 'CHAT_NOTIFICATION_SECONDS'],
    [{ INSTAGRAM_URL: 'instagram' }, 'INSTAGRAM_URL'],
    [{ FREE_SHIPPING_ABOVE: 'lots' }, 'FREE_SHIPPING_ABOVE'],
    [{ BACKUP_AT: '3am' }, 'BACKUP_AT'],
    [{ BACKUP_AT: '24:00' }, 'BACKUP_AT'],
    [{ BACKUP_KEEP: '0' }, 'BACKUP_KEEP'],
    [{ BACKUP_KEEP: 'all' }, 'BACKUP_KEEP'],
  ])('refuses %o, naming %s', (env, name) => {
    expect(() => readConfig(env)).toThrow(name);
  });
});
