import { normaliseBdMobile } from './order';
import type { ShippingAddress } from './order-schemas';

/**
 * The shipping form's rules for the browser, without zod (the storefront's bundle stays light).
 * The server checks the same rules with `shippingAddressInput`; a test keeps the two in agreement.
 */
export const SHIPPING_FIELDS = ['name', 'number', 'customerEmail', 'district', 'area', 'address', 'note'] as const;
export type ShippingField = (typeof SHIPPING_FIELDS)[number];
export type ShippingErrors = Partial<Record<ShippingField, string>>;

export const SHIPPING_LIMITS: Record<ShippingField, number> = {
  name: 100,
  number: 20,
  customerEmail: 254,
  district: 80,
  area: 80,
  address: 300,
  note: 200,
};

const LABELS: Record<ShippingField, string> = {
  name: 'Name',
  number: 'Phone number',
  customerEmail: 'Email',
  district: 'District',
  area: 'Area',
  address: 'Address',
  note: 'Note',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The form's values checked and normalised (the phone as `01XXXXXXXXX`, the email in lower case). `city` is the chosen
 * district's English name, which the form knows from the list.
 */
export function validateShipping(input: Record<ShippingField, string> & { city: string }): {
  address: ShippingAddress | null;
  errors: ShippingErrors;
} {
  const value = Object.fromEntries(SHIPPING_FIELDS.map((field) => [field, input[field].trim()])) as Record<
    ShippingField,
    string
  >;
  value.customerEmail = value.customerEmail.toLowerCase();
  const errors: ShippingErrors = {};
  if (!value.name) errors.name = 'Enter your full name';
  const number = normaliseBdMobile(value.number);
  if (!number) errors.number = 'Enter a Bangladeshi mobile number, like 01711-223344';
  if (value.customerEmail && !EMAIL.test(value.customerEmail)) errors.customerEmail = 'Enter a valid email address';
  if (!value.district) errors.district = 'Choose your district';
  if (!value.area) errors.area = 'Choose your area';
  if (!value.address) errors.address = 'Enter your address';
  for (const field of SHIPPING_FIELDS) {
    if (!errors[field] && value[field].length > SHIPPING_LIMITS[field]) {
      errors[field] = `${LABELS[field]} must be at most ${SHIPPING_LIMITS[field]} characters`;
    }
  }
  if (Object.keys(errors).length > 0 || !number) return { address: null, errors };
  return {
    address: {
      name: value.name,
      customerEmail: value.customerEmail,
      number,
      address: value.address,
      city: input.city.trim(),
      district: value.district,
      area: value.area,
      note: value.note,
    },
    errors,
  };
}

/** The server names shipping fields `shippingAddress.city`…; the form names them `city`. */
export function shippingErrorsFrom(fields: Record<string, string>): ShippingErrors {
  const errors: ShippingErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const field = path.replace(/^shippingAddress\./, '') as ShippingField;
    if (field in SHIPPING_LIMITS) errors[field] = message;
  }
  return errors;
}
