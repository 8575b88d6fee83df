import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Category } from '@alankar/shared/catalogue';
import type { Lang } from '@alankar/shared/lang';
import type { AdvanceReason, OrderStatus, PaymentMethod, PaymentStatus, ProviderMethod } from '@alankar/shared/order';
import type { OrderActor, OrderEventKind } from '@alankar/shared/order-events';
import type { ShopSettings } from '@alankar/shared/settings';
import type { DeliveryZone } from '@alankar/shared/pricing';
import type { CourierId, ParcelState } from '@alankar/shared/courier';
import type { DiscountKind } from '@alankar/shared/discount';
import type { ProductOption } from '@alankar/shared/variants';
import type { AuditAction, AuditSubject, AuditValues } from '@alankar/shared/audit';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** The title on Bangla pages; empty when staff have not written one (the English title is shown). */
    titleBn: text('title_bn').notNull().default(''),
    category: text('category').$type<Category>().notNull(),
    /** Whole taka. */
    price: integer('price').notNull(),
    /** A lower price for a sale, on between its start and end (null: from now, and with no end). */
    salePrice: integer('sale_price'),
    saleStartsAt: timestamp('sale_starts_at', { withTimezone: true }),
    saleEndsAt: timestamp('sale_ends_at', { withTimezone: true }),
    /** One piece, packed, in grams, for couriers; null when staff have not said. */
    weightGrams: integer('weight_grams'),
    /** Pieces left of every variant together, kept with theirs (listings and cards read it). */
    stock: integer('stock').notNull().default(0),
    /** The highest variant price (`price` is the lowest, which listings sort by): cards say "from Tk X". */
    maxPrice: integer('max_price').notNull().default(0),
    /** Up to two options ("Ring size" 6–9); empty for a piece sold one way. */
    options: jsonb('options').$type<ProductOption[]>().notNull().default(sql`'[]'::jsonb`),
    description: text('description').notNull().default(''),
    descriptionBn: text('description_bn').notNull().default(''),
    material: text('material').notNull().default(''),
    /** Image URLs, main image first. */
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Set when staff delete a piece that is in past orders: hidden from the shop, kept for those orders. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** When staff last edited the piece (orders changing its stock don't count). */
    lastUpdated: timestamp('last_updated', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('products_slug_unique').on(table.slug),
    index('products_category_idx').on(table.category),
    index('products_created_at_idx').on(table.createdAt),
    check('products_price_positive', sql`${table.price} >= 0`),
    check('products_stock_positive', sql`${table.stock} >= 0`),
    check(
      'products_sale_below_price',
      sql`${table.salePrice} is null or (${table.salePrice} >= 0 and ${table.salePrice} < ${table.price})`,
    ),
    check(
      'products_sale_dates',
      sql`${table.saleStartsAt} is null or ${table.saleEndsAt} is null or ${table.saleEndsAt} > ${table.saleStartsAt}`,
    ),
  ],
);

export const blogs = pgTable(
  'blogs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** The post's body (the spec calls it the excerpt, or the description in forms). */
    excerpt: text('excerpt').notNull(),
    /** The language the post is written in. */
    lang: text('lang').$type<Lang>().notNull().default('en'),
    image: text('image').notNull().default(''),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    lastUpdated: timestamp('last_updated', { withTimezone: true }),
  },
  (table) => [index('blogs_date_idx').on(table.date)],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased, so the unique index makes sign-ups duplicate-safe. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('newsletter_subscribers_email_unique').on(table.email)],
);

/** Counters of the sign-in limits, shared by every shop process (unless REDIS_URL keeps them in Redis). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    /** The end of the counter's window; expired rows are swept away. */
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limits_reset_at_idx').on(table.resetAt)],
);

