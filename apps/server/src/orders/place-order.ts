import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Viewer } from '@alankar/shared/account';
import { MAX_LINE_QUANTITY, MAX_ORDER_TOTAL, type PaymentStatus } from '@alankar/shared/order';
import type { Order, PlaceOrderBody } from '@alankar/shared/order-schemas';
import { formatTk } from '@alankar/shared/money';
import { priceCart } from '@alankar/shared/pricing';
import type { ShopSettings } from '@alankar/shared/settings';
import type { Transaction } from '../db/client';
import { orderEvents, orderLines, orders, productVariants } from '../db/schema';
import { insertRows, statement } from '../db/statements';
import { inOrder } from '../db/in-order';
import { isForeignKeyViolation, isUniqueViolation } from '../db/constraint-violation';
import { AppError } from '../errors';
import { orderNews, type NewsContext } from './order-news';
import { insertJobs, type NewJob } from '../jobs/job-queue';
import { eventValues, SYSTEM } from './order-events';
import { advanceFeeOf, advanceReasonFor, type PhoneStanding } from '../couriers/phone-standing';
import { byPiece, piecesOnSale } from './pieces-on-sale';
import { matchItems, titleOfVariant, type MatchedItem } from './cart-items';
import { takeStock } from '../products/stock';
import { addressKey, checkOrderLimits, heldBy, lockShopper, readHeld } from './order-limits';
import { toOrder, type OrderRow } from './order-rows';
import type { Lang } from '@alankar/shared/lang';
import { titleIn } from '@alankar/shared/catalogue';
import { destinationOf } from '../locations/destination';
import { judgeCode, readCode, refusedCode, takeUse, type CodeUser, type ReadCode } from '../discounts/code-check';

const GONE = 'A piece in your cart is no longer in the shop. Remove it and try again.';

const NOTHING_TO_PAY = 'Nothing is left to pay on this order: choose cash on delivery.';

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

/**
 * Places an order inside the caller's transaction: checks the shopper's limits, copies what was bought at today's
 * prices, records the first event, queues the email and SMS saying it arrived and takes the stock (a conditional
 * decrement, so two buyers can never both get the last piece). Throws a conflict naming the piece when too few are
 * left; nothing is written then. An idempotency key already used by this customer answers the order it placed (two
 * requests with one key wait for each other on the account's lock, or a guest's phone's, so the second finds the
 * first's order).
 *
 * Two trips to the database between BEGIN and COMMIT: everything read goes out together (the lock, one read of what
 * the order depends on, one of its pieces), then everything written (the stock, then the order in one statement).
 */
