import { z } from 'zod';
import { emailAddress, optionalParam, safeText } from './text';
import { pageParam, sizeParam } from './paging';
import { CATEGORIES } from './catalogue';
import {
  ADVANCE_REASONS,
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  MAX_ORDER_TOTAL,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PROVIDER_METHODS,
  normaliseBdMobile,
  normaliseTrxId,
} from './order';
import { ORDER_ACTORS } from './order-events';
import { LANGS, westernDigits } from './lang';
import { DELIVERY_ZONES } from './pricing';
import { COURIER_IDS, PARCEL_STATES } from './courier';
import { discountCodeText } from './discount-schemas';

const uuid = (message: string) => safeText.pipe(z.uuid(message));

export const bdMobileNumber = safeText
  .max(20, 'Enter an 11-digit mobile number, like 01711-223344')
  .transform((value, ctx) => {
    const normalised = normaliseBdMobile(value);
    if (normalised) return normalised;
    ctx.addIssue({ code: 'custom', message: 'Enter a Bangladeshi mobile number, like 01711-223344' });
    return z.NEVER;
  });

export const bkashTrxId = safeText.max(20, 'A TrxID has 10 letters and digits').transform((value, ctx) => {
  const normalised = normaliseTrxId(value);
  if (normalised) return normalised;
  ctx.addIssue({ code: 'custom', message: 'A TrxID has 10 letters and digits, as in the SMS from bKash' });
  return z.NEVER;
});

const isObject = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;

const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/**
 * The checkout's shipping form. `district` and `area` are ids from `/api/locations`, and the server prices delivery by
 * them (`city` is then the district's name); an order without them names its `city` and is priced as outside Dhaka.
 * The email is optional: a guest may leave it out, and a signed-in shopper's account email is used instead.
 */
export const shippingAddressInput = z
  .object({
    name: safeText.min(1, 'Enter your full name').max(100, 'Name must be at most 100 characters'),
    customerEmail: z.preprocess(blankAsMissing, emailAddress.optional()).transform((email) => email ?? ''),
    number: bdMobileNumber,
    address: safeText.min(1, 'Enter your address').max(300, 'Address must be at most 300 characters'),
    city: safeText.max(60, 'City must be at most 60 characters').default(''),
    district: z.preprocess(blankAsMissing, safeText.max(80, 'Choose your district from the list').optional()),
    area: z.preprocess(blankAsMissing, safeText.max(80, 'Choose your area from the list').optional()),
    note: safeText.max(200, 'Note must be at most 200 characters').default(''),
  })
  // Checked even when another field is wrong, so the shopper hears of every missing one at once.
  .refine((address) => Boolean(address.district || address.city), {
    path: ['district'],
    message: 'Choose your district',
    when: isObject,
  })
  .refine((address) => !address.district || Boolean(address.area), {
    path: ['area'],
    message: 'Choose your area',
    when: isObject,
  });
export type ShippingAddressInput = z.input<typeof shippingAddressInput>;

/** How the shopper pays: the way, and for bKash sent by hand the TrxID and the number it came from. */
const paymentChoiceFields = {
  paymentMethod: z.enum(PAYMENT_METHODS, { message: `Payment method must be one of: ${PAYMENT_METHODS.join(', ')}` }),
  trxID: bkashTrxId.optional(),
  bkashNumber: bdMobileNumber.optional(),
  /** bKash sent by hand: the shopper confirms the money was sent and agrees to the shop's policies. */
  agreed: z.boolean('agreed must be true or false').optional(),
};

function requireBkashProof(
  body: { paymentMethod: string; trxID?: string; bkashNumber?: string; agreed?: boolean },
  ctx: z.RefinementCtx,
) {
  if (body.paymentMethod !== 'bkash') return;
  if (!body.trxID) ctx.addIssue({ code: 'custom', path: ['trxID'], message: 'Enter the TrxID from the SMS bKash sent you' });
  if (!body.bkashNumber)
    ctx.addIssue({ code: 'custom', path: ['bkashNumber'], message: 'Enter the bKash number you paid from' });
  if (body.agreed !== true) {
    ctx.addIssue({
      code: 'custom',
      path: ['agreed'],
      message: 'Confirm that you have sent the money and agree to the shop’s policies',
    });
  }
}