// Accounts: the tables better-auth manages (its `user`, `session`, `account` and `verification` models).

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /** `user` or `admin`; never set from a request, only by the admin bootstrap and the admin CLI. */
  role: text('role').$type<'user' | 'admin'>().notNull().default('user'),
  /** A mobile number the person proved is theirs with an SMS code (`01XXXXXXXXX`): their guest orders are theirs. */
  verifiedPhone: text('verified_phone'),
  ...timestamps,
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    ...timestamps,
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    /** The password hash, for email + password accounts. */
    password: text('password'),
    ...timestamps,
  },
  (table) => [index('accounts_user_id_idx').on(table.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
);

// Orders.

/** Short readable order numbers (`#100245`) that customers read out on the phone. */
export const orderNumbers = pgSequence('order_numbers', { startWith: 100001 });

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number')
      .notNull()
      .default(sql`nextval('order_numbers')`),
    /** The customer's account; null for a guest's order, which is theirs by its number and phone. */
    userId: text('user_id').references(() => users.id),
    /** The account's email when the order was placed (the spec's `user`); a guest's own email, or empty. */
    userEmail: text('user_email').notNull(),
    shippingName: text('shipping_name').notNull(),
    shippingEmail: text('shipping_email').notNull(),
    shippingPhone: text('shipping_phone').notNull(),
    shippingAddress: text('shipping_address').notNull(),
    /** The address as the order limits compare it (lower case, spaces folded), so counting them is an index lookup. */
    shippingAddressKey: text('shipping_address_key').notNull(),
    shippingCity: text('shipping_city').notNull(),
    /** District and area ids from `/api/locations`, and the zone they were priced in (null on orders from before zones). */
    shippingDistrict: text('shipping_district'),
    shippingArea: text('shipping_area'),
    shippingZone: text('shipping_zone').$type<DeliveryZone>(),
    /** The days delivery was promised in when the order was placed. */
    deliveryMinDays: integer('delivery_min_days'),
    deliveryMaxDays: integer('delivery_max_days'),
    /** The shopper's note for the courier. */
    shippingNote: text('shipping_note').notNull().default(''),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    /** The TrxID a shopper typed for bKash sent by hand (`bkash`), unique across orders; providers' ids are on `payments`. */
    trxId: text('trx_id'),
    bkashNumber: text('bkash_number'),
    orderStatus: text('order_status').$type<OrderStatus>().notNull().default('pending'),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull(),
    /** Whole taka, computed by the server from the catalogue. */
    subtotal: integer('subtotal').notNull(),
    shipping: integer('shipping').notNull(),
    discount: integer('discount').notNull().default(0),
    /** The discount code the shopper used, as typed then (kept when staff delete the code), and the code's row. */
    discountCode: text('discount_code'),
    discountCodeId: uuid('discount_code_id').references(() => discountCodes.id, { onDelete: 'set null' }),
    total: integer('total').notNull(),
    /** The language the order was placed in: its emails and messages are written in it. */
    lang: text('lang').$type<Lang>().notNull().default('en'),
    /** How many pieces its lines hold, for the shopper's tallies. */
    pieces: integer('pieces').notNull().default(0),
    /** The checkout's Idempotency-Key: the same key from the same account again answers this order. */
    idempotencyKey: text('idempotency_key'),
    /**
     * Whole taka of a cash-on-delivery order's delivery fee asked for in advance by bKash (0: none), and why (a rule in
     * Settings); its TrxID is `trxId`. Paid once staff confirm the order having found it.
     */
    advanceDue: integer('advance_due').notNull().default(0),
    advanceReason: text('advance_reason').$type<AdvanceReason>(),
    advancePaidAt: timestamp('advance_paid_at', { withTimezone: true }),
    /** A returned order's pieces were taken back into stock (once). */
    receivedBackAt: timestamp('received_back_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('orders_number_unique').on(table.number),
    // A guest's key is theirs by phone.
    uniqueIndex('orders_idempotency_key_unique').on(
      sql`coalesce(${table.userId}, ${table.shippingPhone})`,
      table.idempotencyKey,
    ),
    uniqueIndex('orders_trx_id_unique').on(table.trxId),
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    index('orders_phone_created_idx').on(table.shippingPhone, table.createdAt),
    index('orders_created_idx').on(table.createdAt),
    // Guests' orders, found by the email a person later proves is theirs.
    index('orders_guest_email_idx')
      .on(table.shippingEmail)
      .where(sql`${table.userId} is null`),
    index('orders_status_idx').on(table.orderStatus),
    index('orders_discount_code_idx')
      .on(table.discountCodeId, table.shippingPhone)
      .where(sql`${table.discountCodeId} is not null`),
    check('orders_total_adds_up', sql`${table.total} = ${table.subtotal} + ${table.shipping} - ${table.discount}`),
    check('orders_amounts_positive', sql`${table.subtotal} >= 0 and ${table.shipping} >= 0 and ${table.discount} >= 0`),
  ],
);

