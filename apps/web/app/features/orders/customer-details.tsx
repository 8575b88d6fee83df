import type { ShippingAddress } from '@alankar/shared/order-schemas';

/** Who ordered and where it goes. */
export function CustomerDetails({ address }: { address: ShippingAddress }) {
  return (
    <dl className="space-y-1 text-sm">
      <div>
        <dt className="sr-only">Name</dt>
        <dd className="font-medium">{address.name}</dd>
      </div>
      <div>
        <dt className="sr-only">Email</dt>
        <dd className="break-all text-taupe">{address.customerEmail}</dd>
      </div>
      <div>
        <dt className="sr-only">Phone</dt>
        <dd className="text-taupe tabular-nums">{address.number}</dd>
      </div>
    </dl>
  );
}

export function AddressLines({ address }: { address: ShippingAddress }) {
  return (
    <address className="text-sm leading-relaxed not-italic text-taupe">
      {address.address}
      <br />
      {address.city}
      <br />
      Bangladesh
    </address>
  );
}
