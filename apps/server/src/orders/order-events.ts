import type { OrderStatus } from '@alankar/shared/order';
import type { OrderActor, OrderEvent } from '@alankar/shared/order-events';
import type { Executor } from '../db/client';
import { orderEvents } from '../db/schema';

/** Who did it: a signed-in person (customer or staff, by email), or the shop itself. */
export type EventAuthor = { actor: Exclude<OrderActor, 'system'>; email: string } | { actor: 'system' };

export const SYSTEM: EventAuthor = { actor: 'system' };

/** The row of one typed event, as inserted (the database adds its id and time unless given). */
export function eventValues(
  orderId: string,
  author: EventAuthor,
  { from, to }: { from: OrderStatus | null; to: OrderStatus },
  event: OrderEvent,
) {
  const { kind, ...data } = event;
  return {
    orderId,
    actor: author.actor,
    byEmail: author.actor === 'system' ? null : author.email,
    fromStatus: from,
    toStatus: to,
    kind,
    data,
  } satisfies typeof orderEvents.$inferInsert;
}

/** Adds one typed event to an order's history, in the caller's transaction. */
export async function recordEvent(
  executor: Executor,
  orderId: string,
  author: EventAuthor,
  transition: { from: OrderStatus | null; to: OrderStatus },
  event: OrderEvent,
) {
  const [row] = await executor
    .insert(orderEvents)
    .values(eventValues(orderId, author, transition, event))
    .returning();
  if (!row) throw new Error('the event insert returned no row');
  return row;
}
