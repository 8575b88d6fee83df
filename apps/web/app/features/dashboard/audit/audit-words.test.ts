import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@alankar/shared/audit-schemas';
import { auditChanges, auditSentence, fieldLabel, valueText } from './audit-words';

const entry = (fields: Partial<AuditEntry> & Pick<AuditEntry, 'action'>): AuditEntry => ({
  _id: 'entry',
  at: '2026-04-01T04:00:00.000Z',
  actor: { id: 'owner', email: 'owner@alankar.test', name: 'Owner' },
  subject: { kind: 'product', id: 'piece', label: 'Classic Band' },
  before: null,
  after: null,
  ...fields,
});

describe('the record of staff changes in words', () => {
  it.each([
    [
      entry({ action: 'product.stock', before: { 'stock · Ring size 7': 3 }, after: { 'stock · Ring size 7': 5 } }),
      'Changed stock of Classic Band — Ring size 7: 3 → 5',
    ],
    [
      entry({ action: 'product.price', before: { price: 900 }, after: { price: 950 } }),
      'Changed price of Classic Band: Tk 900 → Tk 950',
    ],
    [
      entry({
        action: 'product.price',
        before: { salePrice: null, price: 900 },
        after: { salePrice: 800, price: 950 },
      }),
      'Changed prices of Classic Band (Sale price, Price)',
    ],
    [
      entry({
        action: 'product.update',
        before: { title: 'Band', sku: null },
        after: { title: 'Classic Band', sku: 'B-7' },
      }),
      'Edited Classic Band (Title, SKU)',
    ],
    [
      entry({ action: 'product.delete', after: { archived: true } }),
      'Deleted product Classic Band (kept for past orders)',
    ],
    [
      entry({
        action: 'order.status',
        subject: { kind: 'order', id: 'o', label: '#100245' },
        before: { status: 'pending' },
        after: { status: 'confirmed' },
      }),
      'Moved order #100245 from Pending to Confirmed',
    ],
    [
      entry({
        action: 'order.refund',
        subject: { kind: 'order', id: 'o', label: '#100245' },
        after: { refunded: 500, method: 'bkash-checkout', reason: 'Loose stone' },
      }),
      'Refunded Tk 500 of order #100245 through bKash',
    ],
    [
      entry({
        action: 'settings.update',
        subject: { kind: 'settings', id: null, label: 'Shop settings' },
        before: { displayName: 'Alankar', 'zones.inside-dhaka.fee': 60 },
        after: { displayName: 'Alankar Jewels', 'zones.inside-dhaka.fee': 70 },
      }),
      'Changed settings: Shop name, Zones › Inside Dhaka › Fee',
    ],
    [
      entry({ action: 'blocklist.add', subject: { kind: 'phone', id: '01711000001', label: '01711000001' } }),
      'Blocked 01711000001 from cash on delivery',
    ],
    [
      entry({
        action: 'discount.update',
        subject: { kind: 'discount', id: 'd', label: 'EID25' },
        before: { paused: false },
        after: { paused: true },
      }),
      'Changed paused of discount code EID25: no → yes',
    ],
  ])('%#: %s', (recorded, sentence) => {
    expect(auditSentence(recorded)).toBe(sentence);
  });

  it('names fields and values as staff know them', () => {
    expect(fieldLabel('stock · Ring size 7')).toBe('Stock (Ring size 7)');
    expect(fieldLabel('freeShippingAbove')).toBe('Free shipping above');
    expect(valueText('zones.outside-dhaka.fee', 1250)).toBe('Tk 1,250');
    expect(valueText('saleEndsAt', '2026-04-01T18:00:00.000Z')).toBe('2 April 2026, 12:00 am');
    expect(valueText('paymentStatus', 'refunded')).toBe('Refunded');
    expect(valueText('images', ['/uploads/a/ring.webp'])).toBe('ring.webp');
  });

  it('lists what a made thing holds, and both sides of a change', () => {
    expect(auditChanges({ before: null, after: { title: 'Classic Band', price: 1500 } })).toEqual([
      { field: 'Title', before: null, after: 'Classic Band' },
      { field: 'Price', before: null, after: 'Tk 1,500' },
    ]);
    expect(auditChanges({ before: { stock: 3 }, after: { stock: 5 } })).toEqual([
      { field: 'Stock', before: '3', after: '5' },
    ]);
  });
});
