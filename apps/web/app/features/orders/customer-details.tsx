import type { ShippingAddress } from '@alankar/shared/order-schemas';
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
        <dd className="break-all text-taupe">{address.customerEmail}</dd>
      </div>
      <div>
        <dt className="sr-only">{t.orders.phone}</dt>
        <dd className="text-taupe tabular-nums">{address.number}</dd>
      </div>
    </dl>
  );
}

export function AddressLines({ address }: { address: ShippingAddress }) {
  const { t } = useWords();
  return (
    <address className="text-sm leading-relaxed not-italic text-taupe">
      {address.address}
      <br />
      {address.city}
      <br />
      {t.orders.country}
    </address>
  );
}
