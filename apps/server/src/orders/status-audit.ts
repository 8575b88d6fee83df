import type { AuditAction } from '@alankar/shared/audit';
import type { AuditActor } from '@alankar/shared/audit-schemas';
import { orderNumberLabel } from '@alankar/shared/order';
import type { Executor } from '../db/client';
import { recordChange } from '../audit/audit-log';
import { changedFields } from '../audit/audit-values';
import type { OrderRow } from './order-rows';

/** What an order's record of staff changes is about: its number. */
export const orderSubject = (order: OrderRow) => ({
  kind: 'order' as const,
  id: order.id,
  label: orderNumberLabel(order.number),
});

/** An order's standing: its status and its payment's. */
export const standing = (order: Pick<OrderRow, 'orderStatus' | 'paymentStatus'>) => ({
  status: order.orderStatus,
  paymentStatus: order.paymentStatus,
});

/** Records a staff member moving an order along: from which status to which (and its payment's, when that moved too). */
export async function recordStatusChange(
  executor: Executor,
  actor: AuditActor,
  { before, after }: { before: OrderRow; after: OrderRow },
  action: AuditAction = 'order.status',
): Promise<void> {
  const changed = changedFields(standing(before), standing(after));
  if (!changed) return;
  await recordChange(executor, actor, { action, subject: orderSubject(after), ...changed });
}
