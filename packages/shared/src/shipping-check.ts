import { normaliseBdMobile } from './order';
import type { ShippingAddress } from './order-schemas';

/**
 * The shipping form's rules for the browser, without zod (the storefront's bundle stays light).
 * The server checks the same rules with `shippingAddressInput`; a test keeps the two in agreement.
 */
export type ShippingField = keyof ShippingAddress;
export type ShippingErrors = Partial<Record<ShippingField, string>>;

export const SHIPPING_LIMITS: Record<ShippingField, number> = {
  name: 100,
  customerEmail: 254,
  number: 20,
  address: 300,
  city: 60,
};

const LABELS: Record<ShippingField, string> = {
  name: 'Name',
  customerEmail: 'Email',
  number: 'Phone number',
  address: 'Address',
  city: 'City',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateShipping(input: Record<ShippingField, string>): {
  address: ShippingAddress | null;
  errors: ShippingErrors;
} {
  const value = {
    name: input.name.trim(),
    customerEmail: input.customerEmail.trim().toLowerCase(),
    number: input.number.trim(),
    address: input.address.trim(),
    city: input.city.trim(),
  };
  const errors: ShippingErrors = {};
  if (!value.name) errors.name = 'Enter your full name';
  if (!EMAIL.test(value.customerEmail)) errors.customerEmail = 'Enter a valid email address';
  const number = normaliseBdMobile(value.number);
  if (!number) errors.number = 'Enter a Bangladeshi mobile number, like 01711-223344';
  if (!value.address) errors.address = 'Enter your address';
  if (!value.city) errors.city = 'Enter your city';
  for (const field of Object.keys(SHIPPING_LIMITS) as ShippingField[]) {
    if (!errors[field] && value[field].length > SHIPPING_LIMITS[field]) {
      errors[field] = `${LABELS[field]} must be at most ${SHIPPING_LIMITS[field]} characters`;
    }
  }
  if (Object.keys(errors).length > 0 || !number) return { address: null, errors };
  return { address: { ...value, number }, errors };
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
