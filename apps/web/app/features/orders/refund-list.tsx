import type { OrderRefund } from '@alankar/shared/order-schemas';
import { formatDhakaDateTime } from '@alankar/shared/dates';
import { useWords } from '~/words/use-words';

/** Money given back on this order, newest last; one still waiting for the provider's answer says so. */
export function RefundList({ refunds }: { refunds: readonly OrderRefund[] }) {
  const { t, lang, tk, fill } = useWords();
  return (
    <ul className="space-y-3 text-sm">
      {refunds.map((refund) => (
        <li key={refund.reference || refund.at}>
          <p className="font-medium">
            {fill(refund.state === 'done' ? t.orders.refunded : t.orders.beingRefunded, { amount: tk(refund.amount) })}
          </p>
          <p className="text-taupe">
            <time dateTime={refund.at}>{formatDhakaDateTime(refund.at, lang)}</time> · {refund.reason}
            {refund.state === 'unknown' ? ` · ${t.orders.awaitingProvider}` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}