/**
 * POST /api/orders. Only product ids and quantities are read from the items (a cart item may carry
 * its title and price too: they are ignored); prices, totals and statuses are the server's.
 */
export const placeOrderBody = z
  .object({
    items: z
      .array(
        z.object({
          _id: uuid('Product id is not valid'),
          /** The size, length or colour chosen; left out for a piece sold one way (its only variant). */
          variantId: uuid('Variant id is not valid').optional(),
          quantity: z
            .number('Quantity must be a number')
            .int('Quantity must be a whole number')
            .min(1, 'Quantity must be at least 1')
            .max(MAX_LINE_QUANTITY, `At most ${MAX_LINE_QUANTITY} of one piece per order`)
            .default(1),
        }),
      )
      .min(1, 'Your cart is empty')
      .max(MAX_ORDER_LINES, `At most ${MAX_ORDER_LINES} different pieces per order`),
    shippingAddress: shippingAddressInput,
    ...paymentChoiceFields,
    /** A discount code: checked and priced by the server; an order it does not apply to is refused, saying why. */
    discountCode: optionalParam(discountCodeText),
  })
  .superRefine(requireBkashProof);
export type PlaceOrderBody = z.output<typeof placeOrderBody>;

/** POST /api/orders/{id}/advance: the TrxID of the delivery fee sent by bKash, and the number it came from. */
export const advanceBody = z.object({ trxID: bkashTrxId, bkashNumber: bdMobileNumber });
export type AdvanceBody = z.output<typeof advanceBody>;

/** PUT /api/orders/{id}/payment-method: an unpaid order, left at a provider's page, is paid another way instead. */
export const paymentChoiceBody = z.object(paymentChoiceFields).superRefine(requireBkashProof);
export type PaymentChoice = z.output<typeof paymentChoiceBody>;

export const orderIdParams = z.object({ id: uuid('Order id is not valid') });

/** `?t=`: an order's signed link, which opens that order without an account. */
export const orderLinkQuery = z.object({ t: optionalParam(safeText.max(100, 'This link is not valid')) });

/** POST /api/orders/track: the order's number (`100245` or `#100245`) and the phone it was placed with. */
export const trackOrderBody = z.object({
  number: z
    .union([z.number(), safeText])
    .transform((value, ctx) => {
      const digits = /^#?(\d{1,9})$/.exec(westernDigits(String(value)).trim())?.[1];
      if (digits) return Number(digits);
      ctx.addIssue({ code: 'custom', message: 'Enter the order number, like 100245' });
      return z.NEVER;
    }),
  phone: bdMobileNumber,
});

export const orderListQuery = z.object({
  page: pageParam,
  size: sizeParam(100),
  status: optionalParam(z.enum(ORDER_STATUSES, { message: `Status must be one of: ${ORDER_STATUSES.join(', ')}` })),
  paymentMethod: optionalParam(
    z.enum(PAYMENT_METHODS, { message: `Payment method must be one of: ${PAYMENT_METHODS.join(', ')}` }),
  ),
  /** Only the caller's own orders (staff otherwise see everyone's). */
  mine: optionalParam(
    z.enum(['true', 'false'], { message: 'mine must be true or false' }).transform((value) => value === 'true'),
  ),
  /** Staff: only orders going to this delivery zone. */
  zone: optionalParam(z.enum(DELIVERY_ZONES, { message: `Zone must be one of: ${DELIVERY_ZONES.join(', ')}` })),
  /** Staff search: order number, email or phone. */
  q: optionalParam(safeText.max(100, 'Search text must be at most 100 characters')),
  /** Only orders placed more than this many days ago (unconfirmed orders nobody looked at). */
  olderThanDays: optionalParam(
    z.coerce
      .number('olderThanDays must be a number')
      .int('olderThanDays must be whole days')
      .min(1, 'olderThanDays must be at least 1')
      .max(365, 'olderThanDays must be at most 365'),
  ),
});
export type OrderListQuery = z.output<typeof orderListQuery>;

