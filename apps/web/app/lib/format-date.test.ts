import { describe, expect, it } from 'vitest';
import { dhakaDay, formatDhakaDateTime } from './format-date';

describe('Dhaka dates', () => {
  it('give the day in Dhaka, which starts six hours before UTC’s', () => {
    // 00:30 on 21 November in Dhaka is still 20 November in UTC.
    expect(dhakaDay('2026-11-20T18:30:00.000Z')).toBe('2026-11-21');
    expect(dhakaDay('2026-11-20T17:59:59.000Z')).toBe('2026-11-20');
    expect(formatDhakaDateTime('2026-11-20T18:30:00.000Z')).toBe('21 November 2026, 12:30 am');
  });
});
