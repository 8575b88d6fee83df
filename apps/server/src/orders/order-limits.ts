import { sql, type SQL } from 'drizzle-orm';
import type { OrderLimits } from '@alankar/shared/settings';
import type { Transaction } from '../db/client';
import { AppError } from '../errors';

/** A shipping address as the limits compare it: case and spacing don't make it another address. */
export function addressKey(address: string): string {
  return address.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Who is ordering, as the limits count them. */
export interface Shopper {
  /** Null for a guest, who is counted by phone and address only. */
  userId: string | null;
  phone: string;
  addressKey: string;
}

export interface HeldByShopper {
  /** Orders in the last day from the account, the phone and the address. */
  byAccount: number;
  byPhone: number;
  byAddress: number;
  /** Pieces in the account's and the phone's unpaid orders. */
  unpaidPieces: number;
}

const UNPAID = sql`order_status = 'pending' and payment_status in ('un-paid', 'verifying')`;
const TODAY = sql`created_at > now() - interval '1 day'`;

/**
 * Takes locks on the shopper's account, phone and address (always in that order, so two orders never wait on each
 * other in a circle), so that orders of the same shopper wait for each other here, on PostgreSQL, and a burst of
 * them can't all slip under the limits at once. Its own statement, before `readHeld`: a statement sees the database
 * as it was when it began, so the counts have to begin after the locks are held. Answers the statement unstarted, for
 * `inOrder`.
 */
export function lockShopper(tx: Transaction, shopper: Shopper) {
  const keys = [
    ...(shopper.userId ? [`orders:account:${shopper.userId}`] : []),
    `orders:phone:${shopper.phone}`,
    `orders:address:${shopper.addressKey}`,
  ];
  return tx.execute(
    sql`select ${sql.join(
      keys.map((key) => sql`pg_advisory_xact_lock(hashtext(${key}))`),
      sql`, `,
    )}`,
  );
}

/**
 * What a shopper already holds, in one look at their orders (the day's, and the unpaid ones, each found by its own
 * index), with the caller's `alongside` columns read in the same statement. Answers it unstarted, for `inOrder`;
 * `heldBy` reads the counts back from its row.
 */
export function readHeld(tx: Transaction, shopper: Shopper, alongside: Record<string, SQL>) {
  const { userId, phone, addressKey } = shopper;
  const theirs = sql`(user_id = ${userId} or shipping_phone = ${phone})`;
  return tx.execute(sql`
    select count(*) filter (where user_id = ${userId} and ${TODAY})::int as by_account,
           count(*) filter (where shipping_phone = ${phone} and ${TODAY})::int as by_phone,
           count(*) filter (where shipping_address_key = ${addressKey} and ${TODAY})::int as by_address,
           coalesce(sum((select sum(quantity) from order_lines where order_id = orders.id))
             filter (where ${UNPAID} and ${theirs}), 0)::int as unpaid_pieces
           ${sql.join(
             Object.entries(alongside).map(([name, value]) => sql`, ${value} as ${sql.identifier(name)}`),
             sql``,
           )}
    from orders
    where (user_id = ${userId} and ${TODAY})
       or (shipping_phone = ${phone} and ${TODAY})
       or (shipping_address_key = ${addressKey} and ${TODAY})
       or (user_id = ${userId} and user_id is not null and ${UNPAID})
       or (shipping_phone = ${phone} and shipping_phone is not null and ${UNPAID})
  `);
}

/** What the row of `readHeld` says the shopper holds. */
export function heldBy(row: HeldRow): HeldByShopper {
  return {
    byAccount: row.by_account,
    byPhone: row.by_phone,
    byAddress: row.by_address,
    unpaidPieces: row.unpaid_pieces,
  };
}

/** The counts of `readHeld`'s row, as the database names them. */
export interface HeldRow {
  by_account: number;
  by_phone: number;
  by_address: number;
  unpaid_pieces: number;
}

/** Refuses an order of `pieces` more pieces that would take a shopper past the owner's limits. */
export function checkOrderLimits(held: HeldByShopper, pieces: number, limits: OrderLimits): void {
  if (Math.max(held.byAccount, held.byPhone, held.byAddress) >= limits.ordersPerDay) {
    throw new AppError(
      'too_many_requests',
      `This account, phone number or address has placed ${limits.ordersPerDay} orders today, the most one shopper can in a day. Please message us on WhatsApp and we will take your order.`,
    );
  }
  if (held.unpaidPieces + pieces > limits.unpaidPieces) {
    const holding = held.unpaidPieces;
    throw new AppError(
      'conflict',
      holding > 0
        ? `Your unpaid orders already hold ${holding} ${holding === 1 ? 'piece' : 'pieces'}; one shopper can hold at most ${limits.unpaidPieces} at a time. Pay for or cancel an order first, or message us on WhatsApp.`
        : `One order can hold at most ${limits.unpaidPieces} pieces until it is paid. Lower the quantities, or message us on WhatsApp.`,
    );
  }
}