export async function placeOrderIn(
  tx: Transaction,
  viewer: Viewer | null,
  body: PlaceOrderBody,
  {
    idempotencyKey,
    shop,
    lang,
    link,
    standing = null,
  }: {
    idempotencyKey: string | undefined;
    shop: ShopSettings;
    lang: Lang;
    link: NewsContext['link'];
    /** The phone number's delivery record, read when a rule may ask a cash order for its delivery fee first. */
    standing?: PhoneStanding | null;
  },
): Promise<{ created: true; order: Order } | { created: false; orderId: string }> {
  const { shippingAddress } = body;
  const destination = destinationOf(shippingAddress, shop);
  const shopper = {
    userId: viewer?.id ?? null,
    phone: shippingAddress.number,
    addressKey: addressKey(shippingAddress.address),
  };
  // A guest's email is the one they gave (if any); a signed-in shopper's, the one they gave or their account's.
  const email = shippingAddress.customerEmail || viewer?.email || '';
  const trxId = body.paymentMethod === 'bkash' ? body.trxID : undefined;

  const codeUser = { phone: shopper.phone, userId: shopper.userId };
  const pieceIds = [...new Set(body.items.map((item) => item._id))];
  const [, heldRead, found, codes] = await inOrder([
    lockShopper(tx, shopper),
    // After the lock: a request with the same key (same account, or a guest's same phone) that got there first has
    // committed by now, and so has the shopper's order before this one.
    readHeld(tx, shopper, { idempotencyKey, trxId }),
    // What was bought is only read here, and the stock taken last, so each piece's row stays locked only until the
    // commit.
    piecesOnSale(tx, pieceIds),
    // After the lock too, so one number's uses of a code are counted one checkout at a time.
    body.discountCode ? readCode(tx, body.discountCode, codeUser) : Promise.resolve([]),
  ]);
  const [read] = heldRead;
  if (!read) throw new Error('the order’s first read answered nothing');
  if (read.earlier) return { orderId: read.earlier, created: false };
  if (read.trx_used) throw new AppError('conflict', TRX_ID_USED, { trxID: TRX_ID_USED });
  const now = new Date();
  const { pieces, variants } = byPiece(found);
  const { matched: lines, problems } = matchItems(body.items, pieces, variants, now.getTime());
  const [problem] = problems;
  if (problem)
    throw problem.problem === 'choose' ? chooseFirst(problem.index, problem.piece!, lang) : goneAt(problem.index);
  for (const line of lines) {
    // Repeating a variant on several lines never gets round the limit per piece.
    if (line.quantity > MAX_LINE_QUANTITY) {
      const message = `At most ${MAX_LINE_QUANTITY} of one piece per order`;
      throw new AppError('invalid', message, { [`items.${line.index}.quantity`]: message });
    }
    if (line.variant.stock < line.quantity) throw shortfall(line, line.variant.stock, lang);
  }
  const pieceCount = sumOf(lines);
  checkOrderLimits(heldBy(read), pieceCount, shop.orderLimits);
  const priced = priceCart(
    lines.map((line) => ({ price: line.price, quantity: line.quantity })),
    shop,
    destination.zone,
  );
  const code = body.discountCode
    ? useCode(body.discountCode, codes[0] ?? null, lines, priced.shipping, codeUser)
    : null;
  const discount = code?.applied.amount ?? 0;
  const totals = { ...priced, discount, total: priced.total - discount };
  // Before its discount too: what an order holds is limited, whatever a code takes off.
  if (priced.total > MAX_ORDER_TOTAL) {
    throw new AppError(
      'invalid',
      `An order can come to at most ${formatTk(MAX_ORDER_TOTAL)}. For a larger order, please message us on WhatsApp.`,
    );
  }

  if (totals.total === 0 && body.paymentMethod !== 'cash-on-delivery') {
    throw new AppError('invalid', NOTHING_TO_PAY, { paymentMethod: NOTHING_TO_PAY });
  }

  // A rule may ask a cash order for its delivery fee in advance: what delivery costs the shop, even when the shopper
  // has it free (a parcel that comes back costs the shop its fee both ways).
  const advanceReason =
    standing && body.paymentMethod === 'cash-on-delivery'
      ? advanceReasonFor(shop.advanceFee, standing, totals.total)
      : null;
  const advanceDue = advanceReason ? advanceFeeOf(totals, destination.terms.fee) : 0;

  // The order as it will be stored, whole, so the confirmation email can be written before anything is sent.
  const row: OrderRow = {
    id: randomUUID(),
    number: read.number,
    userId: shopper.userId,
    userEmail: viewer?.email ?? email,
    shippingName: shippingAddress.name,
    shippingEmail: email,
    shippingPhone: shopper.phone,
    shippingAddress: shippingAddress.address,
    shippingAddressKey: shopper.addressKey,
    shippingCity: destination.district?.name ?? shippingAddress.city,
    shippingDistrict: destination.district?.id ?? null,
    shippingArea: destination.area?.id ?? null,
    shippingZone: destination.zone,
    deliveryMinDays: destination.terms.minDays,
    deliveryMaxDays: destination.terms.maxDays,
    shippingNote: shippingAddress.note,
    paymentMethod: body.paymentMethod,
    trxId: trxId ?? null,
    bkashNumber: body.paymentMethod === 'bkash' ? (body.bkashNumber ?? null) : null,
    advanceDue,
    advanceReason: advanceDue > 0 ? advanceReason : null,
    advancePaidAt: null,
    receivedBackAt: null,
    orderStatus: 'pending',
    paymentStatus: FIRST_PAYMENT_STATUS[body.paymentMethod],
    ...totals,
    discountCode: code?.applied.code ?? null,
    discountCodeId: code?.id ?? null,
    lang,
    pieces: pieceCount,
    idempotencyKey: idempotencyKey ?? null,
    createdAt: now,
    updatedAt: now,
  };
  const lineRows = lines.map((line, position) => ({
    id: randomUUID(),
    orderId: row.id,
    position,
    productId: line.piece.id,
    title: line.piece.title,
    titleBn: line.piece.titleBn,
    category: line.piece.category,
    image: line.piece.images[0] ?? '',
    price: line.price,
    quantity: line.quantity,
    variantId: line.variant.id,
    variantTitle: titleOfVariant(line, 'en'),
    variantTitleBn: titleOfVariant(line, 'bn'),
    sku: line.variant.sku,
  }));
  const placed = {
    id: randomUUID(),
    at: now,
    ...eventValues(
      row.id,
      { actor: 'customer', email: email || shopper.phone },
      { from: null, to: 'pending' },
      { kind: 'placed', paymentMethod: body.paymentMethod },
    ),
  };
  const asked = row.advanceReason
    ? [
        {
          id: randomUUID(),
          // Just after its placing, so the history reads in order.
          at: new Date(now.getTime() + 1),
          ...eventValues(
            row.id,
            SYSTEM,
            { from: 'pending', to: 'pending' },
            {
              kind: 'advance_asked',
              amount: row.advanceDue,
              reason: row.advanceReason,
            },
          ),
        },
      ]
    : [];
  const order = toOrder(row, { lines: lineRows, events: [placed, ...asked], payments: [], refunds: [] }, viewer);

  // The rows every other writer locks come first, in the order they all lock them: the discount code, then the
  // variants, then the pieces (the line's references then find them already held), so nothing waits in a circle.
  const stock = takeStock(
    tx,
    lines.map((line) => ({ productId: line.piece.id, variantId: line.variant.id, quantity: line.quantity })),
    now,
  );
  const useTaken = code ? [takeUse(tx, code.id)] : [];
  const takings = [...stock.variants, ...stock.pieces];
  const news = orderNews(order, 'received', { shop, link });
  const writes = [writeOrder(tx, row, lineRows, [placed, ...asked], news)];
  const written = await inOrder([...useTaken, ...takings, ...writes]).catch((error: unknown) => {
    // Two orders raced with one TrxID: the unique index lets one through.
    if (isUniqueViolation(error, 'orders_trx_id_unique'))
      throw new AppError('conflict', TRX_ID_USED, { trxID: TRX_ID_USED });
    // Staff deleted a piece between reading the cart and writing its line.
    if (
      isForeignKeyViolation(error, 'order_lines_product_id_products_id_fk') ||
      isForeignKeyViolation(error, 'order_lines_variant_id_product_variants_id_fk')
    ) {
      throw new AppError('conflict', GONE);
    }
    // Staff deleted the code meanwhile.
    if (code && isForeignKeyViolation(error, 'orders_discount_code_id_discount_codes_id_fk')) {
      throw refusedCode({ code: code.applied.code, problem: 'unknown', minSubtotal: 0 });
    }
    throw error;
  });
  // Another checkout took the code's last use first.
  if (code && (written[0] as unknown[]).length === 0) {
    throw refusedCode({ code: code.applied.code, problem: 'used-up', minSubtotal: 0 });
  }
  const taken = written.slice(useTaken.length, useTaken.length + takings.length) as { id: string }[][];
  const takenVariants = new Set(taken.slice(0, stock.variants.length).flatMap((rows) => rows.map((one) => one.id)));
  const short = lines.find((line) => !takenVariants.has(line.variant.id));
  if (short) {
    // Taking too few undoes the whole order.
    const [left] = await tx
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, short.variant.id));
    throw left ? shortfall(short, left.stock, lang) : goneAt(short.index);
  }
  // A piece archived meanwhile.
  if (taken.slice(stock.variants.length).some((rows) => rows.length === 0)) throw new AppError('conflict', GONE);
  return { created: true, order };
}