/** PUT /api/orders/{id} (staff): the next status; cancelling may give a provider payment back in the same call. */
export const orderStatusUpdate = z
  .object({
    status: z.enum(ORDER_STATUSES, { message: `Status must be one of: ${ORDER_STATUSES.join(', ')}` }),
    /** With `cancelled`: give the order's provider payment back too; the order is cancelled once the money is back. */
    refund: z.boolean('refund must be true or false').optional(),
  })
  .refine((update) => !update.refund || update.status === 'cancelled', {
    message: 'Only a cancellation can refund the payment',
    path: ['refund'],
  });
export type OrderStatusUpdate = z.output<typeof orderStatusUpdate>;

/** POST /api/orders/cancellations (staff): cancel several orders at once, each on its own. */
export const cancelManyBody = z.object({
  ids: z
    .array(uuid('Order id is not valid'))
    .min(1, 'Choose at least one order')
    .max(100, 'At most 100 orders at once'),
});
export const cancelManyResult = z.object({
  cancelled: z.array(z.string()),
  /** Orders that could not be cancelled (shipped meanwhile …), with the reason. */
  refused: z.array(z.object({ _id: z.string(), reason: z.string() })),
});
export type CancelManyResult = z.output<typeof cancelManyResult>;

export const createPaymentIntentBody = z.object({ orderId: uuid('Order id is not valid') });

// Answers. Routes declare these, so nothing undeclared leaves the server.

export const shippingAddress = z.object({
  name: z.string(),
  /** Empty when a guest gave none. */
  customerEmail: z.string(),
  number: z.string(),
  address: z.string(),
  city: z.string(),
  /** District and area ids from `/api/locations` (null on orders placed without them). */
  district: z.string().nullable(),
  area: z.string().nullable(),
  /** The shopper's note for the courier. */
  note: z.string(),
});
export type ShippingAddress = z.output<typeof shippingAddress>;

const placeName = z.object({ name: z.string(), bnName: z.string() });

/** Where the order goes, as delivery was priced and promised when it was placed. */
export const orderDelivery = z.object({
  zone: z.enum(DELIVERY_ZONES),
  minDays: z.number().int(),
  maxDays: z.number().int(),
  district: placeName.nullable(),
  area: placeName.nullable(),
});
export type OrderDelivery = z.output<typeof orderDelivery>;

/** What was bought, copied at order time so later catalogue edits never change a past order. */
export const orderLine = z.object({
  /** The product's id. */
  _id: z.string(),
  title: z.string(),
  /** The piece's Bangla title at order time; empty when it had none (Bangla pages show `title`). */
  titleBn: z.string(),
  category: z.enum(CATEGORIES),
  image: z.string(),
  /** Whole taka per piece at order time. */
  price: z.number().int(),
  quantity: z.number().int(),
  /** The variant bought (null on lines from before variants, or once staff removed it) and what it was called. */
  variantId: z.string().nullable(),
  /** "Ring size 7"; empty for a piece sold one way. */
  variantTitle: z.string(),
  variantTitleBn: z.string(),
  sku: z.string().nullable(),
});
export type OrderLine = z.output<typeof orderLine>;

const historyBase = z.object({
  at: z.string(),
  actor: z.enum(ORDER_ACTORS),
  /** The email of who did it, when the viewer may know it (never a staff member's to a customer). */
  by: z.string().nullable(),
  from: z.enum(ORDER_STATUSES).nullable(),
  to: z.enum(ORDER_STATUSES),
});
const providerMethod = z.enum(PROVIDER_METHODS);
const paymentFacts = {
  method: providerMethod,
  amount: z.number().int(),
  transactionId: z.string().nullable(),
  switchedFrom: z.enum(PAYMENT_METHODS).nullable(),
  afterCancel: z.boolean(),
  duplicate: z.boolean(),
};

