import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@alankar/shared/order-schemas';
import { useTestShop } from '../../test/test-app';
import { visitor } from '../../test/browser-like';
import { insertProduct } from '../db/factories';

const STAFF = { email: 'export-owner@alankar.test', password: 'export-owner-password' };
const shop = useTestShop({
  AUTH_IP_LIMIT_PER_MINUTE: '100000',
  ADMIN_EMAIL: STAFF.email,
  ADMIN_PASSWORD: STAFF.password,
});

/** Splits CSV text into rows of cells (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted || (char !== ',' && char !== '\r')) {
      cell += char;
    } else if (char === ',') {
      row.push(cell);
      cell = '';
    } else {
      // \r\n ends a row.
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    }
  }
  return rows;
}

describe('GET /api/orders/export', () => {
  let staff: ReturnType<typeof visitor>;
  const placed: Order[] = [];

  beforeAll(async () => {
    staff = visitor(shop.app, { ip: '198.51.100.40' });
    expect((await staff.signIn(STAFF.email, STAFF.password)).statusCode).toBe(200);
    const buyer = visitor(shop.app, { ip: '203.0.113.41' });
    const email = `rima.${randomUUID().slice(0, 8)}@example.com`;
    expect((await buyer.signUp({ name: 'Rima Akter', email, password: 'customer-password' })).statusCode).toBe(200);
    const ring = await insertProduct(shop.database.db, { title: 'Ruby Ring, "Rani"', price: 1200, stock: 10 });
    const studs = await insertProduct(shop.database.db, { title: 'Pearl Studs', price: 900, stock: 10 });
    const orderFor = (name: string, place: Record<string, string>, paymentMethod: string, extra = {}) =>
      buyer.post('/api/orders', {
        items: [
          { _id: ring.id, quantity: 2 },
          { _id: studs.id, quantity: 1 },
        ],
        shippingAddress: { name, customerEmail: email, number: '01711223344', ...place },
        paymentMethod,
        ...extra,
      });
    for (const response of [
      await orderFor(
        '=HYPERLINK("http://evil.example","Click")',
        { address: 'House 4, Road 2\nnear the mosque', district: 'dhaka', area: 'dhaka-dhanmondi', note: 'Call first' },
        'cash-on-delivery',
      ),
      await orderFor('রিমা আক্তার', { address: 'Flat 3B, Gulshan', city: 'Dhaka' }, 'bkash', {
        trxID: 'AB12CD34EF',
        bkashNumber: '01811223344',
        agreed: true,
      }),
    ]) {
      expect(response.statusCode, response.body).toBe(201);
      placed.push(response.json<{ order: Order }>().order);
    }
  });

  it('gives staff the filtered orders as a spreadsheet file, safe to open', async () => {
    const response = await staff.get('/api/orders/export?paymentMethod=cash-on-delivery');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="alankar-orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);

    const [header, ...rows] = parseCsv(response.body.slice(1));
    expect(header).toEqual([
      'Order',
      'Date (Dhaka)',
      'Customer',
      'Email',
      'Phone',
      'Address',
      'City',
      'Area',
      'Delivery zone',
      'Courier note',
      'Items',
      'Pieces',
      'Subtotal',
      'Delivery',
      'Discount',
      'Discount code',
      'Total',
      'Payment method',
      'Payment status',
      'bKash TrxID',
      'bKash number',
      'Order status',
    ]);
    expect(rows).toHaveLength(1);
    const [cod] = placed;
    expect(rows[0]).toEqual([
      `#${cod!.number}`,
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      // A formula typed as a name stays text.
      `'=HYPERLINK("http://evil.example","Click")`,
      cod!.shippingAddress.customerEmail,
      '01711223344',
      'House 4, Road 2\nnear the mosque',
      'Dhaka',
      'Dhanmondi',
      'Inside Dhaka',
      'Call first',
      '2 × Ruby Ring, "Rani"; 1 × Pearl Studs',
      '3',
      '3300',
      '0',
      '0',
      '',
      '3300',
      'Cash on delivery',
      'un-paid',
      '',
      '',
      'pending',
    ]);
  });

  it('keeps Bangla names and the bKash TrxID, and follows the search', async () => {
    const bkash = placed[1]!;
    const rows = parseCsv((await staff.get(`/api/orders/export?q=${bkash.number}`)).body.slice(1)).slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual(
      expect.arrayContaining([`#${bkash.number}`, 'রিমা আক্তার', 'bKash', 'verifying', 'AB12CD34EF', '01811223344']),
    );
    const none = parseCsv((await staff.get('/api/orders/export?status=delivered')).body.slice(1));
    expect(none).toHaveLength(1);
    // By delivery zone: the order named only by its city was priced as outside Dhaka.
    const outside = parseCsv((await staff.get('/api/orders/export?zone=outside-dhaka')).body.slice(1)).slice(1);
    expect(outside.map((row) => row[0])).toEqual([`#${bkash.number}`]);
  });

  it('refuses a bad filter with a message', async () => {
    const response = await staff.get('/api/orders/export?status=lost');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/Status must be one of/);
  });
});
