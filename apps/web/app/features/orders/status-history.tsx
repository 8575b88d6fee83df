import type { OrderStatusChange } from '@alankar/shared/order-schemas';
import { ORDER_STATUS_LABELS } from './order-format';
import { formatDhakaDateTime } from '~/lib/format-date';

/** What happened: a move between statuses, or (the status unchanged) what the note says, like a payment. */
function headline(change: OrderStatusChange): string {
  if (!change.from) return `Order placed (${ORDER_STATUS_LABELS[change.to]})`;
  if (change.from === change.to && change.note) return change.note;
  return `${ORDER_STATUS_LABELS[change.from]} → ${ORDER_STATUS_LABELS[change.to]}`;
}

/** Every change to the order: when, what happened, and by whom. */
export function StatusHistory({ history }: { history: readonly OrderStatusChange[] }) {
  if (history.length === 0) return null;
  return (
    <ol className="space-y-3 border-l border-line pl-4 text-sm" aria-label="Status history">
      {history.map((change, index) => {
        const title = headline(change);
        return (
          <li key={`${change.at}-${index}`} className="relative">
            <span aria-hidden="true" className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-gold-soft" />
            <p className="font-medium break-words">{title}</p>
            <p className="text-taupe">
              {formatDhakaDateTime(change.at)}
              {change.by === 'system' ? '' : ` · ${change.by}`}
              {change.note && change.note !== title ? ` · ${change.note}` : ''}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