/** One entry of an order's history: a typed event (`order-events.ts`) that pages put into words. */
export const orderHistoryEntry = z.discriminatedUnion('kind', [
  historyBase.extend({ kind: z.literal('placed'), paymentMethod: z.enum(PAYMENT_METHODS) }),
  historyBase.extend({ kind: z.literal('status_changed') }),
  historyBase.extend({ kind: z.literal('payment_recorded'), ...paymentFacts }),
  historyBase.extend({ kind: z.literal('payment_review'), ...paymentFacts, reason: z.string() }),
  historyBase.extend({
    kind: z.literal('payment_method_changed'),
    paymentFrom: z.enum(PAYMENT_METHODS),
    paymentTo: z.enum(PAYMENT_METHODS),
  }),
  historyBase.extend({ kind: z.literal('refunded'), method: providerMethod, amount: z.number().int(), reason: z.string() }),
  historyBase.extend({
    kind: z.literal('expired'),
    method: providerMethod,
    minutes: z.number().int(),
    providerGone: z.boolean(),
  }),
  historyBase.extend({
    kind: z.literal('parcel'),
    courier: z.enum(COURIER_IDS),
    state: z.enum(PARCEL_STATES),
    trackingCode: z.string().nullable(),
    rawStatus: z.string(),
    message: z.string().nullable(),
    collected: z.number().int().nullable(),
  }),
  historyBase.extend({ kind: z.literal('received_back') }),
  historyBase.extend({ kind: z.literal('advance_asked'), amount: z.number().int(), reason: z.enum(ADVANCE_REASONS) }),
  historyBase.extend({ kind: z.literal('advance_sent'), amount: z.number().int(), trxId: z.string() }),
  historyBase.extend({
    kind: z.literal('advance_paid'),
    method: providerMethod,
    amount: z.number().int(),
    transactionId: z.string().nullable(),
  }),
  historyBase.extend({ kind: z.literal('note'), text: z.string() }),
]);
export type OrderHistoryEntry = z.output<typeof orderHistoryEntry>;

/** A payment a provider took for the order: the order's own (the first), or a second one to give back. */
export const orderPayment = z.object({
  _id: z.string(),
  method: providerMethod,
  /** Whole taka. */
  amount: z.number().int(),
  /** The provider's id for the money (bKash TrxID, SSLCommerz bank transaction), if it gives one. */
  transactionId: z.string().nullable(),
  paidAt: z.string(),
  /** What is left to give back of it, in whole taka (refunds on their way count as given). */
  refundable: z.number().int(),
});
export type OrderPayment = z.output<typeof orderPayment>;

/** Money given back to the customer through the payment provider. */
export const orderRefund = z.object({
  at: z.string(),
  /** Whole taka. */
  amount: z.number().int(),
  reason: z.string(),
  /** The staff member's email (staff only; null for customers). */
  by: z.string().nullable(),
  /** The provider's id for the refund, once it gave the money back. */
  reference: z.string(),
  /** `done`: given back; `pending`: being asked for; `unknown`: the provider's answer is awaited. */
  state: z.enum(['pending', 'unknown', 'done']),
  /** The payment it comes back from. */
  payment: z.string().nullable(),
});
export type OrderRefund = z.output<typeof orderRefund>;

/** The order's parcel with a courier: what staff booked and what the courier last said. */
export const orderShipment = z.object({
  courier: z.enum(COURIER_IDS),
  /** The courier's id for the parcel; null while the courier's answer to the booking is awaited. */
  consignmentId: z.string().nullable(),
  /** What the shopper types on the courier's tracking page. */
  trackingCode: z.string().nullable(),
  /** The courier's public tracking page for it. */
  trackingUrl: z.string().nullable(),
  status: z.enum(PARCEL_STATES),
  /** The courier's latest words about it, and when it said them. */
  lastEvent: z.object({ message: z.string(), at: z.string() }).nullable(),
  /** Whole taka the courier charges, when it said (staff only; null for customers). */
  fee: z.number().int().nullable(),
  /** Whole taka the courier was asked to collect at the door. */
  codAmount: z.number().int(),
  /** Whole taka the courier says it collected. */
  collected: z.number().int().nullable(),
});
export type OrderShipment = z.output<typeof orderShipment>;

/** One source's record of a phone number's parcels. */
const phoneRecordAnswer = z.object({
  /** `Steadfast`, `BD Courier` … */
  source: z.string(),
  total: z.number().int(),
  delivered: z.number().int(),
  cancelled: z.number().int(),
  checkedAt: z.string(),
});

