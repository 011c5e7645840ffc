import { describe, expect, it } from 'vitest';
import { formatManilaDate, manilaParts, manilaStartOfDay, manilaTime } from './manila-time';

describe('Manila time', () => {
  it('reads 21:00 Manila as 13:00 UTC', () => {
    const t = manilaTime(2026, 11, 22, 21, 0);
    expect(new Date(t).toISOString()).toBe('2026-11-22T13:00:00.000Z');
    expect(manilaParts(t)).toMatchObject({ hour: 21, weekday: 0 });
  });

  it('puts 23:30 UTC on the next Manila day', () => {
    const t = Date.UTC(2026, 10, 22, 23, 30);
    expect(formatManilaDate(t)).toBe('2026.11.23');
    expect(manilaStartOfDay(t)).toBe(manilaTime(2026, 11, 23));
  });
});
