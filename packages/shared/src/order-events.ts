/**
 * What happened to an order, as data: each entry of an order's history is one of these events, which the web app
 * turns into words (in the page's language). Free of zod so browser code stays small; the schemas are in
 * `order-schemas.ts`.
 */
import type { CourierId, ParcelState } from './courier';
import type { AdvanceReason, OrderStatus, PaymentMethod, ProviderMethod } from './order';

/** Who made it happen: the customer, the shop's staff, or the shop itself (a provider's word, a timer). */
export const ORDER_ACTORS = ['customer', 'staff', 'system'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

export const ORDER_EVENT_KINDS = [
  'placed',
  'status_changed',
  'payment_recorded',
  'payment_review',
  'payment_method_changed',
  'refunded',
  'expired',
  'parcel',
  'received_back',
  'advance_asked',
  'advance_sent',
  'advance_paid',
  'note',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** A provider's word that money arrived: for this order's total, or a second payment the shop must give back. */
interface PaymentFacts {
  method: ProviderMethod;
  /** Whole taka. */
  amount: number;
  /** The provider's id for the money (bKash TrxID, SSLCommerz bank transaction), if it gives one. */
  transactionId: string | null;
  /** The order had been switched to this way to pay when the payment arrived. */
  switchedFrom: PaymentMethod | null;
  /** The order was already cancelled: the money is to be given back. */
  afterCancel: boolean;
  /** The order was already paid: this is a second payment, to be given back. */
  duplicate: boolean;
}

export type OrderEvent =
  /** The order was placed, to be paid this way. */
  | { kind: 'placed'; paymentMethod: PaymentMethod }
  /** Staff (or the shop) moved the order from one status to another. */
  | { kind: 'status_changed' }
  | ({ kind: 'payment_recorded' } & PaymentFacts)
  /** The provider took the money but flags it for a person to look at before shipping; `reason` is the provider's. */
  | ({ kind: 'payment_review'; reason: string } & PaymentFacts)
  | { kind: 'payment_method_changed'; paymentFrom: PaymentMethod; paymentTo: PaymentMethod }
  /** Money went back to the customer through the provider; `reason` is the staff's words. */
  | { kind: 'refunded'; method: ProviderMethod; amount: number; reason: string }
  /**
   * Unpaid at the provider for `minutes`, so the order was cancelled and its pieces went back. `providerGone`: the
   * provider's credentials were removed, so it could not be asked.
   */
  | { kind: 'expired'; method: ProviderMethod; minutes: number; providerGone: boolean }
  /**
   * A courier's word about the order's parcel (booked, picked up, delivered …), with its own status word and message.
   * `collected`: whole taka the courier says it collected at the door.
   */
  | {
      kind: 'parcel';
      courier: CourierId;
      state: ParcelState;
      trackingCode: string | null;
      rawStatus: string;
      message: string | null;
      collected: number | null;
    }
  /** The returned parcel came back to the shop and its pieces went back into stock. */
  | { kind: 'received_back' }
  /** A rule in Settings asked this cash order for its delivery fee (`amount`, whole taka) in advance, by bKash. */
  | { kind: 'advance_asked'; amount: number; reason: AdvanceReason }
  /** The shopper sent the delivery fee by bKash and typed its TrxID, for staff to find. */
  | { kind: 'advance_sent'; amount: number; trxId: string }
  /** The delivery fee asked in advance was paid through a provider (Pay with bKash), on its own word to the server. */
  | { kind: 'advance_paid'; method: ProviderMethod; amount: number; transactionId: string | null }
  /** A sentence recorded before events had kinds. */
  | { kind: 'note'; text: string };

/** One entry of an order's history: when, who, the status before and after, and what happened. */
export type OrderHistoryEntry = OrderEvent & {
  at: string;
  actor: OrderActor;
  /** The email of who did it, when the viewer may know it: never a staff member's to a customer. */
  by: string | null;
  from: OrderStatus | null;
  to: OrderStatus;
};
