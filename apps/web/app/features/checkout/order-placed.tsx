import { useState } from 'react';
import CircleCheck from 'lucide-icon/circle-check';
import Copy from 'lucide-icon/copy';
import { orderNumberLabel } from '@alankar/shared/order';
import type { Order } from '@alankar/shared/order-schemas';
import { Link } from '~/ui/shop-links';
import { OrderLines } from '~/features/orders/order-lines';
import { OrderTotals } from '~/features/orders/order-totals';
import { AdvanceFee } from '~/features/orders/on-some-orders';
import { LazyPart } from '~/ui/lazy-part';
import { placeLabel } from '~/features/orders/place-label';
import { useWords } from '~/words/use-words';

/** What happens next for the way it was paid: an unpaid or unchecked payment is never called done. */
function useNextStep(order: Order): string {
  const { t, tk, fill } = useWords();
  const amount = tk(order.total);
  if (order.payment_status === 'paid') return fill(t.placed.nextPaid, { amount });
  if (waitsForFee(order)) return fill(t.placed.nextFeeFirst, { amount: tk(order.advance!.amount) });
  if (order.paymentMethod === 'cash-on-delivery') return fill(t.placed.nextCash, { amount });
  if (order.payment_status === 'verifying') return fill(t.placed.nextBkash, { trxId: order.trxID ?? '' });
  return fill(t.placed.nextUnpaid, { amount });
}

/** A cash order whose delivery fee a rule asks for in advance, not sent yet. */
const waitsForFee = (order: Order) => Boolean(order.advance && !order.advance.trxId && !order.advance.paid);

/** The page after placing an order: its number, its own link, what happens next, where it goes and what was bought. */
export function OrderPlaced({
  order,
  link,
  shopNumber,
  payWithBkash,
  token,
}: {
  order: Order;
  link: string;
  /** The shop's bKash number, for a delivery fee asked in advance, and whether bKash's own page is offered for it. */
  shopNumber: string;
  payWithBkash: boolean;
  token?: string;
}) {
  const { t, lang, num, fill } = useWords();
  const next = useNextStep(order);
  // Cash on delivery and a payment the server has seen need nothing more from the shopper (unless a fee comes first).
  const done = (order.paymentMethod === 'cash-on-delivery' && !waitsForFee(order)) || order.payment_status === 'paid';
  const { delivery } = order;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 md:py-14">
      <header className="text-center">
        <CircleCheck aria-hidden="true" className="mx-auto size-12 text-success" strokeWidth={1.25} />
        <h1 className="mt-4 text-4xl sm:text-5xl">{done ? t.placed.success : t.placed.received}</h1>
        <p className="mt-5 text-sm tracking-wide text-taupe uppercase">{t.placed.numberLabel}</p>
        <p className="mt-1 font-serif text-5xl text-gold tabular-nums" data-testid="placed-number">
          {num(orderNumberLabel(order.number))}
        </p>
        <p className="mx-auto mt-3 max-w-md text-sm text-taupe">{t.placed.keepNumber}</p>
      </header>

      <section aria-labelledby="next-title" className="mt-10 bg-white p-5 ring-1 ring-line sm:p-6">
        <h2 id="next-title" className="text-2xl">
          {t.placed.nextTitle}
        </h2>
        <p className="mt-2" data-testid="placed-next">
          {next}
        </p>
        {delivery ? (
          <p className="mt-3 text-sm text-taupe" data-testid="placed-delivery">
            <span className="font-medium text-ink">{t.placed.deliveryTitle}:</span>{' '}
            {fill(t.placed.deliveryTo, {
              place: placeLabel(delivery, lang),
              min: delivery.minDays,
              max: delivery.maxDays,
              zone: t.common.zones[delivery.zone],
            })}
          </p>
        ) : null}
      </section>

      {order.advance ? (
        <div className="mt-6">
          <LazyPart>
            <AdvanceFee order={order} shopNumber={shopNumber} payWithBkash={payWithBkash} token={token} />
          </LazyPart>
        </div>
      ) : null}

      <TrackingLink link={link} phone={num(order.shippingAddress.number)} />

      <section aria-labelledby="bought-title" className="mt-6 bg-white p-5 ring-1 ring-line sm:p-6">
        <h2 id="bought-title" className="text-2xl">
          {t.placed.boughtTitle}
        </h2>
        <OrderLines items={order.items} />
        <div className="mt-2 border-t border-line pt-4">
          <OrderTotals order={order} />
        </div>
      </section>

      <div className="mt-8 text-center">
        <Link to="/properties" className="btn btn-primary">
          {t.placed.continueShopping}
        </Link>
      </div>
    </div>
  );
}

/** The order's own link, to keep: copied with one tap. */
function TrackingLink({ link, phone }: { link: string; phone: string }) {
  const { t, fill } = useWords();
  const [copied, setCopied] = useState(false);
  return (
    <section aria-labelledby="link-title" className="mt-6 bg-ivory p-5 ring-1 ring-line sm:p-6">
      <h2 id="link-title" className="text-2xl">
        {t.placed.linkTitle}
      </h2>
      <p className="mt-2 text-sm text-taupe">{fill(t.placed.linkText, { phone })}</p>
      <p className="mt-3 font-mono text-sm break-all" data-testid="placed-link">
        {link}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={link} className="btn btn-outline">
          {t.placed.openOrder}
        </a>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() =>
            void navigator.clipboard?.writeText(link).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          <Copy aria-hidden="true" className="size-4" /> {copied ? t.placed.copied : t.placed.copyLink}
        </button>
      </div>
    </section>
  );
}
