import { useState, type FormEvent } from 'react';
import type { Viewer } from '@alankar/shared/account';
import type { ShippingAddress } from '@alankar/shared/order-schemas';
import { SHIPPING_LIMITS, validateShipping, type ShippingErrors, type ShippingField } from '@alankar/shared/shipping-check';
import { FormField } from '~/ui/form-field';
import { readShippingAddress, saveShippingAddress } from './checkout-storage';
import { formText } from '~/lib/read-form';

function initialValues(viewer: Viewer): ShippingAddress {
  const saved = readShippingAddress();
  return saved ?? { name: viewer.name, customerEmail: viewer.email, number: '', address: '', city: '' };
}

/** Where the order goes: saved in this browser, then on to payment. */
export function ShippingForm({ viewer }: { viewer: Viewer }) {
  const [initial] = useState(() => initialValues(viewer));
  const [errors, setErrors] = useState<ShippingErrors>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = (field: ShippingField) => formText(form, field);
    const { address, errors: found } = validateShipping({
      name: read('name'),
      customerEmail: read('customerEmail'),
      number: read('number'),
      address: read('address'),
      city: read('city'),
    });
    setErrors(found);
    if (!address) {
      const first = Object.keys(found)[0];
      if (first) (event.currentTarget.elements.namedItem(first) as HTMLInputElement | null)?.focus();
      return;
    }
    saveShippingAddress(address);
    // A full page load: the payment page's Content-Security-Policy (which lets Stripe.js in) comes with its document.
    window.location.assign('/payment-gateway');
  }

  const field = (name: ShippingField) => ({ name, defaultValue: initial[name], error: errors[name], maxLength: SHIPPING_LIMITS[name], required: true });
  return (
    <form onSubmit={submit} noValidate aria-labelledby="shipping-title" className="bg-white p-5 ring-1 ring-line sm:p-8">
      <h2 id="shipping-title" className="text-2xl">
        Shipping address
      </h2>
      <p className="mt-1 text-sm text-taupe">We deliver all over Bangladesh. Our courier calls this number before coming.</p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <FormField label="Full Name" autoComplete="name" className="sm:col-span-2" {...field('name')} />
        <FormField label="Email" type="email" autoComplete="email" {...field('customerEmail')} />
        <FormField label="Phone Number" type="tel" inputMode="tel" autoComplete="tel" placeholder="01711-223344" {...field('number')} />
        <FormField label="Address" autoComplete="street-address" className="sm:col-span-2" {...field('address')} />
        <FormField label="City" autoComplete="address-level2" {...field('city')} />
      </div>
      <button type="submit" className="btn btn-primary mt-8 w-full sm:w-auto sm:min-w-56">
        Save &amp; Continue
      </button>
    </form>
  );
}
