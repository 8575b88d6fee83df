import { and, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import { discountFor, type DiscountLine, type DiscountProblem } from '@alankar/shared/discount';
import type { AppliedDiscount, DiscountRefusal } from '@alankar/shared/discount-schemas';
import { formatTk } from '@alankar/shared/money';
import type { Executor } from '../db/client';
import { discountCodes, orders } from '../db/schema';
import { AppError } from '../errors';

/** Who is using a code: their number (when given yet) and account (when signed in). */
export interface CodeUser {
  phone: string | null;
  userId: string | null;
}

const CANCELLED = sql`'cancelled'`;

/**
 * A code's row with what its checks need to know of the shopper: the uses of it by their number, and whether they
 * have ordered before (by number or account). One read, unstarted (for `inOrder`); no row when there is no such code.
 */
export function readCode(executor: Executor, code: string, user: CodeUser) {
  // Nested, so drizzle names each column with its table (a correlated subquery's `id` would be the order's).
  const byPhone = sql<number>`(${
    user.phone
      ? sql`(select count(*) from ${orders} where ${orders.discountCodeId} = ${discountCodes.id} and ${orders.shippingPhone} = ${user.phone} and ${orders.orderStatus} <> ${CANCELLED})`
      : sql`0`
  })`;
  const earlier = sql<number>`(
    ${user.phone ? sql`(select count(*) from ${orders} where ${orders.shippingPhone} = ${user.phone} and ${orders.orderStatus} <> ${CANCELLED})` : sql`0`}
    + ${user.userId ? sql`(select count(*) from ${orders} where ${orders.userId} = ${user.userId} and ${orders.orderStatus} <> ${CANCELLED})` : sql`0`}
  )`;
  return executor
    .select({
      ...getTableColumns(discountCodes),
      usesByPhone: byPhone.mapWith(Number),
      earlierOrders: earlier.mapWith(Number),
    })
    .from(discountCodes)
    .where(eq(discountCodes.code, code));
}

export type ReadCode = Awaited<ReturnType<typeof readCode>>[number];

/**
 * What a code takes off a cart now, or why it does not apply, checked in the order a shopper can act on: whether it
 * is on at all, then the cart, then the shopper. Checks needing the shopper are left for the order when the quote
 * does not know them yet.
 */
export function judgeCode(
  code: string,
  row: ReadCode | null,
  {
    lines,
    shipping,
    user,
    now = new Date(),
  }: { lines: readonly DiscountLine[]; shipping: number; user: CodeUser; now?: Date },
): { applied: AppliedDiscount; id: string } | { refusal: DiscountRefusal } {
  const refuse = (problem: DiscountProblem) => ({ refusal: { code, problem, minSubtotal: row?.minSubtotal ?? 0 } });
  if (!row) return refuse('unknown');
  if (row.pausedAt) return refuse('paused');
  if (row.startsAt && row.startsAt > now) return refuse('not-yet');
  if (row.endsAt && row.endsAt <= now) return refuse('expired');
  if (row.maxUses !== null && row.uses >= row.maxUses) return refuse('used-up');
  const priced = discountFor(row, lines, shipping);
  if ('problem' in priced) return refuse(priced.problem);
  const knowsShopper = user.phone !== null || user.userId !== null;
  if (row.firstOrderOnly && knowsShopper && row.earlierOrders > 0) return refuse('first-order-only');
  if (row.usesPerPhone !== null && user.phone && row.usesByPhone >= row.usesPerPhone) return refuse('used-by-you');
  return { applied: { code: row.code, kind: row.kind, amount: priced.amount }, id: row.id };
}

/** Why a code does not apply, as the API says it (Bangla in `words/bangla-messages.ts`). */
export function refusalMessage({ code, problem, minSubtotal }: DiscountRefusal): string {
  switch (problem) {
    case 'unknown':
      return `There is no discount code ${code}. Check it and try again.`;
    case 'paused':
      return `The code ${code} can't be used right now.`;
    case 'not-yet':
      return `The code ${code} has not started yet.`;
    case 'expired':
      return `The code ${code} has expired.`;
    case 'used-up':
      return `The code ${code} has been used up.`;
    case 'used-by-you':
      return `This mobile number has already used the code ${code}.`;
    case 'below-minimum':
      return `The code ${code} needs pieces worth at least ${formatTk(minSubtotal)}.`;
    case 'not-for-these':
      return `The code ${code} is not for the pieces in your cart.`;
    case 'first-order-only':
      return `The code ${code} is for a first order only.`;
    case 'nothing-off':
      return `The code ${code} takes nothing off this order.`;
  }
}

export const refusedCode = (refusal: DiscountRefusal) => {
  const message = refusalMessage(refusal);
  return new AppError('conflict', message, { discountCode: message });
};

/**
 * Takes one use of a code for an order, in the order's transaction: a conditional increment, so when two checkouts
 * race for a code's last use one gets it and the other's returns no row (and is told it's used up).
 */
export function takeUse(executor: Executor, id: string) {
  return executor
    .update(discountCodes)
    .set({ uses: sql`${discountCodes.uses} + 1` })
    .where(
      and(
        eq(discountCodes.id, id),
        sql`(${discountCodes.maxUses} is null or ${discountCodes.uses} < ${discountCodes.maxUses})`,
      ),
    )
    .returning({ id: discountCodes.id });
}

/** A cancelled order gives its use back. */
export function giveBackUse(executor: Executor, id: string) {
  return executor
    .update(discountCodes)
    .set({ uses: sql`greatest(${discountCodes.uses} - 1, 0)` })
    .where(and(eq(discountCodes.id, id), ne(discountCodes.uses, 0)));
}
