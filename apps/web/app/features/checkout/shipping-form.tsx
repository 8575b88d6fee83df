import { useState, type FormEvent } from 'react';
import type { Viewer } from '@alankar/shared/account';
import { westernDigits } from '@alankar/shared/lang';
import type { ShippingAddress } from '@alankar/shared/order-schemas';
import { SHIPPING_LIMITS, validateShipping, type ShippingErrors, type ShippingField } from '@alankar/shared/shipping-check';
import { FormField } from '~/ui/form-field';
import { useWords } from '~/words/use-words';
import { readShippingAddress, saveShippingAddress } from './checkout-storage';
import { formText } from '~/lib/read-form';

/** How a phone number is written in examples. */
const EXAMPLE_NUMBER = '01711-223344';

function initialValues(viewer: Viewer): ShippingAddress {
  const saved = readShippingAddress();
  return saved ?? { name: viewer.name, customerEmail: viewer.email, number: '', address: '', city: '' };
}

/** Where the order goes: saved in this browser, then on to payment. */
export function ShippingForm({ viewer }: { viewer: Viewer }) {
  const { t, num, fill, path } = useWords();
  const [initial] = useState(() => initialValues(viewer));
  const [errors, setErrors] = useState<ShippingErrors>({});

  /** The form's own checks, worded for this page: too long, or missing (a phone number: not one). */
  function worded(found: ShippingErrors, values: Record<ShippingField, string>): ShippingErrors {
    const fields = Object.keys(found) as ShippingField[];
    return Object.fromEntries(
      fields.map((field) => [
        field,
        values[field].trim().length > SHIPPING_LIMITS[field]
          ? fill(t.checkout.tooLong, { field: t.checkout.fieldNames[field], count: SHIPPING_LIMITS[field] })
          : fill(t.checkout.fieldErrors[field], { example: num(EXAMPLE_NUMBER) }),
      ]),
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = (field: ShippingField) => formText(form, field);
    const values = {
      name: read('name'),
      customerEmail: read('customerEmail'),
      // Digits typed on a Bangla keyboard count as well.
      number: westernDigits(read('number')),
      address: read('address'),
      city: read('city'),
    };
    const { address, errors: found } = validateShipping(values);
    setErrors(worded(found, values));
    if (!address) {
      const first = Object.keys(found)[0];
      if (first) (event.currentTarget.elements.namedItem(first) as HTMLInputElement | null)?.focus();
      return;
    }
    saveShippingAddress(address);
    // A full page load: the payment page's Content-Security-Policy (which lets Stripe.js in) comes with its document.
    window.location.assign(path('/payment-gateway'));
  }

  const field = (name: ShippingField) => ({ name, defaultValue: initial[name], error: errors[name], maxLength: SHIPPING_LIMITS[name], required: true });
  return (
    <form onSubmit={submit} noValidate aria-labelledby="shipping-title" className="bg-white p-5 ring-1 ring-line sm:p-8">
      <h2 id="shipping-title" className="text-2xl">
        {t.checkout.shippingTitle}
      </h2>
      <p className="mt-1 text-sm text-taupe">{t.checkout.shippingIntro}</p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <FormField label={t.checkout.fullName} autoComplete="name" className="sm:col-span-2" {...field('name')} />
        <FormField label={t.checkout.email} type="email" autoComplete="email" {...field('customerEmail')} />
        <FormField label={t.checkout.phone} type="tel" inputMode="tel" autoComplete="tel" placeholder={num(EXAMPLE_NUMBER)} {...field('number')} />
        <FormField label={t.checkout.address} autoComplete="street-address" className="sm:col-span-2" {...field('address')} />
        <FormField label={t.checkout.city} autoComplete="address-level2" {...field('city')} />
      </div>
      <button type="submit" className="btn btn-primary mt-8 w-full sm:w-auto sm:min-w-56">
        {t.checkout.saveAndContinue}
      </button>
    </form>
  );
}
