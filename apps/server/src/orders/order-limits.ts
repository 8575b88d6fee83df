import { sql } from 'drizzle-orm';
import type { OrderLimits } from '@alankar/shared/settings';
import type { Transaction } from '../db/client';
import { rowsOf } from '../db/rows';
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
  /** Orders in the last day from the account, the phone and the address; each counted up to the day's limit only. */
  byAccount: number;
  byPhone: number;
  byAddress: number;
  /** Pieces in the account's and the phone's unpaid orders. */
  unpaidPieces: number;
}

const UNPAID = sql`order_status = 'pending' and payment_status in ('un-paid', 'verifying')`;

/**
 * The two statements that read what a shopper already holds, for `inOrder`: the first takes locks on the account,
 * the phone and the address (so orders of the same shopper wait for each other here, on PostgreSQL, and a burst of
 * them can't all slip under the limit at once; always in that order, so two orders never wait on each other), the
 * second counts. They must be two statements, in that order: a statement sees the database as it was when it began,
 * so the counts have to begin after the locks are held.
 */
export function shopperHoldings(tx: Transaction, shopper: Shopper, limits: OrderLimits) {
  const keys = [
    ...(shopper.userId ? [`orders:account:${shopper.userId}`] : []),
    `orders:phone:${shopper.phone}`,
    `orders:address:${shopper.addressKey}`,
  ];
  const lock = tx.execute(
    sql`select ${sql.join(
      keys.map((key) => sql`pg_advisory_xact_lock(hashtext(${key}))`),
      sql`, `,
    )}`,
  );
  // Each count stops at the limit: whatever a shopper placed beyond it changes nothing, and costs nothing to read.
  const recent = (column: ReturnType<typeof sql>) =>
    sql`(select count(*) from (select 1 from orders where ${column} and created_at > now() - interval '1 day'
          limit ${limits.ordersPerDay}) as found)::int`;
  const counts = tx.execute(sql`
    select ${recent(sql`user_id = ${shopper.userId}`)} as by_account,
           ${recent(sql`shipping_phone = ${shopper.phone}`)} as by_phone,
           ${recent(sql`shipping_address_key = ${shopper.addressKey}`)} as by_address,
           (select coalesce(sum(quantity), 0) from order_lines where order_id in (
              select id from orders where user_id = ${shopper.userId} and ${UNPAID}
              union
              select id from orders where shipping_phone = ${shopper.phone} and ${UNPAID}))::int as unpaid_pieces
  `);
  return [lock, counts] as const;
}

/** What the counts statement of `shopperHoldings` answered. */
export function heldBy(result: unknown): HeldByShopper {
  const [row] = rowsOf<{ by_account: number; by_phone: number; by_address: number; unpaid_pieces: number }>(result);
  if (!row) throw new Error('the order limits query returned nothing');
  return {
    byAccount: row.by_account,
    byPhone: row.by_phone,
    byAddress: row.by_address,
    unpaidPieces: row.unpaid_pieces,
  };
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
