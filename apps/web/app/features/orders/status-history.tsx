import type { OrderStatusChange } from '@alankar/shared/order-schemas';
import { ORDER_STATUS_LABELS } from './order-format';
import { formatDhakaDateTime } from '~/lib/format-date';

/** Every change to the order: when, from what to what, and by whom. */
export function StatusHistory({ history }: { history: readonly OrderStatusChange[] }) {
  if (history.length === 0) return null;
  return (
    <ol className="space-y-3 border-l border-line pl-4 text-sm" aria-label="Status history">
      {history.map((change) => (
        <li key={`${change.at}-${change.to}`} className="relative">
          <span aria-hidden="true" className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-gold-soft" />
          <p className="font-medium">
            {change.from
              ? `${ORDER_STATUS_LABELS[change.from]} → ${ORDER_STATUS_LABELS[change.to]}`
              : `Order placed (${ORDER_STATUS_LABELS[change.to]})`}
          </p>
          <p className="text-taupe">
            {formatDhakaDateTime(change.at)}
            {change.by === 'system' ? '' : ` · ${change.by}`}
            {change.note ? ` · ${change.note}` : ''}
          </p>
        </li>
      ))}
    </ol>
  );
}
