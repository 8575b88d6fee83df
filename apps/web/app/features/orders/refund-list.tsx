import type { OrderRefund } from '@alankar/shared/order-schemas';
import { formatTk } from '@alankar/shared/money';
import { formatDhakaDateTime } from '@alankar/shared/dates';

/** Money given back on this order, newest last; one still waiting for the provider's answer says so. */
export function RefundList({ refunds }: { refunds: readonly OrderRefund[] }) {
  return (
    <ul className="space-y-3 text-sm">
      {refunds.map((refund) => (
        <li key={refund.reference || refund.at}>
          <p className="font-medium">
            {formatTk(refund.amount)} {refund.state === 'done' ? 'refunded' : 'being refunded'}
          </p>
          <p className="text-taupe">
            <time dateTime={refund.at}>{formatDhakaDateTime(refund.at)}</time> · {refund.reason}
            {refund.state === 'unknown' ? ' · waiting for the payment provider to confirm' : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}