/** What is known of the order's phone number: the shop's own orders and the courier networks' parcels (staff only). */
export const phoneHistory = z.object({
  phone: z.string(),
  /** The shop's finished orders for this number, this one aside. */
  shop: z.object({ delivered: z.number().int(), returned: z.number().int(), cancelled: z.number().int() }),
  /** Courier networks that answered (cached for a day); none when no lookup is configured or none answered yet. */
  networks: z.array(phoneRecordAnswer),
});
export type PhoneHistory = z.output<typeof phoneHistory>;

export const order = z.object({
  _id: z.string(),
  /** Short readable number customers read out on the phone (`#100245`). */
  number: z.number().int(),
  /** The customer's account email (a guest's own email, or empty). */
  user: z.string(),
  /** Placed without an account: the order is the shopper's by its number and phone. */
  guest: z.boolean(),
  items: z.array(orderLine),
  shippingAddress,
  /** Null on orders placed before delivery zones. */
  delivery: orderDelivery.nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  trxID: z.string().nullable(),
  bkashNumber: z.string().nullable(),
  order_status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  subtotal: z.number().int(),
  discount: z.number().int(),
  /** The discount code used, as it was then; null when none. */
  discountCode: z.string().nullable(),
  shipping: z.number().int(),
  total: z.number().int(),
  /** The language the order was placed in; its emails are written in it. */
  lang: z.enum(LANGS),
  createdAt: z.string(),
  updatedAt: z.string(),
  history: z.array(orderHistoryEntry),
  /** Payments providers took for this order, oldest first; staff give money back from them. */
  payments: z.array(orderPayment),
  refunds: z.array(orderRefund),
  /** A cash order's delivery fee asked for in advance by bKash, by a rule in Settings; null when none was. */
  advance: z
    .object({
      /** Whole taka. */
      amount: z.number().int(),
      reason: z.enum(ADVANCE_REASONS),
      /** The TrxID the shopper typed, and the bKash number it came from, once they sent it. */
      trxId: z.string().nullable(),
      bkashNumber: z.string().nullable(),
      /** Staff found it in the shop's bKash app (when they confirmed the order). */
      paid: z.boolean(),
    })
    .nullable(),
  /** The parcel with a courier, once staff booked one. */
  shipment: orderShipment.nullable(),
  /** A returned order's pieces were taken back into stock at this time. */
  receivedBackAt: z.string().nullable(),
  /** Staff only (null for customers): what is known of the phone number's deliveries. */
  phoneHistory: phoneHistory.nullable(),
});
export type Order = z.output<typeof order>;

/** POST /api/orders/{id}/refunds (staff): give back all or part of a provider payment. */
export const refundBody = z.object({
  amount: z
    .number('Amount must be a number')
    .int('Amount must be whole taka')
    .min(1, 'Amount must be at least Tk 1')
    .max(MAX_ORDER_TOTAL, 'Amount is larger than any order'),
  reason: safeText.min(1, 'Say why the money goes back').max(200, 'Reason must be at most 200 characters'),
  /** The payment to give back from: the order's own payment when not given (a second payment has an id of its own). */
  payment: uuid('Payment id is not valid').optional(),
});
export type RefundBody = z.input<typeof refundBody>;

export const placeOrderResult = z.object({
  insertedId: z.string(),
  order,
  /** The order's page for whoever holds this link, signed in or not (`/order-details/{id}?t=…`). */
  trackingUrl: z.string(),
});
export const trackedOrder = z.object({ order, trackingUrl: z.string() });
export type TrackedOrder = z.output<typeof trackedOrder>;
export const orderList = z.object({ orders: z.array(order), count: z.number().int() });
export type OrderList = z.output<typeof orderList>;
export const modifiedCount = z.object({ modifiedCount: z.number().int() });
export const paymentIntentResult = z.object({ clientSecret: z.string() });

/** The `Idempotency-Key` header of POST /api/orders: one checkout attempt, retried as often as needed. */
export const idempotencyKeyHeader = safeText
  .min(8, 'Idempotency-Key must be at least 8 characters')
  .max(100, 'Idempotency-Key must be at most 100 characters')
  .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key must be printable characters without spaces');
