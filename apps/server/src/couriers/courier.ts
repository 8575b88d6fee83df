import { createHash, timingSafeEqual } from 'node:crypto';
import type { CourierId, ParcelState } from '@alankar/shared/courier';

/** One parcel the shop asks a courier to carry. Neutral: no database rows, no shop internals. */
export interface Parcel {
  /** The shop's order number as text (`100245`): the courier's invoice / merchant order id, unique per order. */
  invoice: string;
  recipient: {
    name: string;
    /** 01XXXXXXXXX. */
    phone: string;
    /** The street address as the shopper typed it, followed by area and district. */
    address: string;
    /** The area's and district's English names (`Dhanmondi`, `Dhaka`). */
    area: string;
    district: string;
  };
  /** The shopper's note for the courier (may be empty). */
  note: string;
  /** Whole taka the courier collects at the door: 0 when paid online. */
  codAmount: number;
  /** Whole taka the goods are worth (for the courier's compensation). */
  value: number;
  /** Grams. */
  weightGrams: number;
  /** "2 × Gold ring, 1 × Pearl necklace". */
  description: string;
  /** Pieces in the parcel. */
  quantity: number;
}

/** A parcel the courier took. */
export interface Booking {
  /** The courier's id for the parcel (Steadfast consignment_id, Pathao consignment_id, RedX tracking_id). */
  consignmentId: string;
  /** What the shopper types on the courier's tracking page (Steadfast tracking_code; the consignment id elsewhere). */
  trackingCode: string;
  /** The courier's own status word, as it said it. */
  rawStatus: string;
  state: ParcelState;
  /** Whole taka the courier charges, when it says. */
  fee: number | null;
}

/** What a courier says about one parcel (by polling or in a webhook). */
export interface ParcelNews {
  /** The courier's id for the parcel, when the message names it. */
  consignmentId: string | null;
  /** What shoppers track the parcel by, when the message names it. */
  trackingCode?: string | null;
  /** The shop's order number the courier knows the parcel by, when the message names it. */
  invoice: string | null;
  /** The courier's own status word, as it said it (`delivered`, `order.picked`, `delivery-in-progress` …). */
  rawStatus: string;
  /** Its meaning for the shop; null when it changes nothing (an approval pending, a note, a payout). */
  state: ParcelState | null;
  /** The courier's own words about it, if any (tracking message, reason). */
  message: string | null;
  /** When the courier says it happened. */
  at: Date;
  /** Whole taka the courier says it collected (delivered, partly delivered), if it says. */
  collected: number | null;
  /** Whole taka the courier charges, if it says. */
  fee: number | null;
}

/** A request a courier sent (a webhook), as the shop received it. */
export interface CourierRequest {
  headers: Record<string, string | undefined>;
  query: Record<string, string>;
  /** The body exactly as it arrived. */
  body: Buffer;
}

/** What the shop answers a verified webhook, and what it said (null: nothing about a parcel, e.g. a probe). */
export interface WebhookOutcome {
  reply: { status: number; body: unknown };
  news: ParcelNews | null;
}

/** A parcel's numbers at the courier, for asking about it. */
export interface ParcelIds {
  consignmentId: string;
  trackingCode: string;
  invoice: string;
}

/** What the courier networks know of a phone number's parcels (all shops, not only this one). */
export interface PhoneRecord {
  /** Who says so: `Steadfast`, `BD Courier` … */
  source: string;
  total: number;
  delivered: number;
  cancelled: number;
}

/**
 * A courier, as the shop talks to it. Each lives in a folder of its own under `couriers/` with its wire client,
 * implements this on neutral inputs, and never touches the database.
 */
export interface Courier {
  readonly id: CourierId;
  /** Headers every webhook reply carries, refusals included (Pathao wants one on each). */
  readonly replyHeaders: Record<string, string>;
  /** The courier's public page where anyone can follow the parcel. */
  trackingUrl(ids: Pick<ParcelIds, 'consignmentId' | 'trackingCode'>): string;
  /**
   * Books the parcel. Throws `CourierRefused` when the courier said no (with its words; `DuplicateInvoice` when it
   * already has a parcel for this invoice), `CourierUnavailable` when it could not be asked or its answer was lost.
   */
  book(parcel: Parcel): Promise<Booking>;
  /**
   * Finds the parcel booked for `invoice` whose answer was lost: the booking, null when the courier has none, or
   * `undefined` when this courier cannot look parcels up by invoice (then its webhook names it).
   */
  findByInvoice(invoice: string): Promise<Booking | null | undefined>;
  /** Asks where a parcel is now. Throws `CourierUnavailable` when the courier does not answer. */
  status(ids: ParcelIds): Promise<ParcelNews>;
  /** A posted webhook: verified (throws `NotAuthentic` otherwise) and read. */
  webhook(request: CourierRequest): WebhookOutcome;
  /** This courier network's record of a phone number, where it offers one; null when it has none for it. */
  phoneRecord?(phone: string): Promise<PhoneRecord | null>;
}

/** The courier could not be reached, or its answer was lost. `maybeSent`: the request may have reached it. */
export class CourierUnavailable extends Error {
  override name = 'CourierUnavailable';
  constructor(
    message: string,
    readonly maybeSent: boolean,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** The courier answered and said no, in its words (a bad phone number, an unknown store …). */
export class CourierRefused extends Error {
  override name = 'CourierRefused';
}

/** The courier already has a parcel for this invoice. */
export class DuplicateInvoice extends CourierRefused {
  override name = 'DuplicateInvoice';
}

/** A webhook whose secret is missing or wrong. */
export class NotAuthentic extends Error {
  override name = 'NotAuthentic';
}

/** Whether a secret a request carried is the configured one, compared in constant time. */
export function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined || expected === '') return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
