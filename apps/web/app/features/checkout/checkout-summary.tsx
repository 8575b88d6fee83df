import { lineTotal, priceCart } from '@alankar/shared/pricing';
import { formatTk } from '@alankar/shared/money';
import { thumbnailUrl } from '@alankar/shared/images';
import type { CartItem } from '~/features/cart/cart-store';
import { shippingText, TotalsList } from '~/ui/totals-list';
import { useDeliveryRules } from '~/lib/use-root-data';

/** The cart beside the checkout forms: what is being bought and what it costs. */
export function CheckoutSummary({ items }: { items: readonly CartItem[] }) {
  const totals = priceCart(items, useDeliveryRules());
  return (
    <section aria-labelledby="checkout-summary-title" className="bg-white p-5 ring-1 ring-line sm:p-6">
      <h2 id="checkout-summary-title" className="text-2xl">
        Order summary
      </h2>
      <ul className="mt-4 divide-y divide-line" aria-label="Items in your order">
        {items.map((item) => (
          <li key={item._id} className="flex items-center gap-4 py-3" aria-label={item.title}>
            <img
              src={thumbnailUrl(item.image)}
              alt=""
              width={64}
              height={64}
              className="size-16 shrink-0 bg-ivory object-cover"
            />
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
      <div className="mt-2 border-t border-line pt-4">
        <TotalsList
          lines={[
            { label: 'Subtotal', value: formatTk(totals.subtotal), testId: 'summary-subtotal' },
            { label: 'Shipping', value: shippingText(totals.shipping), testId: 'summary-shipping' },
          ]}
          total={totals.total}
          totalTestId="summary-total"
        />
      </div>
    </section>
  );
}
