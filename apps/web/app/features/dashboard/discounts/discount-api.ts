import type { DiscountCode, DiscountCodeInput } from '@alankar/shared/discount-schemas';
import { api } from '~/lib/api-client';

/** Adds a code (a 409 when one with the same text exists). */
export async function createDiscountCode(input: DiscountBody): Promise<DiscountCode> {
  return (await api<{ discountCode: DiscountCode }>('/discount-codes', { method: 'POST', body: input })).discountCode;
}

/** Replaces a code's rules: the body is the whole code, `paused` included. */
export async function updateDiscountCode(id: string, input: DiscountBody): Promise<DiscountCode> {
  return (await api<{ discountCode: DiscountCode }>(`/discount-codes/${id}`, { method: 'PUT', body: input }))
    .discountCode;
}

/** Deletes a code; orders that used it keep its text. */
export async function deleteDiscountCode(id: string): Promise<void> {
  await api(`/discount-codes/${id}`, { method: 'DELETE' });
}

/**
 * A code's rules as sent: a number typed wrong goes as typed (a string), so the server names the problem beside its
 * field.
 */
export type DiscountBody = Omit<DiscountCodeInput, 'amount' | 'minSubtotal' | 'maxUses' | 'usesPerPhone'> & {
  amount: number | string;
  minSubtotal: number | string;
  maxUses: number | string | null;
  usesPerPhone: number | string | null;
};
