import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCentavos, formatMoney, toCentavos } from './money';

// Properties of the amount rules (product spec section 9): two decimals, rounded down, separators, computed on
// whole centavos so floating-point error never shows.

describe('amount properties', () => {
  it('cuts toward zero: any amount written with more decimals shows its whole centavos, never more', () => {
    // Up to 15 significant digits, so the decimal text survives the trip through a JavaScript number exactly.
    const amount = fc.record({
      centavos: fc.integer({ min: 0, max: 99_999_999_999 }),
      extra: fc.stringMatching(/^\d{1,3}$/),
    });
    fc.assert(
      fc.property(amount, ({ centavos, extra }) => {
        const pesosText = `${Math.floor(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}${extra}`;
        expect(formatMoney(Number(pesosText))).toBe(formatCentavos(centavos));
      }),
    );
  });

  it('shows any whole number of centavos exactly, without drift', () => {
    fc.assert(
      fc.property(fc.integer({ min: -9_999_999_999, max: 9_999_999_999 }), (centavos) => {
        const pesos = centavos / 100;
        expect(toCentavos(pesos)).toBe(centavos);
        expect(formatMoney(pesos)).toBe(formatCentavos(centavos));
      }),
    );
  });

  it('prints two decimals and a separator every three digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999_999 }), (centavos) => {
        const text = formatCentavos(centavos);
        expect(text).toMatch(/^₱\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(text.replace(/[₱,]/g, '')).toBe((centavos / 100).toFixed(2));
      }),
    );
  });

  it('rounds the known traps down: 1.005 → 1.00, 0.29 → 0.29', () => {
    expect(formatMoney(1.005)).toBe('₱1.00');
    expect(formatMoney(0.29)).toBe('₱0.29');
    expect(formatMoney(1.999)).toBe('₱1.99');
  });
});

describe('issue 20 item 8: amounts in the locales of the Philippines', () => {
  // The app writes amounts itself (no Intl call on the first page); what it writes is what Intl's Filipino and
  // English (Philippines) locales write for pesos, so a Filipino player reads the same figures in every language.
  it.each(['fil-PH', 'en-PH'])('writes whole centavos as %s writes pesos', (locale) => {
    const peso = new Intl.NumberFormat(locale, { style: 'currency', currency: 'PHP' });
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999_999, max: 99_999_999_999 }), (centavos) => {
        expect(formatCentavos(centavos)).toBe(peso.format(centavos / 100));
      }),
    );
  });
});
