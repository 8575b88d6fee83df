import { describe, expect, it } from 'vitest';
import { dhakaDay, formatDhakaDateTime, formatShopDay } from './dates';

describe('Dhaka dates', () => {
  it('give the day in Dhaka, which starts six hours before UTC’s', () => {
    // 00:30 on 21 November in Dhaka is still 20 November in UTC.
    expect(dhakaDay('2026-11-20T18:30:00.000Z')).toBe('2026-11-21');
    expect(dhakaDay('2026-11-20T17:59:59.000Z')).toBe('2026-11-20');
    expect(formatDhakaDateTime('2026-11-20T18:30:00.000Z')).toBe('21 November 2026, 12:30 am');
  });

  it('are written in Bangla with Bengali digits and the part of the day', () => {
    expect(formatDhakaDateTime('2026-11-20T18:30:00.000Z', 'bn')).toBe('২১ নভেম্বর ২০২৬, রাত ১২:৩০');
    // 09:45 UTC is 3:45 in the afternoon in Dhaka.
    expect(formatDhakaDateTime('2026-01-05T09:45:00.000Z', 'bn')).toBe('৫ জানুয়ারি ২০২৬, বিকেল ৩:৪৫');
    expect(formatDhakaDateTime('2026-01-05T03:05:00.000Z', 'bn')).toBe('৫ জানুয়ারি ২০২৬, সকাল ৯:০৫');
  });

  it('write a shop day short, with its weekday or in full', () => {
    expect(formatShopDay('2026-11-23')).toBe('23 Nov');
    expect(formatShopDay('2026-11-23', 'weekday')).toBe('Mon 23 Nov');
    expect(formatShopDay('2026-01-05', 'long')).toBe('5 January 2026');
    expect(formatShopDay('2026-01-05', 'long', 'bn')).toBe('৫ জানুয়ারি ২০২৬');
    expect(formatShopDay('2026-11-23', 'weekday', 'bn')).toBe('সোম ২৩ নভেম্বর');
  });
});
