import type { OrderLimits } from '@alankar/shared/settings';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/client';
import { orderTallies } from '../db/schema';
import { statement } from '../db/statements';
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
  /** Pieces in the unpaid orders of the account or of the phone, whichever holds more. */
  unpaidPieces: number;
}

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
  return statement(tx, keys.length === 3 ? LOCK_THREE : LOCK_TWO, keys);
}

const LOCK_TWO = 'select pg_advisory_xact_lock(hashtext($1)), pg_advisory_xact_lock(hashtext($2))';
export const LOCK_THREE = `${LOCK_TWO}, pg_advisory_xact_lock(hashtext($3))`;

// "Today" is the current hour and the 24 before it: an order placed up to 25 hours ago may still count.
const TODAY = 'hour >= floor(extract(epoch from now()) / 3600) - 24';

// Written once (`db/statements.ts`): every order reads it, and the bench's bare order loop. $1 the account (null for a
// guest), $2 the phone, $3 the address's key, $4 whose key $5 is (the account, or a guest's phone), $6 a TrxID given.
export const HELD = `
  select coalesce(sum(orders) filter (where key = 'account:' || $1 and ${TODAY}), 0)::int as by_account,
         coalesce(sum(orders) filter (where key = 'phone:' || $2 and ${TODAY}), 0)::int as by_phone,
         coalesce(sum(orders) filter (where key = 'address:' || $3 and ${TODAY}), 0)::int as by_address,
         greatest(coalesce(sum(unpaid_pieces) filter (where key = 'account:' || $1), 0),
                  coalesce(sum(unpaid_pieces) filter (where key = 'phone:' || $2), 0))::int as unpaid_pieces,
         (select id from orders where coalesce(user_id, shipping_phone) = $4 and idempotency_key = $5) as earlier,
         exists (select 1 from orders where trx_id = $6) as trx_used,
         nextval('order_numbers')::int as number
  from order_tallies
  where key in ('account:' || $1, 'phone:' || $2, 'address:' || $3)`;

/**
 * What a shopper already holds, from their tallies (`order_tallies`, which a trigger keeps as orders are placed and
 * change), read with what else an order must know first: the order an `idempotencyKey` already placed, whether a
 * `trxId` was used before, and the next order number. Answers it unstarted, for `inOrder`; `heldBy` reads the counts
 * back from its row.
 */
export function readHeld(
  tx: Transaction,
  shopper: Shopper,
  { idempotencyKey, trxId }: { idempotencyKey: string | undefined; trxId: string | undefined },
) {
  const { userId, phone, addressKey } = shopper;
  return statement<HeldRow>(tx, HELD, [
    userId,
    phone,
    addressKey,
    userId ?? phone,
    idempotencyKey ?? null,
    trxId ?? null,
  ]);
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

/** `readHeld`'s row, as the database names its columns. */
export interface HeldRow {
  by_account: number;
  by_phone: number;
  by_address: number;
  unpaid_pieces: number;
  /** The order this idempotency key placed already. */
  earlier: string | null;
  trx_used: boolean;
  number: number;
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

/**
 * Drops the tallies of hours no limit counts any more (older than two days) whose orders hold no unpaid pieces: an
 * order changing later adds to its hour afresh, and only its unpaid pieces are read from such an hour. Rows an order's
 * change holds at the moment are left for the next time, so the tidy never waits on one (nor it on the tidy).
 */
export async function forgetOldTallies(db: Executor, now = Date.now()): Promise<void> {
  const twoDaysAgo = Math.floor(now / 3_600_000) - 48;
  const old = db
    .select({ key: orderTallies.key, hour: orderTallies.hour })
    .from(orderTallies)
    .where(and(lt(orderTallies.hour, twoDaysAgo), eq(orderTallies.unpaidPieces, 0)))
    .for('update', { skipLocked: true });
  await db.delete(orderTallies).where(inArray(sql`(${orderTallies.key}, ${orderTallies.hour})`, old));
}
