import { formatTk } from '@alankar/shared/money';
import type { SalesDay } from '@alankar/shared/dashboard-schemas';
import { formatShopDay } from '@alankar/shared/dates';
import { OverviewCard } from './overview-card';

/** The drawing's size in SVG units; each is drawn about 1:1 on the screens it is shown on, so its text stays readable. */
interface Frame {
  width: number;
  height: number;
  margin: { top: number; right: number; bottom: number; left: number };
  fontSize: number;
  /** Label every this many days, counting back from today. */
  labelEvery: number;
}

const PHONE: Frame = {
  width: 320,
  height: 200,
  margin: { top: 26, right: 2, bottom: 24, left: 34 },
  fontSize: 12,
  labelEvery: 7,
};
const WIDE: Frame = {
  width: 680,
  height: 250,
  margin: { top: 28, right: 4, bottom: 26, left: 40 },
  fontSize: 11,
  labelEvery: 4,
};

const Y_INTERVALS = 4;

/** A round step (1, 2, 2.5 or 5 × a power of ten) of at least `raw`. */
function roundStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 2.5, 5, 10].map((multiple) => multiple * power).find((step) => step >= raw) ?? 10 * power;
}

/** The revenue axis: round ticks from 0 to at least the best day (0 to 2,000 when there were no sales). */
function revenueTicks(best: number): number[] {
  const step = best > 0 ? roundStep(best / Y_INTERVALS) : 500;
  const top = Math.max(step, Math.ceil(best / step) * step);
  return Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
}

/** `0`, `800`, `2.5k`, `120k`: short enough for the axis. */
function shortTaka(amount: number): string {
  if (amount < 1000) return String(amount);
  return `${Number((amount / 1000).toFixed(1))}k`;
}

