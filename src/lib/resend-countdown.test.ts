import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatWait, RESEND_GRACE_MS, secondsLeft, smsResendAt, THROTTLE_MS } from './resend-countdown';

describe('send-code countdown', () => {
  it("ends 5 seconds after the server's expiry", () => {
    expect(smsResendAt(1_000_000)).toBe(1_005_000);
    expect(RESEND_GRACE_MS).toBe(5000);
  });

  it('counts whole seconds up, is never negative, and reaches 0 exactly at the end', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: -1e7, max: 1e7 }), (until, offset) => {
        const left = secondsLeft(until, until - offset);
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left === 0).toBe(offset <= 0);
        if (offset > 0) expect(left).toBe(Math.ceil(offset / 1000));
      }),
    );
    expect(secondsLeft(null, 5)).toBe(0);
  });

  it('shows no wait for an end that is not a finite time', () => {
    expect(secondsLeft(Number.POSITIVE_INFINITY, 0)).toBe(0);
    expect(secondsLeft(Number.NaN, 0)).toBe(0);
  });

  it('makes a throttled number wait five minutes', () => {
    expect(THROTTLE_MS).toBe(300_000);
    expect(formatWait(secondsLeft(THROTTLE_MS, 0))).toBe('5:00');
  });

  it('never goes up as time passes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 0, max: 1e9 }),
        fc.nat(1e6),
        (until, now, later) => {
          expect(secondsLeft(until, now + later)).toBeLessThanOrEqual(secondsLeft(until, now));
        },
      ),
    );
  });

  it('shows long waits as minutes and seconds', () => {
    expect(formatWait(300)).toBe('5:00');
    expect(formatWait(299)).toBe('4:59');
    expect(formatWait(61)).toBe('1:01');
    expect(formatWait(60)).toBe('1:00');
    expect(formatWait(59)).toBe('59');
  });
});
