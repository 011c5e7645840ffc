import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXCLUDED_TX_TYPES_PARAM, tabFromQuery, withdrawOffsets } from './records';
import { signedMoney } from './record-rows';

describe('transaction records rules', () => {
  it('withdraw paging: page 1 of 10 is 0..10, page 3 is 20..30', () => {
    expect(withdrawOffsets(1, 10)).toEqual({ start: 0, end: 10 });
    expect(withdrawOffsets(3, 10)).toEqual({ start: 20, end: 30 });
    expect(withdrawOffsets(2, 20)).toEqual({ start: 20, end: 40 });
  });

  it('withdraw pages are back to back, each `size` long, never overlapping (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 500 }), (page, size) => {
        const here = withdrawOffsets(page, size);
        const next = withdrawOffsets(page + 1, size);
        expect(here.end - here.start).toBe(size);
        expect(next.start).toBe(here.end);
        expect(here.start).toBeGreaterThanOrEqual(0);
        expect(Math.floor(here.start / size) + 1).toBe(page);
      }),
    );
  });

  it('refuses pages and sizes below 1 or not whole', () => {
    for (const [page, size] of [
      [0, 10],
      [1, 0],
      [1.5, 10],
      [-1, 10],
    ])
      expect(() => withdrawOffsets(page, size)).toThrow(RangeError);
  });

  it('the account records leave out the game-wallet moves by default', () => {
    expect(EXCLUDED_TX_TYPES_PARAM).toBe('6231,4203,4223,6156,4253');
  });

  it('reads the tab from ?type=, account when missing or unknown', () => {
    expect(tabFromQuery('deposit')).toBe('deposit');
    expect(tabFromQuery('withdraw')).toBe('withdraw');
    expect(tabFromQuery(null)).toBe('account');
    expect(tabFromQuery('bogus')).toBe('account');
  });

  it('signs credits and keeps the minus of debits, two decimals rounded down with separators', () => {
    expect(signedMoney(1234.567)).toBe('+₱1,234.56');
    expect(signedMoney(-20)).toBe('-₱20.00');
    expect(signedMoney(0)).toBe('₱0.00');
  });
});
