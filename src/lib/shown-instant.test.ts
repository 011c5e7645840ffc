import { describe, expect, it } from 'vitest';
import { manilaTime } from './manila-time';
import { isoInstant, shownDate, shownDateTime } from './shown-instant';

describe('§21.4 draw date "-167329.03.15": a timestamp with no four-digit year shows as "-"', () => {
  // The instant Prism's dynamic mock sent as a draw time, which the games list showed as "-167329.03.15".
  const farPast = manilaTime(-167329, 3, 15);

  it('shows the far past, the far future and no number at all as "-"', () => {
    for (const epochMs of [farPast, 9_000_000_000_000_000, manilaTime(12026, 1, 1), NaN, Infinity]) {
      expect(shownDate(epochMs)).toBe('-');
      expect(shownDateTime(epochMs)).toBe('-');
      // <time dateTime> gets nothing instead of a RangeError from toISOString.
      expect(isoInstant(epochMs)).toBeUndefined();
    }
  });

  it('still shows the first and last instants with a four-digit year', () => {
    expect(shownDateTime(Date.UTC(1000, 0, 1))).toBe('1000.01.01 08:00');
    expect(shownDate(Date.UTC(9999, 11, 31, 15, 59))).toBe('9999.12.31');
    expect(isoInstant(Date.UTC(9999, 11, 31, 23, 59, 59, 999))).toBe('9999-12-31T23:59:59.999Z');
  });
});