/**
 * The order, its lines, its first events and the jobs telling the shopper, written in one statement as data-modifying
 * `WITH` clauses (`orderWrite`), unstarted (for `inOrder`).
 */
function writeOrder(
  tx: Transaction,
  order: OrderRow,
  lines: readonly (typeof orderLines.$inferInsert)[],
  events: readonly (typeof orderEvents.$inferInsert)[],
  news: readonly NewJob[],
) {
  const { text, params } = orderWrite(order, lines, events, news);
  return statement<{ id: string }>(tx, text, params);
}

/**
 * The statement `writeOrder` runs, answering the order's id: its text built once for each number of lines, events and
 * jobs (`db/statements.ts`). The bench's bare order loop runs it too.
 */
export function orderWrite(
  order: typeof orders.$inferInsert,
  lines: readonly (typeof orderLines.$inferInsert)[],
  events: readonly (typeof orderEvents.$inferInsert)[],
  news: readonly NewJob[],
): { text: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  const add = (name: string, { text, params: more }: { text: string; params: unknown[] }) => {
    parts.push(`"${name}" as (${text})`);
    params.push(...more);
  };
  const placed = insertRows(orders, [order], 1);
  add('placed_order', { text: `${placed.text} returning "id"`, params: placed.params });
  add('placed_lines', insertRows(orderLines, lines, params.length + 1));
  add('placed_events', insertRows(orderEvents, events, params.length + 1));
  if (news.length > 0) add('queued_news', insertJobs(news, params.length + 1));
  return { text: `with ${parts.join(', ')} select "id" from "placed_order"`, params };
}

