import { describe, expect, it } from 'vitest';
import { shippingAddressInput } from './order-schemas';
import { normaliseBdMobile } from './order';
import { shippingErrorsFrom, validateShipping } from './shipping-check';

const good = {
  name: 'Nusrat Jahan',
  customerEmail: 'Nusrat@Example.com',
  number: '01711-223344',
  district: 'dhaka',
  area: 'dhaka-dhanmondi',
  address: 'House 12, Road 5, Dhanmondi',
  note: '',
  city: 'Dhaka',
};

describe('validateShipping agrees with the server schema', () => {
  it.each([
    ['a complete address', good],
    ['+880 and spaces', { ...good, number: '+880 1811 223344' }],
    ['880 without plus', { ...good, number: '8801911223344' }],
    ['Bengali digits', { ...good, number: '০১৭১২৩৪৫৬৭৮' }],
    ['Bengali name and address', { ...good, name: 'নুসরাত জাহান', address: 'বাড়ি ১২, ধানমন্ডি' }],
    ['padded values', { ...good, name: '  Nusrat  ', note: ' Call before coming ' }],
    ['no email (a guest may leave it out)', { ...good, customerEmail: '' }],
  ])('accepts %s with the same normalised value', (_, input) => {
    const browser = validateShipping(input);
    expect(browser.errors).toEqual({});
    expect(browser.address).toEqual(shippingAddressInput.parse(input));
  });

  it.each([
    ['an empty name', { ...good, name: '  ' }, 'name'],
    ['an email without a domain', { ...good, customerEmail: 'nusrat@' }, 'customerEmail'],
    ['a landline', { ...good, number: '02-9661234' }, 'number'],
    ['an operator code that does not exist', { ...good, number: '01211223344' }, 'number'],
    ['a number one digit short', { ...good, number: '0171122334' }, 'number'],
    ['an empty address', { ...good, address: '' }, 'address'],
    ['no area in the district', { ...good, area: '' }, 'area'],
    ['a very long note', { ...good, note: 'n'.repeat(201) }, 'note'],
  ])('refuses %s, naming the field', (_, input, field) => {
    const browser = validateShipping(input);
    expect(browser.address).toBeNull();
    expect(Object.keys(browser.errors)).toEqual([field]);
    const server = shippingAddressInput.safeParse(input);
    expect(server.success).toBe(false);
    const issue = server.error?.issues.find((candidate) => candidate.path.join('.') === field);
    expect(issue?.message).toBe(browser.errors[field as keyof typeof browser.errors]);
  });

  it('puts the server’s field messages beside the form’s fields', () => {
    expect(
      shippingErrorsFrom({ 'shippingAddress.number': 'Bad number', trxID: 'Used', 'shippingAddress.area': 'Pick one' }),
    ).toEqual({
      number: 'Bad number',
      area: 'Pick one',
    });
  });
});

describe('a mobile number, however it is written', () => {
  it.each([
    ['01712345678', '01712345678'],
    ['+8801712345678', '01712345678'],
    ['8801712345678', '01712345678'],
    ['01712-345678', '01712345678'],
    ['+880 1712-345678', '01712345678'],
    ['(+880) 1712 345 678', '01712345678'],
    ['০১৭১২৩৪৫৬৭৮', '01712345678'],
    ['+৮৮০১৭১২৩৪৫৬৭৮', '01712345678'],
    ['1712345678', '01712345678'],
    ['01312345678', '01312345678'],
  ])('%s is %s', (written, stored) => {
    expect(normaliseBdMobile(written)).toBe(stored);
  });

  it.each(['01212345678', '0171234567', '017123456789', '02-9661234', 'call me', ''])('%s is not one', (written) => {
    expect(normaliseBdMobile(written)).toBeNull();
  });
});
