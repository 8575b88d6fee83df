import type { Order, ShippingAddress } from '@alankar/shared/order-schemas';
import { placeLabel } from './place-label';
import { DELIVERY_DAYS } from './order-format';
import { useWords } from '~/words/use-words';

/** Who ordered and where it goes. */
export function CustomerDetails({ address }: { address: ShippingAddress }) {
  const { t } = useWords();
  return (
    <dl className="space-y-1 text-sm">
      <div>
        <dt className="sr-only">{t.orders.name}</dt>
        <dd className="font-medium">{address.name}</dd>
      </div>
      <div>
        <dt className="sr-only">{t.orders.email}</dt>
        <dd className="break-all text-taupe">{address.customerEmail || '—'}</dd>
      </div>
      <div>
        <dt className="sr-only">{t.orders.phone}</dt>
        <dd className="text-taupe tabular-nums">{address.number}</dd>
      </div>
    </dl>
  );
}

/** Where it goes: the address, the area and district (the city typed, on orders from before), and the courier's note. */
export function AddressLines({
  order,
  withNote = false,
}: {
  order: Pick<Order, 'shippingAddress' | 'delivery'>;
  /** Where the parcel goes (not the billing address): with the shopper's note for the courier. */
  withNote?: boolean;
}) {
  const { t, lang, fill } = useWords();
  const { shippingAddress: address, delivery } = order;
  return (
    <address className="text-sm leading-relaxed not-italic text-taupe">
      {address.address}
      <br />
      {delivery?.district ? placeLabel(delivery, lang) : address.city}
      <br />
      {t.orders.country}
      {withNote && address.note ? (
        <span className="mt-1 block text-ink">{fill(t.orders.courierNote, { note: address.note })}</span>
      ) : null}
    </address>
  );
}

/** How delivery was promised: `Inside Dhaka · 1–2 days after confirmation` (older orders: up to 3 working days). */
export function DeliveryTerms({ delivery }: { delivery: Order['delivery'] }) {
  const { t, fill } = useWords();
  return delivery
    ? fill(t.orders.deliveryZone, { zone: t.common.zones[delivery.zone], min: delivery.minDays, max: delivery.maxDays })
    : fill(t.orders.deliveryTime, { days: DELIVERY_DAYS });
}
