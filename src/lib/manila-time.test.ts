import { describe, expect, it } from 'vitest';
import {
  addManilaDays,
  formatManilaDate,
  formatManilaDateTime,
  manilaDayStart,
  manilaParts,
  manilaStartOfDay,
  manilaTime,
} from './manila-time';

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

describe('Manila days', () => {
  it('formats date and time together', () => {
    expect(formatManilaDateTime(manilaTime(2026, 1, 5, 9, 7))).toBe('2026.01.05 09:07');
  });

  it('reads a YYYY-MM-DD day back to its Manila midnight and refuses days that do not exist', () => {
    expect(manilaDayStart('2026-11-23')).toBe(manilaTime(2026, 11, 23));
    expect(manilaDayStart('2026-02-30')).toBeNull();
    expect(manilaDayStart('23/11/2026')).toBeNull();
  });

  it('adds days across months and years', () => {
    expect(addManilaDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addManilaDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('refuses to add days to something that is not a day', () => {
    expect(() => addManilaDays('2026-02-30', 1)).toThrow(new RangeError('not a day: 2026-02-30'));
  });
});
