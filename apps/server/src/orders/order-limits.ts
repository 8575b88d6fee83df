import type { OrderLimits } from '@alankar/shared/settings';
import type { Transaction } from '../db/client';
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
  /** Pieces in the account's and the phone's unpaid orders. */
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
const LOCK_THREE = `${LOCK_TWO}, pg_advisory_xact_lock(hashtext($3))`;

const UNPAID = `order_status = 'pending' and payment_status in ('un-paid', 'verifying')`;
const TODAY = `created_at > now() - interval '1 day'`;

// Written once (`db/statements.ts`): every order reads it. $1 the account (null for a guest), $2 the phone, $3 the
// address's key, $4 whose key $5 is (the account, or a guest's phone), $6 a TrxID given.
const HELD = `
  select count(*) filter (where user_id = $1 and ${TODAY})::int as by_account,
         count(*) filter (where shipping_phone = $2 and ${TODAY})::int as by_phone,
         count(*) filter (where shipping_address_key = $3 and ${TODAY})::int as by_address,
         coalesce(sum((select sum(quantity) from order_lines where order_id = orders.id))
           filter (where ${UNPAID} and (user_id = $1 or shipping_phone = $2)), 0)::int as unpaid_pieces,
         (select id from orders where coalesce(user_id, shipping_phone) = $4 and idempotency_key = $5) as earlier,
         exists (select 1 from orders where trx_id = $6) as trx_used,
         nextval('order_numbers')::int as number
  from orders
  where (user_id = $1 and ${TODAY})
     or (shipping_phone = $2 and ${TODAY})
     or (shipping_address_key = $3 and ${TODAY})
     or (user_id = $1 and user_id is not null and ${UNPAID})
     or (shipping_phone = $2 and shipping_phone is not null and ${UNPAID})`;

/**
 * What a shopper already holds, in one look at their orders (the day's, and the unpaid ones, each found by its own
 * index), read with what else an order must know first: the order an `idempotencyKey` already placed, whether a
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
