import { sql } from 'drizzle-orm';
import type { Viewer } from '@alankar/shared/account';
import type { OrderLimits } from '@alankar/shared/settings';
import type { Transaction } from '../db/client';
import { rowsOf } from '../db/rows';
import { AppError } from '../errors';

/** A shipping address as the limits compare it: case and spacing don't make it another address. */
export function addressKey(address: string): string {
  return address.toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * Checks the owner's limits before an order is placed, in its transaction: orders in the last day per account, per
 * phone and per shipping address, and pieces held by one shopper's unpaid orders. Orders of the same account, phone or
 * address wait for each other here (on PostgreSQL), so a burst of them can't all slip under the limit at once; the
 * locks are always taken in that order, so two orders never wait on each other.
 */
export async function checkOrderLimits(
  tx: Transaction,
  viewer: Viewer,
  { phone, address, pieces }: { phone: string; address: string; pieces: number },
  limits: OrderLimits,
): Promise<void> {
  const key = addressKey(address);
  // In a statement of its own: the counts below must be read after the lock is ours (a statement sees the database
  // as it was when the statement began, on PostgreSQL).
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`orders:account:${viewer.id}`})),
               pg_advisory_xact_lock(hashtext(${`orders:phone:${phone}`})),
               pg_advisory_xact_lock(hashtext(${`orders:address:${key}`}))`,
  );
  const result = await tx.execute(sql`
    select
      (select count(*) from orders
        where created_at > now() - interval '1 day' and user_id = ${viewer.id})::int as by_account,
      (select count(*) from orders
        where created_at > now() - interval '1 day' and shipping_phone = ${phone})::int as by_phone,
      (select count(*) from orders
        where created_at > now() - interval '1 day'
          and regexp_replace(lower(shipping_address), '\\s+', ' ', 'g') = ${key})::int as by_address,
      (select coalesce(sum(l.quantity), 0) from order_lines l join orders o on o.id = l.order_id
        where o.order_status = 'pending' and o.payment_status in ('un-paid', 'verifying')
          and (o.user_id = ${viewer.id} or o.shipping_phone = ${phone}))::int as unpaid_pieces
  `);
  const [counts] = rowsOf<{ by_account: number; by_phone: number; by_address: number; unpaid_pieces: number }>(result);
  if (!counts) throw new Error('the order limits query returned nothing');
  const most = Math.max(counts.by_account, counts.by_phone, counts.by_address);
  if (most >= limits.ordersPerDay) {
    throw new AppError(
      'too_many_requests',
      `This account, phone number or address has placed ${limits.ordersPerDay} orders today, the most one shopper can in a day. Please message us on WhatsApp and we will take your order.`,
    );
  }
  if (counts.unpaid_pieces + pieces > limits.unpaidPieces) {
    const held = counts.unpaid_pieces;
    throw new AppError(
      'conflict',
      held > 0
        ? `Your unpaid orders already hold ${held} ${held === 1 ? 'piece' : 'pieces'}; one shopper can hold at most ${limits.unpaidPieces} at a time. Pay for or cancel an order first, or message us on WhatsApp.`
        : `One order can hold at most ${limits.unpaidPieces} pieces until it is paid. Lower the quantities, or message us on WhatsApp.`,
    );
  }
}