function SalesBars({
  days,
  frame,
  label,
  className,
}: {
  days: SalesDay[];
  frame: Frame;
  label: string;
  className: string;
}) {
  const { width, height, margin, fontSize, labelEvery } = frame;
  const plotWidth = width - margin.left - margin.right;
  const plotHeight = height - margin.top - margin.bottom;
  const ticks = revenueTicks(Math.max(0, ...days.map((day) => day.revenue)));
  const top = ticks.at(-1) ?? 1;
  const slot = plotWidth / days.length;
  const barWidth = Math.max(2, slot * 0.64);
  const baseline = margin.top + plotHeight;
  const y = (revenue: number) => baseline - (revenue / top) * plotHeight;
  const round = (value: number) => Math.round(value * 10) / 10;

  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
      className={`h-auto w-full ${className}`}
      fontSize={fontSize}
    >
      <text x={0} y={fontSize} className="fill-taupe">
        Revenue (Tk)
      </text>
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={margin.left}
            x2={width - margin.right}
            y1={round(y(tick))}
            y2={round(y(tick))}
            className={tick === 0 ? 'stroke-taupe/50' : 'stroke-line'}
            strokeWidth={1}
          />
          <text
            x={margin.left - 6}
            y={round(y(tick))}
            textAnchor="end"
            dominantBaseline="middle"
            className="fill-taupe tabular-nums"
          >
            {shortTaka(tick)}
          </text>
        </g>
      ))}
      {days.map((day, index) => {
        const x = margin.left + index * slot + (slot - barWidth) / 2;
        const barHeight = baseline - y(day.revenue);
        const isToday = index === days.length - 1;
        const labelled = (days.length - 1 - index) % labelEvery === 0;
        return (
          <g key={day.date}>
            {barHeight > 0 ? (
              <rect
                x={round(x)}
                y={round(y(day.revenue))}
                width={round(barWidth)}
                height={round(barHeight)}
                rx={1}
                className={isToday ? 'fill-emerald' : 'fill-gold-soft'}
              >
                <title>{`${formatShopDay(day.date, 'weekday')}: ${formatTk(day.revenue)}, ${day.orders} ${day.orders === 1 ? 'order' : 'orders'}`}</title>
              </rect>
            ) : null}
            {labelled ? (
              <>
                <line
                  x1={round(x + barWidth / 2)}
                  x2={round(x + barWidth / 2)}
                  y1={baseline}
                  y2={baseline + 4}
                  className="stroke-taupe/50"
                />
                {/* Today's label ends at the edge instead of running over it. */}
                <text
                  x={isToday ? width - margin.right : round(x + barWidth / 2)}
                  y={height - 4}
                  textAnchor={isToday ? 'end' : 'middle'}
                  className="fill-taupe"
                >
                  {formatShopDay(day.date)}
                </text>
              </>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

/** In words, what the bars show: for the chart's accessible name. */
function describe(days: SalesDay[]): string {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return 'Daily revenue: no days to show.';
  const span = `${formatShopDay(first.date, 'long')} to ${formatShopDay(last.date, 'long')}`;
  const revenue = days.reduce((sum, day) => sum + day.revenue, 0);
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  if (revenue === 0) return `Daily revenue, ${span}: no sales yet.`;
  const best = days.reduce((top, day) => (day.revenue > top.revenue ? day : top), first);
  return (
    `Daily revenue, ${span}: ${formatTk(revenue)} from ${orders} ${orders === 1 ? 'order' : 'orders'}. ` +
    `Best day ${formatShopDay(best.date, 'long')}, ${formatTk(best.revenue)}. Today ${formatTk(last.revenue)}.`
  );
}

/** Revenue per Dhaka day over the last 30 days, as bars, with the same figures as a table. */
export function SalesChart({ days }: { days: SalesDay[] }) {
  const label = describe(days);
  const revenue = days.reduce((sum, day) => sum + day.revenue, 0);
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  return (
    <OverviewCard
      id="chart-title"
      title="Sales, last 30 days"
      note={
        <>
          Revenue per day in Dhaka time, without cancelled orders.{' '}
          <span className="whitespace-nowrap">
            <span aria-hidden="true" className="mr-1 inline-block size-2.5 bg-emerald align-baseline" />
            Today
          </span>
        </>
      }
    >
      {/* Two drawings of the same bars: sized for phones and for wide screens, only one shown. */}
      <SalesBars days={days} frame={PHONE} label={label} className="lg:hidden" />
      <SalesBars days={days} frame={WIDE} label={label} className="hidden lg:block" />
      <details className="group mt-4 border-t border-line pt-3">
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-emerald underline-offset-4 hover:underline">
          <span className="group-open:hidden">Show the figures as a table</span>
          <span className="hidden group-open:inline">Hide the table</span>
        </summary>
        <table className="mt-2 w-full text-sm tabular-nums">
          <caption className="sr-only">Orders and revenue per day, last 30 days</caption>
          <thead className="border-b border-line text-xs tracking-wide text-taupe uppercase">
            <tr>
              <th scope="col" className="py-2 pr-3 text-left font-medium">
                Day
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Orders
              </th>
              <th scope="col" className="py-2 pl-3 text-right font-medium">
                Revenue
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {days.map((day) => (
              <tr key={day.date} className={day.orders === 0 ? 'text-taupe' : ''}>
                <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                  <time dateTime={day.date}>{formatShopDay(day.date, 'weekday')}</time>
                </th>
                <td className="px-3 py-1.5 text-right">{day.orders}</td>
                <td className="py-1.5 pl-3 text-right">{formatTk(day.revenue)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-ink/40 font-semibold">
            <tr>
              <th scope="row" className="py-2 pr-3 text-left">
                {days.length} days
              </th>
              <td className="px-3 py-2 text-right">{orders}</td>
              <td className="py-2 pl-3 text-right">{formatTk(revenue)}</td>
            </tr>
          </tfoot>
        </table>
      </details>
    </OverviewCard>
  );
}
