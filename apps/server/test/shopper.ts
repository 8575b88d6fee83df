import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { PaymentMethod } from '@alankar/shared/order';
import type { Order } from '@alankar/shared/order-schemas';
import type { Database } from '../src/db/client';
import { insertProduct } from '../src/db/factories';
import { visitor } from './browser-like';

export type Shopper = ReturnType<typeof visitor> & { email: string; name: string };

let sequence = 0;

/** A signed-up customer with a browser of their own (a distinct address, so sign-up limits never interfere). */
export async function signedUpShopper(app: FastifyInstance, name = 'Sumaiya Islam'): Promise<Shopper> {
  sequence += 1;
  const email = `shopper.${randomUUID().slice(0, 8)}@example.com`;
  const person = visitor(app, { ip: `198.18.${Math.floor(sequence / 250)}.${(sequence % 250) + 1}` });
  expect((await person.signUp({ name, email, password: 'customer-password' })).statusCode).toBe(200);
  return Object.assign(person, { email, name });
}

/** One piece of its own at `price`, ordered by `buyer` to be paid by `paymentMethod`. */
export async function placeOrderFor(
  buyer: Shopper,
  db: Database,
  paymentMethod: PaymentMethod,
  { price = 1250, stock = 5, title }: { price?: number; stock?: number; title?: string } = {},
) {
  const piece = await insertProduct(db, { price, stock, ...(title ? { title } : {}) });
  const response = await buyer.post('/api/orders', {
    items: [{ _id: piece.id, quantity: 1 }],
    shippingAddress: {
      name: buyer.name,
      customerEmail: buyer.email,
      number: '01711223344',
      address: 'House 12, Road 5',
      district: 'dhaka',
      area: 'dhaka-dhanmondi',
    },
    paymentMethod,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { order: response.json<{ order: Order }>().order, pieceId: piece.id };
}
