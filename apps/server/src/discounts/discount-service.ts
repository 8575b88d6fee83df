import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DiscountCode, DiscountCodeInput } from '@alankar/shared/discount-schemas';
import type { Viewer } from '@alankar/shared/account';
import type { AuditValues } from '@alankar/shared/audit';
import { may } from '@alankar/shared/policy';
import type { Database } from '../db/client';
import { discountCodes, orders } from '../db/schema';
import { isUniqueViolation } from '../db/constraint-violation';
import { AppError } from '../errors';
import { recordChange } from '../audit/audit-log';
import { changedFields, filled, moment } from '../audit/audit-values';

type CodeRow = typeof discountCodes.$inferSelect & { revenue: number; discounted: number };
type SavedCode = typeof discountCodes.$inferSelect;

/** Orders that count as sales: not cancelled, and not sent back by the shopper. */
const SOLD = sql`${orders.orderStatus} not in ('cancelled', 'returned')`;

function toDiscountCode(row: CodeRow): DiscountCode {
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind,
    amount: row.amount,
    minSubtotal: row.minSubtotal,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    maxUses: row.maxUses,
    usesPerPhone: row.usesPerPhone,
    firstOrderOnly: row.firstOrderOnly,
    categories: row.categories,
    productIds: row.productIds,
    paused: row.pausedAt !== null,
    uses: row.uses,
    revenue: row.revenue,
    discounted: row.discounted,
    createdAt: row.createdAt.toISOString(),
  };
}

function valuesOf(input: DiscountCodeInput, pausedAt: Date | null) {
  return {
    code: input.code,
    kind: input.kind,
    amount: input.kind === 'free-delivery' ? 0 : input.amount,
    minSubtotal: input.minSubtotal,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    maxUses: input.maxUses,
    usesPerPhone: input.usesPerPhone,
    firstOrderOnly: input.firstOrderOnly,
    categories: input.categories,
    productIds: [...new Set(input.productIds)],
    pausedAt,
  };
}

/** A code's rules as the record of staff changes keeps them (its uses are the shoppers', not staff's). */
function codeValues(row: SavedCode): AuditValues {
  return {
    code: row.code,
    kind: row.kind,
    amount: row.amount,
    minSubtotal: row.minSubtotal,
    startsAt: moment(row.startsAt),
    endsAt: moment(row.endsAt),
    maxUses: row.maxUses,
    usesPerPhone: row.usesPerPhone,
    firstOrderOnly: row.firstOrderOnly,
    categories: row.categories,
    productIds: row.productIds,
    paused: row.pausedAt !== null,
  };
}

const subjectOf = (row: SavedCode) => ({ kind: 'discount' as const, id: row.id, label: row.code });
const STAFF_ONLY = 'Only the shop’s staff can change discount codes.';

const taken = (code: string) => {
  const message = `There is already a code ${code}.`;
  return new AppError('conflict', message, { code: message });
};

/** Staff's discount codes: made, changed, paused and deleted in the dashboard, each with what it brought in. */
export function createDiscountService(db: Database) {
  const withFigures = () =>
    db
      .select({
        ...getTableColumns(discountCodes),
        revenue: sql<number>`coalesce(sum(${orders.total}) filter (where ${SOLD}), 0)`.mapWith(Number),
        discounted: sql<number>`coalesce(sum(${orders.discount}) filter (where ${SOLD}), 0)`.mapWith(Number),
      })
      .from(discountCodes)
      .leftJoin(orders, eq(orders.discountCodeId, discountCodes.id))
      .groupBy(discountCodes.id);

  async function one(id: string): Promise<DiscountCode> {
    const [row] = await withFigures().where(eq(discountCodes.id, id));
    if (!row) throw new AppError('not_found', MISSING);
    return toDiscountCode(row);
  }

  return {
    async list(viewer: Viewer): Promise<DiscountCode[]> {
      if (!may(viewer, 'discount.write'))
        throw new AppError('forbidden', 'Only the shop’s staff can see discount codes.');
      const rows = await withFigures().orderBy(desc(discountCodes.createdAt));
      return rows.map(toDiscountCode);
    },

    async create(viewer: Viewer, input: DiscountCodeInput): Promise<DiscountCode> {
      if (!may(viewer, 'discount.write')) throw new AppError('forbidden', STAFF_ONLY);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(discountCodes)
          .values(valuesOf(input, input.paused ? new Date() : null))
          .returning()
          .catch((error: unknown) => {
            if (isUniqueViolation(error, 'discount_codes_code_unique')) throw taken(input.code);
            throw error;
          });
        if (!row) throw new Error('insert returned no row');
        const after = filled(codeValues(row));
        await recordChange(tx, viewer, { action: 'discount.create', subject: subjectOf(row), before: null, after });
        return row.id;
      });
      return one(id);
    },

    /** Changes a code's rules; its uses so far stay, and a limit can't go below them. */
    async update(viewer: Viewer, id: string, input: DiscountCodeInput): Promise<DiscountCode> {
      if (!may(viewer, 'discount.write')) throw new AppError('forbidden', STAFF_ONLY);
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id)).for('update');
        if (!before) throw new AppError('not_found', MISSING);
        if (input.maxUses !== null && input.maxUses < before.uses) {
          const message = `This code has been used ${before.uses} times already: allow at least that many uses.`;
          throw new AppError('conflict', message, { maxUses: message });
        }
        // Pausing keeps when it was paused; resuming clears it.
        const pausedAt = input.paused ? (before.pausedAt ?? new Date()) : null;
        const [after] = await tx
          .update(discountCodes)
          .set({ ...valuesOf(input, pausedAt), updatedAt: new Date() })
          .where(eq(discountCodes.id, id))
          .returning()
          .catch((error: unknown) => {
            if (isUniqueViolation(error, 'discount_codes_code_unique')) throw taken(input.code);
            throw error;
          });
        if (!after) throw new Error(`discount code ${id} vanished`);
        const changed = changedFields(codeValues(before), codeValues(after));
        if (changed)
          await recordChange(tx, viewer, { action: 'discount.update', subject: subjectOf(after), ...changed });
      });
      return one(id);
    },

    /** Deletes a code; orders that used it keep its text and what it took off. */
    async remove(viewer: Viewer, id: string): Promise<void> {
      if (!may(viewer, 'discount.write')) throw new AppError('forbidden', STAFF_ONLY);
      await db.transaction(async (tx) => {
        const [gone] = await tx.delete(discountCodes).where(eq(discountCodes.id, id)).returning();
        if (!gone) throw new AppError('not_found', MISSING);
        const before = filled(codeValues(gone));
        await recordChange(tx, viewer, { action: 'discount.delete', subject: subjectOf(gone), before, after: null });
      });
    },
  };
}

export type DiscountService = ReturnType<typeof createDiscountService>;

const MISSING = 'This discount code does not exist or was deleted.';