/**
 * What each shopper has ordered, hour by hour: how many orders, and how many pieces those still unpaid hold. A shopper
 * is an account, a phone number or an address (`key`: `account:…`, `phone:…`, `address:…`; an address holds no
 * unpaid pieces of its own). A trigger on `orders` keeps it (migration 0025), so the order limits read a few rows of
 * it instead of counting the shopper's orders.
 */
export const orderTallies = pgTable(
  'order_tallies',
  {
    key: text('key').notNull(),
    /** Whole hours since 1970 (UTC) in which the orders counted here were placed. */
    hour: integer('hour').notNull(),
    orders: integer('orders').notNull().default(0),
    unpaidPieces: integer('unpaid_pieces').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.hour] })],
);

/**
 * The ways a piece is sold: one per combination of its options' values (one with none for a piece without options),
 * each with its own SKU, price and stock. Orders take stock from here; the piece's own `price` and `stock` summarise.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku'),
    /** A value of each option, in the options' order. */
    options: text('options')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** `combinationKey(options)`: unique per piece, so each combination is sold once. */
    combination: text('combination').notNull().default(''),
    /** Whole taka. */
    price: integer('price').notNull(),
    /** A lower price while the piece's sale is on (a piece sold one way keeps its sale price itself); null for none. */
    salePrice: integer('sale_price'),
    stock: integer('stock').notNull().default(0),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('product_variants_combination_unique').on(table.productId, table.combination),
    uniqueIndex('product_variants_sku_unique').on(table.sku),
    check('product_variants_price_positive', sql`${table.price} >= 0`),
    check('product_variants_stock_positive', sql`${table.stock} >= 0`),
    check(
      'product_variants_sale_below_price',
      sql`${table.salePrice} is null or (${table.salePrice} >= 0 and ${table.salePrice} < ${table.price})`,
    ),
  ],
);

