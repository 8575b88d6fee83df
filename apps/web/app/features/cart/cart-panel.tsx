import { useRef } from 'react';
import { Link } from 'react-router';
import { Minus, Plus, Trash2, X } from 'lucide-react';
import { lineTotal } from '@alankar/shared/pricing';
import { formatTk } from '@alankar/shared/money';
import { thumbnailUrl } from '@alankar/shared/images';
import { Price } from '~/ui/price';
import { cart, useCart, type CartItem } from './cart-store';
import { useCartQuote } from './cart-quote';
import { QuoteNotices } from './quote-notices';
import { quantityLabel } from './quantity-label';
import { useFocusAndEscape } from '~/lib/use-focus-and-escape';

/** The cart preview, while it is open: slides in from the side, closes on Escape or a click outside. */
export function CartPanel() {
  const { items } = useCart();
  const panel = useRef<HTMLDivElement>(null);
  // Totals are the server's, at today's prices; until it answers they show as being worked out.
  const priced = useCartQuote();
  const totals = priced.quote;
  const amount = (value: number | undefined) => (value === undefined ? '…' : formatTk(value));

  useFocusAndEscape(panel, () => cart.setOpen(false));

  return (
    <div className="fixed inset-0 z-50">
      <div className="absolute inset-0 bg-ink/40" aria-hidden="true" onClick={() => cart.setOpen(false)} />
      <div
        id="cart-panel"
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="cart-title"
        tabIndex={-1}
        className="absolute inset-y-0 right-0 flex w-full max-w-md flex-col bg-ivory shadow-2xl outline-none"
      >
        <header className="flex items-center justify-between border-b border-line px-5 py-4">
          <h2 id="cart-title" className="text-2xl">
            Your cart
          </h2>
          <button
            type="button"
            onClick={() => cart.setOpen(false)}
            aria-label="Close cart"
            className="inline-flex size-11 items-center justify-center"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </header>

        {items.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 text-center">
            <p className="font-serif text-2xl">Your cart is empty</p>
            <p className="text-taupe">Find something you love in our collection.</p>
            <Link to="/properties" onClick={() => cart.setOpen(false)} className="btn btn-outline">
              Browse jewellery
            </Link>
          </div>
        ) : (
          <>
            <ul className="flex-1 divide-y divide-line overflow-y-auto px-5" aria-label="Cart items">
              {items.map((item) => (
                <CartLine key={item._id} item={item} />
              ))}
            </ul>
            <footer className="space-y-3 border-t border-line bg-white px-5 py-5">
              <QuoteNotices quote={priced} />
              <dl className="space-y-1.5 text-sm" aria-busy={!totals}>
                <Row label="Subtotal" value={amount(totals?.subtotal)} testId="cart-subtotal" />
                <Row
                  label="Shipping"
                  value={totals?.shipping === 0 ? 'Free' : amount(totals?.shipping)}
                  testId="cart-shipping"
                />
                <Row label="Total" value={amount(totals?.total)} testId="cart-total" strong />
              </dl>
              {totals ? (
                <p className="text-xs text-taupe">
                  {totals.shipping > 0
                    ? `Add ${formatTk(totals.freeShippingAbove + 1 - totals.subtotal)} more for free delivery.`
                    : 'Your order ships free.'}
                </p>
              ) : null}
              <Link
                to="/checkouts"
                onClick={(event) => (priced.blocked ? event.preventDefault() : cart.setOpen(false))}
                aria-disabled={priced.blocked || undefined}
                className={`btn btn-primary w-full ${priced.blocked ? 'pointer-events-none opacity-50' : ''}`}
              >
                Checkout
              </Link>
              <button
                type="button"
                onClick={() => cart.clear()}
                className="w-full text-center text-xs text-taupe underline underline-offset-4"
              >
                Clear cart
              </button>
            </footer>
          </>
        )}
      </div>
    </div>
  );
}

function Row({
  label,
  value,
  testId,
  strong = false,
}: {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
}) {
  return (
    <div className={`flex justify-between ${strong ? 'pt-1 text-base font-semibold' : 'text-taupe'}`}>
      <dt>{label}</dt>
      <dd data-testid={testId} className="tabular-nums text-ink">
        {value}
      </dd>
    </div>
  );
}

function CartLine({ item }: { item: CartItem }) {
  const soldOut = item.stock <= 0;
  const atMax = item.quantity >= item.stock;
  return (
    <li className="flex gap-4 py-4" aria-label={item.title}>
      <img
        src={thumbnailUrl(item.image)}
        alt=""
        width={80}
        height={80}
        className="size-20 shrink-0 bg-white object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <Link
            to={`/products/${item._id}`}
            onClick={() => cart.setOpen(false)}
            className="font-serif text-lg leading-tight hover:text-gold"
          >
            {item.title}
          </Link>
          <button
            type="button"
            onClick={() => cart.remove(item._id)}
            aria-label={`Remove ${item.title}`}
            className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center text-taupe hover:text-danger"
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
        <p className="text-sm text-taupe">
          <Price amount={item.price} /> × <span data-testid="line-quantity">{quantityLabel(item.quantity)}</span>
        </p>
        <div className="mt-1 flex items-center justify-between">
          <div
            className="flex items-center border border-line bg-white"
            role="group"
            aria-label={`Quantity of ${item.title}`}
          >
            <button
              type="button"
              onClick={() => cart.setQuantity(item._id, item.quantity - 1)}
              disabled={item.quantity <= 1}
              aria-label="Decrease quantity"
              className="inline-flex size-9 items-center justify-center disabled:opacity-30"
            >
              <Minus aria-hidden="true" className="size-3.5" />
            </button>
            <span className="w-8 text-center text-sm tabular-nums" aria-live="polite">
              {item.quantity}
            </span>
            <button
              type="button"
              onClick={() => cart.setQuantity(item._id, item.quantity + 1)}
              disabled={atMax}
              aria-label="Increase quantity"
              className="inline-flex size-9 items-center justify-center disabled:opacity-30"
            >
              <Plus aria-hidden="true" className="size-3.5" />
            </button>
          </div>
          <span className="text-sm font-semibold tabular-nums" data-testid="line-total">
            {formatTk(lineTotal(item))}
          </span>
        </div>
        {soldOut ? (
          <p className="text-xs font-medium text-danger">Sold out: remove it to check out.</p>
        ) : atMax ? (
          <p className="text-xs text-taupe">Only {item.stock} in stock.</p>
        ) : null}
      </div>
    </li>
  );
}
