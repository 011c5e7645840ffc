import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown';
import {
  formatManilaDate,
  formatManilaDateTime,
  manilaDayKey,
  manilaDayStart,
  manilaTime,
} from './manila-time';

// Draw times are Manila times whatever the device's zone (product spec section 4). Node re-reads TZ when it
// is assigned, so the device here sits in New York (UTC-5 in March) while the app formats for Manila (UTC+8).

let previousZone: string | undefined;

beforeAll(() => {
  previousZone = process.env.TZ;
  process.env.TZ = 'America/New_York';
});

afterAll(() => {
  if (previousZone === undefined) delete process.env.TZ;
  else process.env.TZ = previousZone;
});

describe('Manila dates on a device in another time zone', () => {
  it('the device really is in New York', () => {
    const at = Date.UTC(2026, 2, 10, 13, 0);
    expect(new Date(at).getHours()).toBe(9);
    expect(new Date(at).getTimezoneOffset()).toBe(240);
  });

  it('shows a 21:00 Manila draw at 21:00 on its Manila day, not at New York time', () => {
    const draw = manilaTime(2026, 3, 10, 21, 0);
    expect(new Date(draw).getHours()).toBe(9);
    expect(formatManilaDateTime(draw)).toBe('2026.03.10 21:00');
  });

  it('puts an early-morning Manila draw on the Manila day, which is the previous day in New York', () => {
    const draw = manilaTime(2026, 3, 10, 2, 0);
    expect(new Date(draw).getDate()).toBe(9);
    expect(formatManilaDate(draw)).toBe('2026.03.10');
    expect(manilaDayKey(draw)).toBe('2026-03-10');
    expect(manilaDayStart('2026-03-10')).toBe(Date.UTC(2026, 2, 9, 16, 0));
  });

  it('counts down the same in every zone', () => {
    expect(formatCountdown(3_723_000)).toBe('01:02:03');
  });
});
