import { useState } from 'react';
import { deliveryRate } from '@alankar/shared/courier';
import { formatDhakaDateTime } from '@alankar/shared/dates';
import type { Order, PhoneHistory } from '@alankar/shared/order-schemas';
import { api, ApiError } from '~/lib/api-client';

/** How a number's record reads at a glance: its colour and its words. Advice for staff, not a verdict. */
export function phoneStanding(history: PhoneHistory): { tone: string; text: string } {
  const { rate, parcels } = deliveryRate(history);
  if (rate === null) return { tone: 'bg-stone-100 text-stone-700 ring-stone-200', text: 'New number' };
  const text = `${rate}% delivered of ${parcels}`;
  if (rate >= 70) return { tone: 'bg-emerald-50 text-emerald-800 ring-emerald-200', text };
  if (rate >= 50) return { tone: 'bg-amber-50 text-amber-800 ring-amber-200', text };
  return { tone: 'bg-rose-50 text-rose-800 ring-rose-200', text };
}

/** The coloured badge beside a phone number in Manage All Orders. */
export function PhoneBadge({ history }: { history: PhoneHistory | null }) {
  if (!history) return null;
  const { tone, text } = phoneStanding(history);
  return (
    <span
      className={`inline-block px-1.5 py-0.5 text-[11px] font-medium whitespace-nowrap ring-1 ${tone}`}
      title="Delivery record of this number: the shop’s own and the courier networks’"
    >
      {text}
    </span>
  );
}

/** What is known of the order's phone number, with its numbers, and a way to ask the networks again. */
export function PhoneHistoryPanel({ order }: { order: Order }) {
  const [history, setHistory] = useState(order.phoneHistory);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!history) return null;
  const { tone, text } = phoneStanding(history);

  async function checkAgain() {
    setBusy(true);
    setProblem(null);
    try {
      setHistory(await api<PhoneHistory>(`/orders/${order._id}/phone-history`, { method: 'POST' }));
    } catch (cause) {
      setProblem(cause instanceof ApiError ? cause.message : 'The record could not be checked. Try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="phone-history-title" className="space-y-3 bg-white p-5 ring-1 ring-line">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="phone-history-title" className="text-xl">
          Delivery record of {history.phone}
        </h3>
        <span className={`px-2 py-0.5 text-xs font-medium ring-1 ${tone}`}>{text}</span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-taupe">This shop</dt>
        <dd className="tabular-nums">
          {history.shop.delivered} delivered · {history.shop.returned} returned · {history.shop.cancelled} cancelled
        </dd>
        {history.networks.map((network) => (
          <div key={network.source} className="contents">
            <dt className="text-taupe">{network.source}</dt>
            <dd className="tabular-nums">
              {network.total === 0
                ? 'No parcels'
                : `${network.delivered} delivered · ${network.cancelled} not delivered, of ${network.total}`}
              <span className="block text-xs text-taupe">Checked {formatDhakaDateTime(network.checkedAt)}</span>
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-taupe">
        Advice, not a verdict: numbers can be borrowed, and a first order has no record. Call the shopper when in doubt.
      </p>
      <button
        type="button"
        onClick={() => void checkAgain()}
        disabled={busy}
        className="text-sm font-medium text-emerald underline underline-offset-4"
      >
        {busy ? 'Checking…' : 'Check the courier networks again'}
      </button>
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