/** What was bought, copied at order time so later catalogue edits never change a past order. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    title: text('title').notNull(),
    /** The piece's Bangla title when it was ordered (empty if it had none): a Bangla order page shows it. */
    titleBn: text('title_bn').notNull().default(''),
    category: text('category').$type<Category>().notNull(),
    image: text('image').notNull(),
    /** Whole taka per piece at order time. */
    price: integer('price').notNull(),
    quantity: integer('quantity').notNull(),
    /** The variant bought (its stock is the one taken and given back); null once staff remove it. */
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    /** What the variant was called when ordered ("Ring size 7"), in English and Bangla; empty for a piece sold one way. */
    variantTitle: text('variant_title').notNull().default(''),
    variantTitleBn: text('variant_title_bn').notNull().default(''),
    sku: text('sku'),
  },
  (table) => [
    index('order_lines_order_idx').on(table.orderId),
    index('order_lines_variant_idx').on(table.variantId),
    index('order_lines_product_idx').on(table.productId),
    check('order_lines_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/**
 * Every time a shopper was sent to pay an order at a provider, and the payment if one was made. The row is written
 * before the provider is asked, so an attempt whose answer was lost (a crash between the two) is still the order's and
 * is asked about later; `reference` is the provider's id for it (Stripe's PaymentIntent, bKash's paymentID,
 * SSLCommerz's tran_id), which callbacks name. A provider may report a payment for an earlier attempt (a second tab,
 * the back button), so each stays the order's; one paid after the order was settled is a second payment to give back.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: text('method').$type<ProviderMethod>().notNull(),
    reference: text('reference'),
    /** Whole taka asked for: the order's total when the attempt started. */
    amount: integer('amount').notNull(),
    /** The provider's id for the money once paid (bKash TrxID, SSLCommerz bank transaction). */
    transactionId: text('transaction_id'),
    /** When the provider's word that this attempt was paid was recorded. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_reference_unique').on(table.reference),
    index('payments_order_idx').on(table.orderId, table.createdAt),
  ],
);

/** What happened to an order, as typed events (`@alankar/shared/order-events`) that the web app puts into words. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor: text('actor').$type<OrderActor>().notNull(),
    /** The email of the customer or staff member who did it; null for the shop itself. */
    byEmail: text('by_email'),
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    kind: text('kind').$type<OrderEventKind>().notNull(),
    /** The event's own fields, by kind. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.at)],
);

/**
 * Work that must happen after a commit and survive a crash (an outbox): written in the same transaction as the change
 * that causes it, taken by one process at a time (`FOR UPDATE SKIP LOCKED`), retried with backoff, and left `failed`
 * for staff to see once its tries are used up. A job with `everySeconds` comes back after each run.
 */
/** Codes sent by SMS to prove a phone number is the shopper's, kept hashed; each lasts minutes and allows few tries. */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    /** sha256 of the code with the row's id, never the code itself. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('phone_codes_phone_created_idx').on(table.phone, table.createdAt)],
);

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull().default({}),
    /** At most one job with this key is waiting or running (recurring jobs, one job per refund …). */
    key: text('key'),
    state: text('state').$type<'queued' | 'running' | 'done' | 'failed'>().notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    everySeconds: integer('every_seconds'),
    /** A running job whose process died is taken again after this. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('jobs_key_unique')
      .on(table.key)
      .where(sql`${table.state} in ('queued', 'running')`),
    // Each state the runner and the dashboard look for has an index of its own, in the order they are taken: the
    // runner's look is then a short walk of an index that skips what was already done.
    index('jobs_queued_idx')
      .on(table.runAt)
      .where(sql`${table.state} = 'queued'`),
    index('jobs_running_idx')
      .on(table.lockedUntil)
      .where(sql`${table.state} = 'running'`),
    index('jobs_failed_idx')
      .on(table.updatedAt)
      .where(sql`${table.state} = 'failed'`),
  ],
);

/**
 * Money given back through the payment provider. A row is written as `pending` before the provider is asked, so two
 * refunds at once can never give back more than was paid; it is deleted again only when the provider said no.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Whole taka. */
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    /** The staff member's email. */
    by: text('by').notNull(),
    /** The payment the money comes back from (null only for refunds recorded before payments had rows). */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    /**
     * `pending`: reserved, the provider is being asked. `unknown`: the provider's answer was lost, so the money may
     * have gone back; kept reserved until the provider is asked again with the same refund id. `done`: given back.
     */
    state: text('state').$type<'pending' | 'unknown' | 'done'>().notNull().default('pending'),
    /** The refund was asked for with cancelling the order: the order is cancelled once the money is back. */
    cancelsOrder: boolean('cancels_order').notNull().default(false),
    /** The provider's id for the refund, once it accepted it. */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('refunds_order_idx').on(table.orderId, table.createdAt),
    check('refunds_amount_positive', sql`${table.amount} > 0`),
  ],
);

