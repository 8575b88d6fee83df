import type { OrderRefund } from '@alankar/shared/order-schemas';
import { formatTk } from '@alankar/shared/money';
import { formatDhakaDateTime } from '~/lib/format-date';

/** Money given back on this order, newest last. */
export function RefundList({ refunds }: { refunds: readonly OrderRefund[] }) {
  return (
    <ul className="space-y-3 text-sm">
      {refunds.map((refund) => (
        <li key={refund.reference || refund.at}>
          <p className="font-medium">{formatTk(refund.amount)} refunded</p>
          <p className="text-taupe">
            <time dateTime={refund.at}>{formatDhakaDateTime(refund.at)}</time> · {refund.reason}
          </p>
        </li>
      ))}
    </ul>
  );
}
