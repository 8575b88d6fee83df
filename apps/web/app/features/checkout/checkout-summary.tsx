import { lineTotal } from '@alankar/shared/pricing';
import { thumbnailUrl } from '@alankar/shared/images';
import { lineKey, type CartItem } from '~/features/cart/cart-store';
import { quotedLineOf } from '~/features/cart/cart-reconcile';
import type { CartQuoteState } from '~/features/cart/cart-quote';
import { QuoteNotices } from '~/features/cart/quote-notices';
import { DiscountCodeField } from '~/features/cart/discount-code-field';
import { quotedShippingText, TotalsList } from '~/ui/totals-list';
import { useWords } from '~/words/use-words';

/** The cart beside the checkout forms: what is being bought and what it costs, at the server's prices. */
export function CheckoutSummary({
  items,
  priced,
  placed = false,
}: {
  items: readonly CartItem[];
  priced: CartQuoteState;
  /** The order is already placed (waiting for its payment): its discount is its own, not to be changed here. */
  placed?: boolean;
}) {
  const { t, tk, num, fill } = useWords();
  const totals = priced.quote;
  return (
    <section aria-labelledby="checkout-summary-title" className="bg-white p-5 ring-1 ring-line sm:p-6">
      <h2 id="checkout-summary-title" className="text-2xl">
        {t.checkout.summary}
      </h2>
      <div className="mt-4">
        <QuoteNotices quote={priced} />
      </div>
      <ul className="mt-2 divide-y divide-line" aria-label={t.checkout.itemsInOrder}>
        {items.map((item) => {
          // The server's title, in the page's language, once it has answered.
          const line = totals ? quotedLineOf(item, totals.lines, items) : undefined;
          const title = line?.title || item.title;
          const variant = item.variantTitle ? num(item.variantTitle) : '';
          return (
            <li
              key={lineKey(item)}
              className="flex items-center gap-4 py-3"
              aria-label={variant ? `${title} (${variant})` : title}
            >
              <img
                src={thumbnailUrl(item.image)}
                alt=""
                width={64}
                height={64}
                className="size-16 shrink-0 bg-ivory object-cover"
              />
              <div className="min-w-0 flex-1">
                <p className="font-serif text-lg leading-tight">{title}</p>
                {variant ? (
                  <p className="text-sm text-ink/80" data-testid="summary-variant">
                    {variant}
                  </p>
                ) : null}
                <p className="text-sm text-taupe">
                  {line?.problem === 'choose' ? (
                    <span className="font-medium text-danger">{t.cart.chooseLine}</span>
                  ) : item.stock <= 0 ? (
                    <span className="font-medium text-danger">{t.checkout.soldOut}</span>
                  ) : (
                    <>
                      {t.checkout.quantity} <span data-testid="summary-quantity">{num(item.quantity)}</span>
                    </>
                  )}
                </p>
              </div>
              <span className="font-medium text-gold tabular-nums" data-testid="summary-line-total">
                {item.stock <= 0 ? '—' : tk(lineTotal(item))}
              </span>
            </li>
          );
        })}
      </ul>
      {placed ? null : (
        // Outside the totals, so it stays put (and keeps what is typed) while a new quote is worked out.
        <div className="mt-2 border-t border-line pt-4">
          <DiscountCodeField quote={totals} />
        </div>
      )}
      <div className="mt-4 border-t border-line pt-4" aria-busy={!totals}>
        {totals ? (
          <>
            <TotalsList
              lines={[
                { label: t.checkout.subtotal, value: tk(totals.subtotal), testId: 'summary-subtotal' },
                ...(totals.appliedDiscount
                  ? [
                      {
                        label: fill(t.cart.discountLine, { code: totals.appliedDiscount.code }),
                        value: `−${tk(totals.discount)}`,
                        testId: 'summary-discount',
                      },
                    ]
                  : []),
                {
                  label: t.checkout.shipping,
                  value: quotedShippingText(totals, { t, tk, fill }),
                  testId: 'summary-shipping',
                },
              ]}
              total={totals.total}
              totalTestId="summary-total"
            />
            <p className="mt-3 text-xs text-taupe" data-testid="summary-delivery">
              {totals.delivery
                ? fill(t.checkout.deliveryDays, {
                    zone: t.common.zones[totals.delivery.zone],
                    min: totals.delivery.minDays,
                    max: totals.delivery.maxDays,
                  })
                : t.checkout.shippingFromHint}
            </p>
          </>
        ) : (
          <div className="h-20 animate-pulse bg-ivory" aria-label={t.checkout.workingOutTotal} />
        )}
      </div>
    </section>
  );
}
