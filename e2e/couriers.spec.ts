import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Order } from '@alankar/shared/order-schemas';
import { createProduct, staffApi } from './factories';
import { signInAsStaff } from './staff';
import { waitForHydration } from './shop';
import { SHOP_PORT, STEADFAST_PORT } from './support/ports.mjs';

const ORIGIN = `http://127.0.0.1:${SHOP_PORT}`;
const STEADFAST = `http://127.0.0.1:${STEADFAST_PORT}`;

let sequence = 0;
/** A mobile number no other test uses. */
function freshPhone(): string {
  sequence += 1;
  return `0161${String(Date.now() % 1e6).padStart(6, '0')}${sequence % 10}`;
}

/** A guest's cash-on-delivery order for one piece of its own, confirmed by staff. */
async function confirmedOrder(request: APIRequestContext, phone: string, name: string): Promise<Order> {
  const piece = await createProduct({ price: 2200, stock: 3 });
  const placed = await request.post('/api/orders', {
    headers: { origin: ORIGIN },
    data: {
      items: [{ _id: piece._id, quantity: 1 }],
      shippingAddress: { name, number: phone, address: 'House 21, Road 4', district: 'dhaka', area: 'dhaka-dhanmondi' },
      paymentMethod: 'cash-on-delivery',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { order: Order }).order;
  const staff = await staffApi();
  const confirmed = await staff.put(`/api/orders/${order._id}`, { data: { status: 'confirmed' } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return order;
}

/** Steadfast (its stand-in) says where a parcel is, to the shop's webhook. */
async function steadfastSays(request: APIRequestContext, invoice: number, status: string, message?: string) {
  const pushed = await request.post(`${STEADFAST}/control/push`, {
    data: { shopUrl: `${ORIGIN}/api/couriers/steadfast/webhook`, key: String(invoice), status, message },
  });
  expect(pushed.status(), await pushed.text()).toBe(200);
  expect(((await pushed.json()) as { status: number }).status).toBe(200);
}

test('staff send three orders to Steadfast at once, print a label, and follow one delivered and one returned', async ({
  page,
  browser,
}) => {
  const phone = freshPhone();
  // What the courier networks know of this number: mostly not delivered.
  await page.request.post(`${STEADFAST}/control/phone-record`, {
    data: { phone, total: 10, delivered: 3, cancelled: 7 },
  });
  const guest = await browser.newContext();
  const orders = [];
  for (const name of ['Lamia Haque', 'Lamia Haque', 'Lamia Haque'])
    orders.push(await confirmedOrder(guest.request, phone, name));
  const [delivered, returned, third] = orders as [Order, Order, Order];

  await signInAsStaff(page);
  await page.goto(`/dashboard/manage-all-order?q=${phone}`);
  await waitForHydration(page);
  await expect(page.getByText('Total 3 Orders Found')).toBeVisible();
  // The number's record, as advice beside it.
  await expect
    .poll(async () => {
      await page.reload();
      return page
        .getByRole('row', { name: `Order #${third.number}` })
        .getByText('30% delivered of 10')
        .count();
    })
    .toBeGreaterThan(0);
  await waitForHydration(page);

  await page.getByRole('checkbox', { name: 'Choose every order on this page' }).check();
  await page.getByRole('button', { name: 'Send 3 orders to Steadfast' }).click();
  await expect(page.getByText('3 orders sent to Steadfast')).toBeVisible();
  for (const order of orders) {
    await expect(page.getByRole('row', { name: `Order #${order.number}` })).toContainText(
      'Waiting for the courier to pick it up',
    );
  }
  const parcels = (await (await page.request.get(`${STEADFAST}/control/parcels`)).json()) as {
    invoice: string;
    tracking_code: string;
    cod_amount: number;
  }[];
  const parcelOf = (order: Order) => parcels.find((parcel) => parcel.invoice === String(order.number))!;
  expect(orders.map((order) => parcelOf(order).cod_amount)).toEqual(orders.map((order) => order.total));

  // The label carries the tracking code as a barcode.
  await page.goto(`/order-details/${delivered._id}`);
  const courier = page.getByRole('region', { name: 'Courier' });
  await expect(courier).toContainText(parcelOf(delivered).tracking_code);
  await expect(page.getByRole('region', { name: /Delivery record of/ })).toContainText(
    '3 delivered · 7 not delivered, of 10',
  );
  await page.goto(`/invoice/${delivered._id}?size=label`);
  await expect(page.getByRole('img', { name: new RegExp(parcelOf(delivered).tracking_code) })).toBeVisible();

  // Steadfast delivers one and brings one back.
  await steadfastSays(page.request, delivered.number, 'pending', 'Parcel reached the Dhanmondi hub');
  await steadfastSays(page.request, delivered.number, 'delivered', 'Delivered to the customer');
  await steadfastSays(page.request, returned.number, 'pending');
  await steadfastSays(page.request, returned.number, 'cancelled', 'Customer refused the parcel');

  // The shopper sees it delivered on the track page.
  const shopper = await guest.newPage();
  await shopper.goto('/track-order');
  await waitForHydration(shopper);
  await shopper.getByLabel('Order number').fill(String(delivered.number));
  await shopper.getByLabel('Mobile number').fill(phone);
  await shopper.getByRole('button', { name: 'Find my order' }).click();
  const found = shopper.getByRole('region', { name: `Order Summary #${delivered.number}` });
  await expect(found.getByTestId('order-status')).toHaveText('Delivered');
  await expect(found.getByTestId('parcel-state')).toHaveText('Delivered');
  await expect(found.getByTestId('tracking-code')).toHaveText(parcelOf(delivered).tracking_code);
  await expect(found).toContainText('Delivered to the customer');
  await expect(found.getByRole('link', { name: /Track on Steadfast/ })).toHaveAttribute(
    'href',
    `https://steadfast.com.bd/t/${parcelOf(delivered).tracking_code}`,
  );

  // Staff take the returned parcel back into stock.
  await page.goto(`/order-details/${returned._id}`);
  await waitForHydration(page);
  await expect(page.getByTestId('order-status')).toHaveText('Returned');
  await page.getByRole('button', { name: 'Received back' }).click();
  await page.getByRole('button', { name: 'Yes, received back' }).click();
  await expect(page.getByText(/^Received back .*; its pieces are in stock\.$/)).toBeVisible();
  const staff = await staffApi();
  const piece = returned.items[0]!;
  const product = (await (await staff.get(`/api/products/${piece._id}`)).json()) as { stock: number };
  expect(product.stock).toBe(3);
  await guest.close();
});
