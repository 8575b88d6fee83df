import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Viewer } from '@alankar/shared/account';
import { MAX_LINE_QUANTITY, MAX_ORDER_TOTAL, type PaymentStatus } from '@alankar/shared/order';
import type { Order, PlaceOrderBody } from '@alankar/shared/order-schemas';
import { formatTk } from '@alankar/shared/money';
import { priceCart } from '@alankar/shared/pricing';
import type { ShopSettings } from '@alankar/shared/settings';
import type { Transaction } from '../db/client';
import { idempotencyKeys, orderLines, orders, products } from '../db/schema';
import { isForeignKeyViolation, isUniqueViolation } from '../db/constraint-violation';
import { AppError } from '../errors';
import { enqueue } from '../jobs/job-queue';
import { orderReceivedMail } from './order-emails';
import { recordEvent } from './order-events';
import { checkOrderLimits } from './order-limits';
import { toOrder, type OrderRow } from './order-rows';

const GONE = 'A piece in your cart is no longer in the shop. Remove it and try again.';

export const TRX_ID_USED = 'This TrxID was already used for another order. Check the SMS from bKash and try again.';

export const FIRST_PAYMENT_STATUS: Record<PlaceOrderBody['paymentMethod'], PaymentStatus> = {
  'cash-on-delivery': 'un-paid',
  // Staff confirm it once they find the TrxID in the shop's bKash app.
  bkash: 'verifying',
  // Paid only when Stripe says so.
  card: 'un-paid',
  // Paid only when bKash says so, to the server.
  'bkash-checkout': 'un-paid',
  // Paid only when SSLCommerz's validation says so.
  sslcommerz: 'un-paid',
};

/** The same product twice in a cart is one line with both quantities. */
function mergeLines(items: PlaceOrderBody['items']) {
  const merged = new Map<string, { id: string; quantity: number; index: number }>();
  items.forEach((item, index) => {
    const line = merged.get(item._id);
    if (line) line.quantity += item.quantity;
    else merged.set(item._id, { id: item._id, quantity: item.quantity, index });
  });
  const lines = [...merged.values()];
  // Repeating a piece on several lines never gets round the limit per piece.
  for (const line of lines) {
    if (line.quantity > MAX_LINE_QUANTITY) {
      const message = `At most ${MAX_LINE_QUANTITY} of one piece per order`;
      throw new AppError('invalid', message, { [`items.${line.index}.quantity`]: message });
    }
  }
  return lines;
}

/**
 * Places an order inside the caller's transaction: checks the shopper's limits, copies what was bought at today's
 * prices, records the first event, queues the confirmation email and takes the stock (a conditional decrement, so two
 * buyers can never both get the last piece). Throws a conflict naming the piece when too few are left; nothing is
 * written then. An idempotency key already used by this customer answers the order it placed.
 */
