import { useWords } from '~/words/use-words';
import type { Words } from '~/words/words';

export interface TotalsLine {
  label: string;
  value: string;
  testId?: string;
}

/** What an order costs: its lines (subtotal, delivery …) and the total, in the shop's one layout. */
export function TotalsList({ lines, total, totalTestId }: { lines: TotalsLine[]; total: number; totalTestId: string }) {
  const { t, tk } = useWords();
  return (
    <dl className="space-y-2 text-sm">
      {lines.map(({ label, value, testId }) => (
        <div key={label} className="flex justify-between text-taupe">
          <dt>{label}</dt>
          <dd className="text-ink tabular-nums" data-testid={testId}>
            {value}
          </dd>
        </div>
      ))}
      <div className="flex justify-between border-t border-line pt-2 text-base font-semibold">
        <dt>{t.common.total}</dt>
        <dd className="text-gold tabular-nums" data-testid={totalTestId}>
          {tk(total)}
        </dd>
      </div>
    </dl>
  );
}

/** Delivery as the shop shows it: `Free`, or `Tk 60`, in the page's words (`useWords()`). */
export const shippingText = (shipping: number, { t, tk }: { t: Words; tk: (amount: number) => string }) =>
  shipping === 0 ? t.common.free : tk(shipping);

/** Delivery in a cart's quote: `Free`, the area's fee, or `from Tk 60` until the area is chosen. */
export function quotedShippingText(
  quote: { shipping: number; delivery: unknown },
  words: { t: Words; tk: (amount: number) => string; fill: (message: string, values: Record<string, string>) => string },
): string {
  if (quote.shipping === 0 || quote.delivery) return shippingText(quote.shipping, words);
  return words.fill(words.t.common.feeFrom, { amount: words.tk(quote.shipping) });
}
