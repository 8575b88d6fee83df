import { useEffect, useMemo, useState, type FormEvent } from 'react';
import type { Viewer } from '@alankar/shared/account';
import type { Place } from '@alankar/shared/location-schemas';
import { westernDigits } from '@alankar/shared/lang';
import type { ShippingAddress } from '@alankar/shared/order-schemas';
import {
  SHIPPING_FIELDS,
  SHIPPING_LIMITS,
  validateShipping,
  type ShippingErrors,
  type ShippingField,
} from '@alankar/shared/shipping-check';
import type { Destination } from '~/features/cart/cart-quote';
import { FormField } from '~/ui/form-field';
import { SelectField } from '~/ui/select-field';
import { useWords } from '~/words/use-words';
import { formText } from '~/lib/read-form';
import { saveShippingAddress } from './checkout-storage';
import { useAreas } from './use-areas';

/** How a phone number is written in examples. */
const EXAMPLE_NUMBER = '01711-223344';

/**
 * Where the order goes: a name, a mobile number, the district and area (which price the delivery), the address and a
 * note for the courier. Saved in this browser, then on to payment. A guest fills it in the same way.
 */
export function ShippingForm({
  viewer,
  districts,
  initial,
  onDestination,
}: {
  viewer: Viewer | null;
  districts: readonly Place[];
  /** What to fill the form with: this browser's last address, or the account's last order's. */
  initial: Partial<ShippingAddress>;
  /** The chosen district and area, as soon as both are chosen (null while either is not). */
  onDestination: (to: Destination | null) => void;
}) {
  const { t, lang, num, fill, path } = useWords();
  const [errors, setErrors] = useState<ShippingErrors>({});
  const [districtId, setDistrictId] = useState(() =>
    districts.some((district) => district.id === initial.district) ? (initial.district ?? '') : '',
  );
  const [areaId, setAreaId] = useState(initial.area ?? '');
  const areas = useAreas(districtId);
  const nameOf = (place: Place) => (lang === 'bn' ? place.bnName : place.name);
  const sortedDistricts = useMemo(
    () => [...districts].sort((a, b) => nameOf(a).localeCompare(nameOf(b), lang)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the names follow the language
    [districts, lang],
  );
  const areaList = areas.state === 'ready' ? [...areas.areas].sort((a, b) => nameOf(a).localeCompare(nameOf(b), lang)) : [];
  const chosenArea = areaList.some((area) => area.id === areaId) ? areaId : '';

  function chooseDistrict(id: string) {
    setDistrictId(id);
    setAreaId('');
  }

  // The delivery fee follows the area as soon as it is chosen (or filled in from last time).
  useEffect(() => {
    onDestination(chosenArea ? { district: districtId, area: chosenArea } : null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the parent's callback changes with every render
  }, [districtId, chosenArea]);

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
    const values = Object.fromEntries(SHIPPING_FIELDS.map((field) => [field, formText(form, field)])) as Record<
      ShippingField,
      string
    >;
    // Digits typed on a Bangla keyboard count as well.
    values.number = westernDigits(values.number);
    const city = districts.find((district) => district.id === values.district)?.name ?? '';
    const { address, errors: found } = validateShipping({ ...values, city });
    setErrors(worded(found, values));
    if (!address) {
      const first = SHIPPING_FIELDS.find((field) => found[field]);
      if (first) (event.currentTarget.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    saveShippingAddress(address);
    // A full page load: the payment page's Content-Security-Policy (which lets Stripe.js in) comes with its document.
    window.location.assign(path('/payment-gateway'));
  }

  const field = (name: ShippingField) => ({
    name,
    defaultValue: initial[name] ?? '',
    error: errors[name],
    maxLength: SHIPPING_LIMITS[name],
  });
  const areaHint =
    areas.state === 'loading' ? t.checkout.loadingAreas : areas.state === 'failed' ? t.checkout.areasFailed : undefined;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="shipping-title" className="bg-white p-5 ring-1 ring-line sm:p-8">
      <h2 id="shipping-title" className="text-2xl">
        {t.checkout.shippingTitle}
      </h2>
      <p className="mt-1 text-sm text-taupe">{t.checkout.shippingIntro}</p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <FormField label={t.checkout.fullName} autoComplete="name" className="sm:col-span-2" required {...field('name')} />
        <FormField
          label={t.checkout.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={num(EXAMPLE_NUMBER)}
          hint={t.checkout.phoneHint}
          required
          {...field('number')}
        />
        <FormField
          label={viewer ? t.checkout.email : t.checkout.emailOptional}
          type="email"
          autoComplete="email"
          hint={viewer ? undefined : t.checkout.emailHint}
          {...field('customerEmail')}
          defaultValue={initial.customerEmail || viewer?.email || ''}
        />
        <SelectField
          label={t.checkout.district}
          name="district"
          value={districtId}
          onChange={(event) => chooseDistrict(event.target.value)}
          error={errors.district}
          autoComplete="address-level1"
          required
        >
          <option value="">{t.checkout.chooseDistrict}</option>
          {sortedDistricts.map((district) => (
            <option key={district.id} value={district.id}>
              {nameOf(district)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t.checkout.area}
          name="area"
          value={chosenArea}
          onChange={(event) => setAreaId(event.target.value)}
          disabled={areas.state !== 'ready'}
          error={errors.area}
          hint={areaHint}
          autoComplete="address-level2"
          required
        >
          <option value="">{districtId ? t.checkout.chooseArea : t.checkout.chooseDistrictFirst}</option>
          {areaList.map((area) => (
            <option key={area.id} value={area.id}>
              {nameOf(area)}
            </option>
          ))}
        </SelectField>
        <FormField
          label={t.checkout.address}
          autoComplete="street-address"
          hint={t.checkout.addressHint}
          className="sm:col-span-2"
          required
          {...field('address')}
        />
        <FormField
          label={t.checkout.note}
          placeholder={t.checkout.notePlaceholder}
          className="sm:col-span-2"
          {...field('note')}
        />
      </div>
      <button type="submit" className="btn btn-primary mt-8 w-full sm:w-auto sm:min-w-56">
        {t.checkout.saveAndContinue}
      </button>
    </form>
  );
}