/** The code's discount on this order, or the reason it does not apply (which refuses the order, so the shopper decides). */
function useCode(typed: string, row: ReadCode | null, lines: readonly MatchedItem[], shipping: number, user: CodeUser) {
  const judged = judgeCode(typed, row, {
    lines: lines.map((line) => ({
      productId: line.piece.id,
      category: line.piece.category,
      price: line.price,
      quantity: line.quantity,
    })),
    shipping,
    user,
  });
  if ('refusal' in judged) throw refusedCode(judged.refusal);
  return judged;
}

const sumOf = (lines: { quantity: number }[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

/** A line's piece or variant is no longer in the shop. */
function goneAt(index: number): AppError {
  return new AppError('conflict', GONE, { [`items.${index}._id`]: GONE });
}

/** A piece sold in several sizes or lengths, ordered without saying which. */
function chooseFirst(index: number, piece: { title: string; titleBn: string }, lang: Lang): AppError {
  const message = `Choose the size or length of ${titleIn(piece, lang)}, then try again.`;
  return new AppError('invalid', message, { [`items.${index}.variantId`]: message });
}

/** Too few left of a line's variant, named as the shopper's page names it ("Classic Band, Ring size 7"). */
function shortfall(line: Pick<MatchedItem, 'index' | 'piece' | 'variant'>, left: number, lang: Lang): AppError {
  const variant = titleOfVariant(line, lang);
  const title = variant ? `${titleIn(line.piece, lang)}, ${variant}` : titleIn(line.piece, lang);
  const message =
    left === 0
      ? `${title} has just sold out. Remove it from your cart and try again.`
      : `Only ${left} left of ${title}. Lower the quantity and try again.`;
  return new AppError('conflict', message, { [`items.${line.index}.quantity`]: message });
}
