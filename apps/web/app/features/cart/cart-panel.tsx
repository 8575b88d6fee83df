import { useRef } from 'react';
import Minus from 'lucide-icon/minus';
import Plus from 'lucide-icon/plus';
import Trash2 from 'lucide-icon/trash-2';
import X from 'lucide-icon/x';
import { lineTotal } from '@alankar/shared/pricing';
import { thumbnailUrl } from '@alankar/shared/images';
import { Link } from '~/ui/shop-links';
import { Price } from '~/ui/price';
import { useWords } from '~/words/use-words';
import { cart, lineKey, useCart, type CartItem } from './cart-store';
import { quotedLineOf } from './cart-reconcile';
import { useCartQuote } from './cart-quote';
import { QuoteNotices } from './quote-notices';
import { DiscountCodeField } from './discount-code-field';
import { quotedShippingText } from '~/ui/totals-list';
import { quantityLabel } from './quantity-label';
import { useFocusAndEscape } from '~/lib/use-focus-and-escape';

/** The cart preview, while it is open: slides in from the side, closes on Escape or a click outside. */
export function CartPanel() {
  const { items } = useCart();
  const panel = useRef<HTMLDivElement>(null);
  // Totals are the server's, at today's prices; until it answers they show as being worked out.
  const priced = useCartQuote();
  const totals = priced.quote;
  const { t, tk, fill } = useWords();
  const amount = (value: number | undefined) => (value === undefined ? '…' : tk(value));

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
            {t.cart.title}
          </h2>
          <button
            type="button"
            onClick={() => cart.setOpen(false)}
            aria-label={t.cart.close}
            className="inline-flex size-11 items-center justify-center"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </header>

        {items.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 text-center">
            <p className="font-serif text-2xl">{t.cart.emptyTitle}</p>
            <p className="text-taupe">{t.cart.emptyText}</p>
            <Link to="/properties" onClick={() => cart.setOpen(false)} className="btn btn-outline">
              {t.cart.browse}
            </Link>
          </div>
        ) : (
          <>
            <ul className="flex-1 divide-y divide-line overflow-y-auto px-5" aria-label={t.cart.items}>
              {items.map((item) => {
                const line = priced.quote ? quotedLineOf(item, priced.quote.lines, items) : undefined;
                return (
                  <CartLine
                    key={lineKey(item)}
                    item={item}
                    title={line?.title || item.title}
                    toChoose={line?.problem === 'choose'}
                  />
                );
              })}
            </ul>
            <footer className="space-y-3 border-t border-line bg-white px-5 py-5">
              <QuoteNotices quote={priced} />
              <DiscountCodeField quote={totals} />
              <dl className="space-y-1.5 text-sm" aria-busy={!totals}>
                <Row label={t.cart.subtotal} value={amount(totals?.subtotal)} testId="cart-subtotal" />
                {totals?.appliedDiscount ? (
                  <Row
                    label={fill(t.cart.discountLine, { code: totals.appliedDiscount.code })}
                    value={`−${tk(totals.discount)}`}
                    testId="cart-discount"
                  />
                ) : null}
                <Row
                  label={t.cart.shipping}
                  value={totals ? quotedShippingText(totals, { t, tk, fill }) : amount(undefined)}
                  testId="cart-shipping"
                />
                <Row label={t.common.total} value={amount(totals?.total)} testId="cart-total" strong />
              </dl>
              {totals ? (
                <p className="text-xs text-taupe">
                  {totals.shipping > 0
                    ? fill(t.cart.addForFreeDelivery, { amount: tk(totals.freeShippingAbove + 1 - totals.subtotal) })
                    : t.cart.shipsFree}
                </p>
              ) : null}
              <Link
                to="/checkouts"
                onClick={(event) => (priced.blocked ? event.preventDefault() : cart.setOpen(false))}
                aria-disabled={priced.blocked || undefined}
                className={`btn btn-primary w-full ${priced.blocked ? 'pointer-events-none opacity-50' : ''}`}
              >
                {t.cart.checkout}
              </Link>
              <button
                type="button"
                onClick={() => cart.clear()}
                className="w-full text-center text-xs text-taupe underline underline-offset-4"
              >
                {t.cart.clear}
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

/**
 * One piece in the cart, under `title`: the server's, in the page's language, once it has answered; its size under it.
 * `toChoose`: the piece comes in sizes and none was chosen.
 */
function CartLine({ item, title, toChoose }: { item: CartItem; title: string; toChoose: boolean }) {
  const words = useWords();
  const { t, tk, num, fill } = words;
  const key = lineKey(item);
  const variant = item.variantTitle ? num(item.variantTitle) : '';
  // The same piece in two sizes is two lines: buttons name the size too.
  const name = variant ? `${title} (${variant})` : title;
  const soldOut = item.stock <= 0;
  const atMax = item.quantity >= item.stock;
  return (
    <li className="flex gap-4 py-4" aria-label={name}>
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
            to={`/products/${item._id}${item.variantId ? `?variant=${item.variantId}` : ''}`}
            onClick={() => cart.setOpen(false)}
            className="font-serif text-lg leading-tight hover:text-gold"
          >
            {title}
          </Link>
          <button
            type="button"
            onClick={() => cart.remove(key)}
            aria-label={fill(t.cart.remove, { title: name })}
            className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center text-taupe hover:text-danger"
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
        {variant ? (
          <p className="text-sm text-ink/80" data-testid="line-variant">
            {variant}
          </p>
        ) : null}
        <p className="text-sm text-taupe">
          <Price amount={item.price} regular={item.regularPrice} /> × <span data-testid="line-quantity">{quantityLabel(item.quantity, words)}</span>
        </p>
        <div className="mt-1 flex items-center justify-between">
          <div
            className="flex items-center border border-line bg-white"
            role="group"
            aria-label={fill(t.cart.quantityOf, { title: name })}
          >
            <button
              type="button"
              onClick={() => cart.setQuantity(key, item.quantity - 1)}
              disabled={item.quantity <= 1}
              aria-label={t.common.decreaseQuantity}
              className="inline-flex size-9 items-center justify-center disabled:opacity-30"
            >
              <Minus aria-hidden="true" className="size-3.5" />
            </button>
            <span className="w-8 text-center text-sm tabular-nums" aria-live="polite">
              {num(item.quantity)}
            </span>
            <button
              type="button"
              onClick={() => cart.setQuantity(key, item.quantity + 1)}
              disabled={atMax}
              aria-label={t.common.increaseQuantity}
              className="inline-flex size-9 items-center justify-center disabled:opacity-30"
            >
              <Plus aria-hidden="true" className="size-3.5" />
            </button>
          </div>
          <span className="text-sm font-semibold tabular-nums" data-testid="line-total">
            {tk(lineTotal(item))}
          </span>
        </div>
        {toChoose ? (
          <p className="text-xs font-medium text-danger">{t.cart.chooseLine}</p>
        ) : soldOut ? (
          <p className="text-xs font-medium text-danger">{t.cart.soldOutLine}</p>
        ) : atMax ? (
          <p className="text-xs text-taupe">{fill(t.cart.onlyInStock, { count: item.stock })}</p>
        ) : null}
      </div>
    </li>
  );
}
