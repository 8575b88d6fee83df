import { describe, expect, it } from 'vitest';
import { dhakaInputValue, dhakaMoment } from '~/lib/dhaka-input';
import { discountAmount, discountRules, discountStatus, discountUses, discountWhen } from './discount-display';

const NOW = Date.parse('2026-04-10T06:00:00Z');
const open = { paused: false, startsAt: null, endsAt: null, maxUses: null, uses: 0 };

describe('discountStatus', () => {
  it.each([
    ['active', open],
    ['active', { ...open, startsAt: '2026-04-01T00:00:00+06:00', endsAt: '2026-04-30T23:59:00+06:00' }],
    ['paused', { ...open, paused: true }],
    ['scheduled', { ...open, startsAt: '2026-04-11T00:00:00+06:00' }],
    ['paused', { ...open, paused: true, startsAt: '2026-04-11T00:00:00+06:00' }],
    ['expired', { ...open, endsAt: '2026-04-10T12:00:00+06:00' }],
    ['expired', { ...open, paused: true, endsAt: '2026-04-01T00:00:00+06:00' }],
    ['used-up', { ...open, maxUses: 10, uses: 10 }],
    ['used-up', { ...open, paused: true, maxUses: 1, uses: 1 }],
    ['active', { ...open, maxUses: 10, uses: 9 }],
  ] as const)('%s: %o', (status, code) => {
    expect(discountStatus(code, NOW)).toBe(status);
  });
});

describe('what the table says', () => {
  it.each([
    [{ kind: 'percent', amount: 25 }, '25 %'],
    [{ kind: 'fixed', amount: 1200 }, 'Tk 1,200 off'],
    [{ kind: 'free-delivery', amount: 0 }, 'Free delivery'],
  ] as const)('%o is %s', (code, text) => {
    expect(discountAmount(code)).toBe(text);
  });

  it('sums up the rules, or none', () => {
    const none = { minSubtotal: 0, firstOrderOnly: false, usesPerPhone: null, categories: [], productIds: [] };
    expect(discountRules(none)).toEqual([]);
    expect(
      discountRules({
        minSubtotal: 1000,
        firstOrderOnly: true,
        usesPerPhone: 1,
        categories: ['Earrings', 'Finger Ring'],
        productIds: ['a', 'b'],
      }),
    ).toEqual([
      'Orders from Tk 1,000',
      'First order only',
      '1 use per mobile number',
      'Earrings, Rings',
      '2 chosen pieces',
    ]);
  });

  it('writes when a code runs in Dhaka time', () => {
    expect(discountWhen({ startsAt: null, endsAt: null })).toBe('Always');
    expect(discountWhen({ startsAt: '2026-03-31T18:00:00Z', endsAt: null })).toBe('From 1 April 2026, 12:00 am');
    expect(discountWhen({ startsAt: null, endsAt: '2026-04-05T23:59:00+06:00' })).toBe('Until 5 April 2026, 11:59 pm');
    expect(discountWhen({ startsAt: '2026-04-01T00:00:00+06:00', endsAt: '2026-04-05T23:59:00+06:00' })).toBe(
      '1 April 2026, 12:00 am – 5 April 2026, 11:59 pm',
    );
  });

  it('counts uses against the limit', () => {
    expect(discountUses({ uses: 0, maxUses: 10 })).toBe('0 of 10');
    expect(discountUses({ uses: 3, maxUses: null })).toBe('3 (no limit)');
  });
});

describe('Dhaka time in the form', () => {
  it('shows a saved moment as Dhaka time, whatever its offset', () => {
    expect(dhakaInputValue('2026-03-31T18:00:00Z')).toBe('2026-04-01T00:00');
    expect(dhakaInputValue('2026-04-01T00:00:00+06:00')).toBe('2026-04-01T00:00');
    expect(dhakaInputValue('2026-04-01T03:30:00+09:30')).toBe('2026-04-01T00:00');
    expect(dhakaInputValue(null)).toBe('');
  });

  it('reads what staff type as Dhaka time', () => {
    expect(dhakaMoment('2026-04-01T00:00')).toBe('2026-04-01T00:00:00+06:00');
    expect(dhakaMoment('2026-04-01T09:15:30')).toBe('2026-04-01T09:15:30+06:00');
    expect(dhakaMoment('')).toBeNull();
    expect(dhakaMoment('soon')).toBe('soon');
  });

  it('round-trips', () => {
    const typed = '2026-12-31T23:45';
    expect(dhakaInputValue(dhakaMoment(typed))).toBe(typed);
  });
});