/**
 * An order's parcel with a courier. The row is written (`booking`) before the courier is asked, so a booking whose
 * answer was lost is still the order's and is looked for again instead of booked twice; an order has at most one
 * parcel that was not cancelled. Open parcels are asked about on a schedule (`nextCheckAt`), since webhooks get lost.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    courier: text('courier').$type<CourierId>().notNull(),
    /** The courier's id for the parcel; null until its answer to the booking arrives. */
    consignmentId: text('consignment_id'),
    trackingCode: text('tracking_code'),
    state: text('state').$type<ParcelState>().notNull().default('booking'),
    /** The courier's own word for where the parcel is. */
    rawStatus: text('raw_status').notNull().default(''),
    /** The courier's latest words about the parcel, and when it said them. */
    lastMessage: text('last_message'),
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    /** Whole taka: what the courier charges (when it says), what it is to collect, and what it says it collected. */
    fee: integer('fee'),
    codAmount: integer('cod_amount').notNull(),
    collected: integer('collected'),
    /** The staff member who booked it. */
    bookedBy: text('booked_by').notNull(),
    /** When to ask the courier about it next; checks without news back off. */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull().defaultNow(),
    quietChecks: integer('quiet_checks').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('shipments_live_order_unique')
      .on(table.orderId)
      .where(sql`${table.state} <> 'cancelled'`),
    uniqueIndex('shipments_consignment_unique').on(table.courier, table.consignmentId),
    index('shipments_open_check_idx')
      .on(table.nextCheckAt)
      .where(sql`${table.state} not in ('delivered', 'partly_delivered', 'returned', 'cancelled')`),
  ],
);

/** What a courier network said of a phone number's parcels, kept a day so each number is asked about once. */
export const phoneRecords = pgTable(
  'phone_records',
  {
    phone: text('phone').notNull(),
    /** Who said it: `Steadfast`, `BD Courier`. */
    source: text('source').notNull(),
    total: integer('total').notNull(),
    delivered: integer('delivered').notNull(),
    cancelled: integer('cancelled').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.phone, table.source] })],
);

/** Codes staff make for a sale ("EID25") or a first order; what a code takes off is priced by the server alone. */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper case, as `normaliseCode` makes it. */
    code: text('code').notNull(),
    kind: text('kind').$type<DiscountKind>().notNull(),
    /** Percent for `percent`, whole taka for `fixed`, 0 for `free-delivery`. */
    amount: integer('amount').notNull(),
    minSubtotal: integer('min_subtotal').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    usesPerPhone: integer('uses_per_phone'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    categories: text('categories')
      .array()
      .$type<Category[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    productIds: text('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /**
     * Orders holding a use (placed with it and not cancelled). Taken by a conditional increment when an order is placed,
     * so the last use goes to one order; given back when that order is cancelled.
     */
    uses: integer('uses').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('discount_codes_code_unique').on(table.code),
    check(
      'discount_codes_uses_within',
      sql`${table.uses} >= 0 and (${table.maxUses} is null or ${table.uses} <= ${table.maxUses})`,
    ),
    check('discount_codes_amount_positive', sql`${table.amount} >= 0 and ${table.minSubtotal} >= 0`),
  ],
);

/** The shop's settings, one row: what the owner changed in the dashboard (the environment gives the rest). */
export const shopSettings = pgTable('shop_settings', {
  id: text('id').primaryKey().default('shop'),
  value: jsonb('value').$type<ShopSettings>().notNull(),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What staff changed (money, stock, the shop): written in the same transaction as the change, never edited or deleted
 * (the database refuses both). Who is kept as they were, not tied to their account, so a removed account keeps its past.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The account's id (null when only the email was known); no foreign key, so the record outlives the account. */
    actorId: text('actor_id'),
    actorEmail: text('actor_email').notNull(),
    actorName: text('actor_name').notNull().default(''),
    action: text('action').$type<AuditAction>().notNull(),
    subjectKind: text('subject_kind').$type<AuditSubject>().notNull(),
    subjectId: text('subject_id'),
    /** What the subject was called then: a piece's title, `#100245`, a code. */
    subjectLabel: text('subject_label').notNull().default(''),
    /** The fields the change touched (the whole thing for one made or deleted); null for nothing before or after. */
    before: jsonb('before').$type<AuditValues>(),
    after: jsonb('after').$type<AuditValues>(),
  },
  (table) => [
    index('audit_entries_at_idx').on(table.at.desc()),
    index('audit_entries_actor_id_idx').on(table.actorId, table.at.desc()),
    index('audit_entries_actor_email_idx').on(table.actorEmail, table.at.desc()),
    index('audit_entries_action_idx').on(table.action, table.at.desc()),
  ],
);
