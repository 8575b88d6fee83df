import { useRef, useState, type FormEvent } from 'react';
import { normaliseBdMobile, orderNumberLabel } from '@alankar/shared/order';
import { westernDigits } from '@alankar/shared/lang';
import type { TrackedOrder } from '@alankar/shared/order-schemas';
import { formatDhakaDateTime } from '@alankar/shared/dates';
import { api, ApiError } from '~/lib/api-client';
import { formText } from '~/lib/read-form';
import { FormField } from '~/ui/form-field';
import { Link } from '~/ui/shop-links';
import { useViewer } from '~/features/auth/use-viewer';
import { useWords } from '~/words/use-words';
import { OrderLines } from './order-lines';
import { OrderTotals } from './order-totals';
import { StatusHistory } from './status-history';
import { OrderStatusBadge, PaymentStatusBadge } from './status-badges';
import { placeLabel } from './place-label';
import { ShipmentDetails } from './on-some-orders';
import { LazyPart } from '~/ui/lazy-part';

const EXAMPLE_NUMBER = '01711-223344';

/** Finding an order by its number and the phone it was placed with: no account needed, nothing listed by phone alone. */
export function TrackOrder() {
  const { t, num, fill } = useWords();
  const viewer = useViewer();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ number?: string; phone?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [found, setFound] = useState<TrackedOrder | null>(null);
  const result = useRef<HTMLDivElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const number = westernDigits(formText(form, 'number')).replace(/^#/, '').trim();
    const phone = normaliseBdMobile(formText(form, 'phone'));
    const wrong = {
      ...(/^\d{1,9}$/.test(number) ? {} : { number: t.track.numberError }),
      ...(phone ? {} : { phone: fill(t.track.phoneError, { example: num(EXAMPLE_NUMBER) }) }),
    };
    setErrors(wrong);
    setFailure(null);
    if (Object.keys(wrong).length > 0 || !phone) return;
    setBusy(true);
    try {
      setFound(await api<TrackedOrder>('/orders/track', { method: 'POST', body: { number: Number(number), phone } }));
      requestAnimationFrame(() => result.current?.focus());
    } catch (error) {
      setFound(null);
      setFailure(error instanceof ApiError ? error.message : t.common.failures.network);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 md:py-14">
      <h1 className="text-4xl sm:text-5xl">{t.track.title}</h1>
      <p className="mt-2 text-taupe">{t.track.intro}</p>
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-8 bg-white p-5 ring-1 ring-line sm:p-8">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label={t.track.number}
            name="number"
            inputMode="numeric"
            autoComplete="off"
            placeholder={num(100245)}
            hint={t.track.numberHint}
            maxLength={12}
            required
            error={errors.number}
          />
          <FormField
            label={t.track.phone}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={num(EXAMPLE_NUMBER)}
            maxLength={20}
            required
            error={errors.phone}
          />
        </div>
        {failure ? (
          <p role="alert" className="mt-5 border border-danger/30 bg-danger/5 p-4 text-sm text-danger">
            {failure}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy}
          className="btn btn-primary mt-6 w-full sm:w-auto sm:min-w-56"
        >
          {busy ? t.track.finding : t.track.find}
        </button>
        {viewer ? null : (
          <p className="mt-4 text-sm text-taupe">
            {t.track.signedInHint}{' '}
            <Link to="/dashboard/my-order" className="text-gold underline underline-offset-4">
              {t.track.myOrders}
            </Link>
          </p>
        )}
      </form>
      {found ? (
        <div ref={result} tabIndex={-1} className="mt-8 outline-none">
          <TrackedOrderView tracked={found} />
        </div>
      ) : null}
    </div>
  );
}

function TrackedOrderView({ tracked: { order, trackingUrl } }: { tracked: TrackedOrder }) {
  const { t, lang, num, fill } = useWords();
  const { delivery } = order;
  return (
    <section
      aria-label={fill(t.orders.summaryHeading, { number: num(orderNumberLabel(order.number)) })}
      className="bg-white p-5 ring-1 ring-line sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-3xl" data-testid="tracked-number">
            {num(orderNumberLabel(order.number))}
          </h2>
          <p className="text-sm text-taupe">
            {fill(t.track.placedOn, { date: formatDhakaDateTime(order.createdAt, lang) })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <OrderStatusBadge status={order.order_status} />
          <PaymentStatusBadge status={order.payment_status} />
        </div>
      </div>
      {delivery ? (
        <p className="mt-3 text-sm text-taupe">
          {fill(t.track.deliveryTo, {
            place: placeLabel(delivery, lang),
            zone: t.common.zones[delivery.zone],
            min: delivery.minDays,
            max: delivery.maxDays,
          })}
        </p>
      ) : null}
      {order.shipment ? (
        <section aria-labelledby="tracked-parcel" className="mt-5 border-y border-line py-5">
          <h3 id="tracked-parcel" className="mb-3 text-xl">
            {t.orders.parcel.title}
          </h3>
          <LazyPart>
            <ShipmentDetails shipment={order.shipment} />
          </LazyPart>
        </section>
      ) : null}
      <div className="mt-4">
        <OrderLines items={order.items} />
      </div>
      <div className="mt-2 border-t border-line pt-4">
        <OrderTotals order={order} />
      </div>
      <h3 className="mt-6 mb-3 text-xl">{t.track.history}</h3>
      <StatusHistory history={order.history} />
      <a href={trackingUrl} className="btn btn-outline mt-6">
        {t.track.openOrder}
      </a>
    </section>
  );
}
