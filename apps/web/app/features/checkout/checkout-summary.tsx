import { lineTotal, priceCart } from '@alankar/shared/pricing';
import { formatTk } from '@alankar/shared/money';
import { thumbnailUrl } from '@alankar/shared/images';
import type { CartItem } from '~/features/cart/cart-store';

/** The cart beside the checkout forms: what is being bought and what it costs. */
export function CheckoutSummary({ items }: { items: readonly CartItem[] }) {
  const totals = priceCart(items);
  return (
    <section aria-labelledby="checkout-summary-title" className="bg-white p-5 ring-1 ring-line sm:p-6">
      <h2 id="checkout-summary-title" className="text-2xl">
        Order summary
      </h2>
      <ul className="mt-4 divide-y divide-line" aria-label="Items in your order">
        {items.map((item) => (
          <li key={item._id} className="flex items-center gap-4 py-3" aria-label={item.title}>
            <img src={thumbnailUrl(item.image)} alt="" width={64} height={64} className="size-16 shrink-0 bg-ivory object-cover" />
            <div className="min-w-0 flex-1">
              <p className="font-serif text-lg leading-tight">{item.title}</p>
              <p className="text-sm text-taupe">
                Quantity: <span data-testid="summary-quantity">{item.quantity}</span>
              </p>
            </div>
            <span className="font-medium text-gold tabular-nums" data-testid="summary-line-total">
              {formatTk(lineTotal(item))}
            </span>
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-2 border-t border-line pt-4 text-sm">
        <div className="flex justify-between text-taupe">
          <dt>Subtotal</dt>
          <dd className="text-ink tabular-nums" data-testid="summary-subtotal">
            {formatTk(totals.subtotal)}
          </dd>
        </div>
        <div className="flex justify-between text-taupe">
          <dt>Shipping</dt>
          <dd className="text-ink tabular-nums" data-testid="summary-shipping">
            {totals.shipping === 0 ? 'Free' : formatTk(totals.shipping)}
          </dd>
        </div>
        <div className="flex justify-between border-t border-line pt-3 text-base font-semibold">
          <dt>Total</dt>
          <dd className="text-gold tabular-nums" data-testid="summary-total">
            {formatTk(totals.total)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
