import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountValue, sanitizeAmount } from './amount-input';

describe('sanitizeAmount', () => {
  it.each([
    ['', 2, ''],
    ['100', 2, '100'],
    ['007', 2, '7'],
    ['000', 2, '0'],
    ['00.5', 2, '0.5'],
    ['.5', 2, '0.5'],
    ['12.345', 2, '12.34'],
    ['12.3.4', 2, '12.34'],
    ['1,5', 2, '1.5'],
    ['₱ 1,000', 0, '1000'],
    ['12.5', 0, '125'],
    ['-50', 2, '50'],
    ['1e5', 2, '15'],
    ['12.', 2, '12.'],
    ['99.99', 2, '99.99'],
  ])('%j with %i decimals → %j', (raw, decimals, expected) => {
    expect(sanitizeAmount(raw, decimals)).toBe(expected);
  });

  it('always yields digits with at most one point, the allowed decimals and no leading zero', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 4 }), (raw, decimals) => {
        const out = sanitizeAmount(raw, decimals);
        expect(out).toMatch(/^(\d*)(\.\d*)?$/);
        const [whole, fraction = ''] = out.split('.');
        expect(fraction.length).toBeLessThanOrEqual(decimals);
        if (decimals === 0) expect(out).not.toContain('.');
        if (whole.length > 1) expect(whole.startsWith('0')).toBe(false);
      }),
    );
  });

  it('is idempotent: cleaning a clean amount changes nothing', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 4 }), (raw, decimals) => {
        const once = sanitizeAmount(raw, decimals);
        expect(sanitizeAmount(once, decimals)).toBe(once);
      }),
    );
  });
});

describe('amountValue', () => {
  it('reads a cleaned amount, and nothing from an empty one', () => {
    expect(amountValue('')).toBeNull();
    expect(amountValue('.')).toBeNull();
    expect(amountValue('12.')).toBe(12);
    expect(amountValue('0.5')).toBe(0.5);
  });

  it('reads whole amounts, and nothing from text without a digit that Number would take as zero', () => {
    expect(amountValue('100')).toBe(100);
    expect(amountValue(' ')).toBeNull();
    expect(amountValue('\n')).toBeNull();
  });
});
