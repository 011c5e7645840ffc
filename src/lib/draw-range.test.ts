import { describe, expect, it } from 'vitest';
import { matchingQuickRange, normalizeRange, quickRange, rangeBounds, rangeQuery } from './draw-range';
import { DAY_MS, manilaTime } from './manila-time';

// 2026-03-10 00:30 in Manila is still 2026-03-09 in UTC: the day must come from Manila.
const NOW = manilaTime(2026, 3, 10, 0, 30);

describe('draw history range', () => {
  it('covers 90 days back up to tomorrow, in Manila days', () => {
    expect(rangeBounds(NOW)).toEqual({ min: '2025-12-10', max: '2026-03-11', today: '2026-03-10' });
  });

  it('offers today, 7 days, 30 days and the largest range', () => {
    expect(quickRange('today', NOW)).toEqual({ start: '2026-03-10', end: '2026-03-10' });
    expect(quickRange('days7', NOW)).toEqual({ start: '2026-03-04', end: '2026-03-10' });
    expect(quickRange('days30', NOW)).toEqual({ start: '2026-02-09', end: '2026-03-10' });
    expect(quickRange('max', NOW)).toEqual({ start: '2025-12-10', end: '2026-03-11' });
    expect(matchingQuickRange({ start: '2026-03-04', end: '2026-03-10' }, NOW)).toBe('days7');
    expect(matchingQuickRange({ start: '2026-03-05', end: '2026-03-10' }, NOW)).toBeNull();
  });

  it('matches a quick range only when the last day matches too', () => {
    expect(matchingQuickRange({ start: '2026-03-10', end: '2026-03-11' }, NOW)).toBeNull();
    expect(matchingQuickRange({ start: '2025-12-10', end: '2026-03-10' }, NOW)).toBeNull();
  });

  it('keeps a picked range inside the bounds and in order', () => {
    expect(normalizeRange({ start: '2025-01-01', end: '2027-01-01' }, NOW)).toEqual({
      start: '2025-12-10',
      end: '2026-03-11',
    });
    expect(normalizeRange({ start: '2026-03-08', end: '2026-03-01' }, NOW)).toEqual({
      start: '2026-03-01',
      end: '2026-03-08',
    });
    expect(normalizeRange({ start: '2026-02-31', end: '' }, NOW)).toEqual({
      start: '2026-03-10',
      end: '2026-03-10',
    });
  });

  it('asks from 00:00 Manila on the first day to 00:00 Manila after the last', () => {
    const query = rangeQuery({ start: '2026-03-10', end: '2026-03-10' });
    expect(new Date(query.startTime).toISOString()).toBe('2026-03-09T16:00:00.000Z');
    expect(query.endTime - query.startTime).toBe(DAY_MS);
  });

  it('refuses to build a query when either day is not a real date', () => {
    expect(() => rangeQuery({ start: '2026-02-31', end: '2026-03-10' })).toThrow(
      new RangeError('not a range: 2026-02-31 to 2026-03-10'),
    );
    expect(() => rangeQuery({ start: '2026-03-10', end: 'tomorrow' })).toThrow(RangeError);
  });
});