export async function placeOrderIn(
  tx: Transaction,
  viewer: Viewer,
  body: PlaceOrderBody,
  { idempotencyKey, shop }: { idempotencyKey: string | undefined; shop: ShopSettings },
): Promise<{ created: true; order: Order } | { created: false; orderId: string }> {
  if (idempotencyKey) {
    // On PostgreSQL a second request with the same key waits here until the first one commits.
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId: viewer.id, key: idempotencyKey })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [earlier] = await tx
        .select({ orderId: idempotencyKeys.orderId })
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, viewer.id), eq(idempotencyKeys.key, idempotencyKey)));
      if (earlier?.orderId) return { orderId: earlier.orderId, created: false };
      throw new AppError('conflict', 'This order is already being placed. Please wait a moment and look in My Orders.');
    }
  }

  if (body.paymentMethod === 'bkash' && body.trxID) {
    const [used] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.trxId, body.trxID)).limit(1);
    if (used) throw new AppError('conflict', TRX_ID_USED, { trxID: TRX_ID_USED });
  }

  const wanted = mergeLines(body.items);
  const { shippingAddress } = body;
  await checkOrderLimits(
    tx,
    viewer,
    {
      phone: shippingAddress.number,
      address: shippingAddress.address,
      pieces: wanted.reduce((sum, line) => sum + line.quantity, 0),
    },
    shop.orderLimits,
  );
  // What was bought is read first and the stock taken last, so each piece's row stays locked only until the commit.
  const ids = wanted.map((line) => line.id);
  const found = await tx
    .select({
      id: products.id,
      title: products.title,
      category: products.category,
      images: products.images,
      price: products.price,
      stock: products.stock,
    })
    .from(products)
    .where(and(inArray(products.id, ids), isNull(products.archivedAt)));
  const lines = wanted.map((line) => {
    const product = found.find((one) => one.id === line.id);
    if (!product || product.stock < line.quantity) throw shortfall(line, product);
    return { ...line, product };
  });

  const totals = priceCart(
    lines.map((line) => ({ price: line.product.price, quantity: line.quantity })),
    shop,
  );
  if (totals.total > MAX_ORDER_TOTAL) {
    throw new AppError(
      'invalid',
      `An order can come to at most ${formatTk(MAX_ORDER_TOTAL)}. For a larger order, please message us on WhatsApp.`,
    );
  }
  let row: OrderRow | undefined;
  try {
    [row] = await tx
      .insert(orders)
      .values({
        userId: viewer.id,
        userEmail: viewer.email,
        shippingName: shippingAddress.name,
        shippingEmail: shippingAddress.customerEmail,
        shippingPhone: shippingAddress.number,
        shippingAddress: shippingAddress.address,
        shippingCity: shippingAddress.city,
        paymentMethod: body.paymentMethod,
        trxId: body.paymentMethod === 'bkash' ? body.trxID : null,
        bkashNumber: body.paymentMethod === 'bkash' ? body.bkashNumber : null,
        orderStatus: 'pending',
        paymentStatus: FIRST_PAYMENT_STATUS[body.paymentMethod],
        ...totals,
        discount: 0,
      })
      .returning();
  } catch (error) {
    // Two orders raced with one TrxID: the unique index lets one through.
    if (isUniqueViolation(error, 'orders_trx_id_unique'))
      throw new AppError('conflict', TRX_ID_USED, { trxID: TRX_ID_USED });
    throw error;
  }
  if (!row) throw new Error('the order insert returned no row');

  const orderedLines = await tx
    .insert(orderLines)
    .values(
      lines.map((line, position) => ({
        orderId: row.id,
        position,
        productId: line.id,
        title: line.product.title,
        category: line.product.category,
        image: line.product.images[0] ?? '',
        price: line.product.price,
        quantity: line.quantity,
      })),
    )
    .returning()
    .catch((error: unknown) => {
      // Staff deleted a piece between reading the cart and writing its line.
      if (isForeignKeyViolation(error, 'order_lines_product_id_products_id_fk')) throw new AppError('conflict', GONE);
      throw error;
    });
  const placed = await recordEvent(
    tx,
    row.id,
    { actor: 'customer', email: viewer.email },
    { from: null, to: 'pending' },
    { kind: 'placed', paymentMethod: body.paymentMethod },
  );
  if (idempotencyKey) {
    await tx
      .update(idempotencyKeys)
      .set({ orderId: row.id })
      .where(and(eq(idempotencyKeys.userId, viewer.id), eq(idempotencyKeys.key, idempotencyKey)));
  }

  // A conditional decrement, so two buyers can never both get the last piece; in a fixed order of rows, so two
  // checkouts never wait on each other's. Taking too few undoes the whole order.
  for (const line of [...lines].sort((a, b) => a.id.localeCompare(b.id))) {
    const [left] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${line.quantity}`, updatedAt: new Date() })
      .where(and(eq(products.id, line.id), isNull(products.archivedAt), gte(products.stock, line.quantity)))
      .returning({ stock: products.stock });
    if (!left) {
      const [now] = await tx
        .select({ title: products.title, stock: products.stock })
        .from(products)
        .where(and(eq(products.id, line.id), isNull(products.archivedAt)));
      throw shortfall(line, now);
    }
  }
  // The order as placed, without reading back what was just written.
  const order = toOrder(row, { lines: orderedLines, events: [placed], payments: [], refunds: [] }, viewer);
  await enqueue(tx, 'mail.send', orderReceivedMail(order, shop));
  return { created: true, order };
}

/** Why a line could not be taken: the piece is gone, or too few are left. */
function shortfall(line: { index: number }, product: { title: string; stock: number } | undefined): AppError {
  if (!product) return new AppError('conflict', GONE, { [`items.${line.index}._id`]: GONE });
  const message =
    product.stock === 0
      ? `${product.title} has just sold out. Remove it from your cart and try again.`
      : `Only ${product.stock} left of ${product.title}. Lower the quantity and try again.`;
  return new AppError('conflict', message, { [`items.${line.index}.quantity`]: message });
}
