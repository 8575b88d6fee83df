import { formatTk } from '@alankar/shared/money';
import type { DashboardSummary } from '@alankar/shared/dashboard-schemas';

const PERIODS = [
  { key: 'today', label: 'Today', testId: 'today' },
  { key: 'last7Days', label: 'Last 7 days', testId: 'last-7-days' },
  { key: 'last30Days', label: 'Last 30 days', testId: 'last-30-days' },
] as const;

const plural = (count: number, word: string) => `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;

/** Revenue and orders placed today, this week and this month (Dhaka days). */
export function SalesFigures({ sales }: { sales: DashboardSummary['sales'] }) {
  return (
    <section aria-labelledby="sales-title">
      <h2 id="sales-title" className="sr-only">
        Sales
      </h2>
      <dl className="grid gap-px bg-line ring-1 ring-line sm:grid-cols-3">
        {PERIODS.map(({ key, label, testId }) => (
          <div
            key={key}
            className="flex items-baseline justify-between gap-4 bg-white px-5 py-4 sm:block sm:px-6 sm:py-5"
          >
            <dt className="eyebrow">{label}</dt>
            <dd className="text-right sm:mt-2 sm:text-left">
              <span
                className="block font-serif text-3xl leading-tight lining-nums tabular-nums sm:text-4xl"
                data-testid={`revenue-${testId}`}
              >
                {formatTk(sales[key].revenue)}
              </span>
              <span className="text-sm text-taupe tabular-nums" data-testid={`orders-${testId}`}>
                {plural(sales[key].orders, 'order')}
              </span>
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-taupe">Revenue leaves out cancelled orders; order counts include them.</p>
    </section>
  );
}
