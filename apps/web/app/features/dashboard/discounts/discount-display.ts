import type { DiscountCode, DiscountCodeInput } from '@alankar/shared/discount-schemas';
import type { DiscountKind } from '@alankar/shared/discount';
import { CATEGORY_LABELS } from '@alankar/shared/catalogue';
import { formatDhakaDateTime } from '@alankar/shared/dates';
import { formatTk } from '@alankar/shared/money';

export const KIND_LABELS: Record<DiscountKind, string> = {
  percent: 'Percentage',
  fixed: 'Fixed taka',
  'free-delivery': 'Free delivery',
};

export type DiscountStatus = 'active' | 'paused' | 'scheduled' | 'expired' | 'used-up';

export const STATUS_LABELS: Record<DiscountStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  scheduled: 'Scheduled',
  expired: 'Expired',
  'used-up': 'Used up',
};

/**
 * Where a code stands at `now` (ms). What can never change back comes first: an expired or used-up code says so even
 * when it is also paused.
 */
export function discountStatus(
  code: Pick<DiscountCode, 'paused' | 'startsAt' | 'endsAt' | 'maxUses' | 'uses'>,
  now: number,
): DiscountStatus {
  if (code.endsAt && Date.parse(code.endsAt) <= now) return 'expired';
  if (code.maxUses !== null && code.uses >= code.maxUses) return 'used-up';
  if (code.paused) return 'paused';
  if (code.startsAt && Date.parse(code.startsAt) > now) return 'scheduled';
  return 'active';
}

/** `25 %`, `Tk 200 off` or `Free delivery`. */
export function discountAmount(code: Pick<DiscountCode, 'kind' | 'amount'>): string {
  switch (code.kind) {
    case 'percent':
      return `${code.amount} %`;
    case 'fixed':
      return `${formatTk(code.amount)} off`;
    case 'free-delivery':
      return 'Free delivery';
  }
}

const times = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The code's rules in short phrases: minimum, first order, uses per number, what it is for. Empty: any order. */
export function discountRules(
  code: Pick<DiscountCode, 'minSubtotal' | 'firstOrderOnly' | 'usesPerPhone' | 'categories' | 'productIds'>,
): string[] {
  const rules: string[] = [];
  if (code.minSubtotal > 0) rules.push(`Orders from ${formatTk(code.minSubtotal)}`);
  if (code.firstOrderOnly) rules.push('First order only');
  if (code.usesPerPhone !== null) rules.push(`${times(code.usesPerPhone, 'use', 'uses')} per mobile number`);
  if (code.categories.length > 0) rules.push(code.categories.map((category) => CATEGORY_LABELS[category]).join(', '));
  if (code.productIds.length > 0) rules.push(times(code.productIds.length, 'chosen piece', 'chosen pieces'));
  return rules;
}

/** When it can be used, in Dhaka time: `Always`, `From …`, `Until …` or `… – …`. */
export function discountWhen(code: Pick<DiscountCode, 'startsAt' | 'endsAt'>): string {
  const { startsAt, endsAt } = code;
  if (startsAt && endsAt) return `${formatDhakaDateTime(startsAt)} – ${formatDhakaDateTime(endsAt)}`;
  if (startsAt) return `From ${formatDhakaDateTime(startsAt)}`;
  if (endsAt) return `Until ${formatDhakaDateTime(endsAt)}`;
  return 'Always';
}

/** `3 of 10`, or `3 (no limit)`. */
export function discountUses(code: Pick<DiscountCode, 'uses' | 'maxUses'>): string {
  return code.maxUses === null ? `${code.uses} (no limit)` : `${code.uses} of ${code.maxUses}`;
}

/** The whole code as the API takes it back (a PUT sends every rule, not only what changed). */
export function discountInput(code: DiscountCode): DiscountCodeInput {
  return {
    code: code.code,
    kind: code.kind,
    amount: code.amount,
    minSubtotal: code.minSubtotal,
    startsAt: code.startsAt,
    endsAt: code.endsAt,
    maxUses: code.maxUses,
    usesPerPhone: code.usesPerPhone,
    firstOrderOnly: code.firstOrderOnly,
    categories: code.categories,
    productIds: code.productIds,
    paused: code.paused,
  };
}
