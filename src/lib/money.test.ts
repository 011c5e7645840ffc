import { describe, expect, it, vi } from 'vitest';
import { formatCentavos, formatMoney, toCentavos, walletSymbol } from './money';

describe('formatMoney', () => {
  it.each([
    [12345.678, '₱12,345.67'],
    [12345.67, '₱12,345.67'],
    [0.999, '₱0.99'],
    [1234567.5, '₱1,234,567.50'],
    [0, '₱0.00'],
    [5, '₱5.00'],
    [999.999, '₱999.99'],
    [1000, '₱1,000.00'],
  ])('shows %s as %s (two decimals, rounded down, separators)', (pesos, expected) => {
    expect(formatMoney(pesos)).toBe(expected);
  });

  it.each([
    [0.29, '₱0.29'],
    [0.57, '₱0.57'],
    [1.13, '₱1.13'],
    [4.35, '₱4.35'],
    [1.005, '₱1.00'],
    [0.1 + 0.2, '₱0.30'],
    [19.99, '₱19.99'],
  ])('is safe from floating-point error: %s gives %s', (pesos, expected) => {
    expect(formatMoney(pesos)).toBe(expected);
  });

  it('puts the minus sign before the symbol and rounds negatives toward zero', () => {
    expect(formatMoney(-1234.567)).toBe('-₱1,234.56');
    expect(formatMoney(-0.29)).toBe('-₱0.29');
  });

  it('never shows a negative zero', () => {
    expect(formatMoney(-0.001)).toBe('₱0.00');
    expect(formatMoney(-0)).toBe('₱0.00');
  });

  it('handles numbers JavaScript writes with an exponent', () => {
    expect(formatMoney(1e-7)).toBe('₱0.00');
    expect(formatMoney(-5e-7)).toBe('₱0.00');
  });

  it('takes another currency symbol', () => {
    expect(formatMoney(10, '$')).toBe('$10.00');
  });

  it('shows nothing alarming for values that are not numbers', () => {
    expect(formatMoney(Number.NaN)).toBe('₱0.00');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('₱0.00');
  });
});

describe('toCentavos and formatCentavos', () => {
  it('cuts pesos to whole centavos', () => {
    expect(toCentavos(12345.678)).toBe(1234567);
    expect(toCentavos(0.29)).toBe(29);
    expect(toCentavos(-2.999)).toBe(-299);
  });

  it('formats integer centavos', () => {
    expect(formatCentavos(1234567)).toBe('₱12,345.67');
    expect(formatCentavos(5)).toBe('₱0.05');
    expect(formatCentavos(-100)).toBe('-₱1.00');
  });

  it('gives a plain zero, not a negative zero, for a negative amount under one centavo', () => {
    // A -0 would print as "-₱0.00" wherever the centavos are formatted or compared with Object.is.
    expect(toCentavos(-0.001)).toBe(0);
    expect(toCentavos(-0)).toBe(0);
  });

  it('shows no minus sign for a negative zero or a negative fraction of a centavo', () => {
    expect(formatCentavos(-0)).toBe('₱0.00');
    expect(formatCentavos(-0.4)).toBe('₱0.00');
  });

  it('keeps every digit of an amount JavaScript writes with a positive exponent', () => {
    // 1e21 is the first whole number whose shortest text is "1e+21": its zeros must be filled back in.
    expect(toCentavos(1e21)).toBe(1e23);
    expect(toCentavos(-2.5e21)).toBe(-2.5e23);
  });
});

describe('walletSymbol: the wallet currency (default PHP) decides the symbol', () => {
  it("shows the peso's own symbol without loading the engine's currency data, the same symbol the engine gives", () => {
    const supported = vi.spyOn(Intl, 'supportedValuesOf');
    const format = vi.spyOn(Intl, 'NumberFormat');
    expect(walletSymbol({ currency: 'PHP' })).toBe('₱');
    expect(walletSymbol({})).toBe('₱');
    expect(supported).not.toHaveBeenCalled();
    expect(format).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    const engine = new Intl.NumberFormat('en', { style: 'currency', currency: 'PHP' }).formatToParts(0);
    expect(engine.find((part) => part.type === 'currency')?.value).toBe('₱');
  });

  it.each([
    [{ currency: 'PHP', currencySymbol: '₱' }, '₱'],
    [{ currency: 'USD' }, '$'],
    [{ currency: 'usd ' }, '$'],
    [{ currency: 'JPY', currencySymbol: '₱' }, '¥'],
    [{}, '₱'],
    [{ currency: '', currencySymbol: '' }, '₱'],
    [{ currency: null, currencySymbol: null }, '₱'],
  ])('%o shows %s', (wallet, symbol) => {
    expect(walletSymbol(wallet)).toBe(symbol);
  });

  it.each(['PH', 'PESO', 'P P', '₱', '12$', 'XYZ'])(
    'an invalid or unknown code (%s) does not break the display: the server symbol, else ₱',
    (currency) => {
      expect(walletSymbol({ currency })).toBe('₱');
      expect(walletSymbol({ currency, currencySymbol: 'Ƀ' })).toBe('Ƀ');
    },
  );

  it.each(['Ut et minim', 'et culpa minim', 'PESOS', '12', 'P 1'])(
    '§21.4 random currencySymbol overflowing the balance card: %j is no symbol, the peso sign is shown',
    (currencySymbol) => {
      const symbol = walletSymbol({ currency: 'aliquip sit anim tempor id', currencySymbol });
      expect(symbol).toBe('₱');
      expect(formatMoney(27503276.61, symbol)).toBe('₱27,503,276.61');
    },
  );

  it('formats a wallet amount with it, a letter symbol set apart', () => {
    expect(formatMoney(1234.567, walletSymbol({ currency: 'USD' }))).toBe('$1,234.56');
    expect(formatMoney(-5, walletSymbol({ currency: 'CHF' }))).toBe('-CHF\u00a05.00');
  });
});
