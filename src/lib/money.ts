// Amounts arrive as pesos in a JSON number. Multiplying a float by 100 goes wrong (0.29 * 100 is
// 28.999999999999996), so the peso value is cut to whole centavos from its decimal text instead, and every
// later step works on integers.

export const PESO_SYMBOL = '₱';
/** The wallet's currency when it names none (product spec section 3). */
export const DEFAULT_CURRENCY = 'PHP';

/** Splits the shortest decimal text of a finite number into sign, integer digits and fraction digits. */
function decimalParts(value: number): { negative: boolean; integer: string; fraction: string } {
  const negative = value < 0;
  const text = Math.abs(value).toString();
  const [mantissa, exponentText] = text.split('e');
  const exponent = exponentText ? Number(exponentText) : 0;
  const [intPart, fracPart = ''] = mantissa.split('.');
  let digits = intPart + fracPart;
  let point = intPart.length + exponent;
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  if (point > digits.length) digits += '0'.repeat(point - digits.length);
  return { negative, integer: digits.slice(0, point) || '0', fraction: digits.slice(point) };
}

/** Whole centavos of a peso amount, cut toward zero (the spec's "rounded down" for balances). */
export function toCentavos(pesos: number): number {
  if (!Number.isFinite(pesos)) return 0;
  const { negative, integer, fraction } = decimalParts(pesos);
  const centavos = Number(integer) * 100 + Number((fraction + '00').slice(0, 2));
  return negative && centavos !== 0 ? -centavos : 0 + centavos;
}

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * "₱1,234.50" from 123450 centavos; a minus sign goes before the symbol. A symbol that ends in a letter
 * ("CHF") is set apart by a no-break space, so it never runs into the digits.
 */
export function formatCentavos(centavos: number, symbol: string = PESO_SYMBOL): string {
  const whole = Math.trunc(Math.abs(centavos));
  const pesos = Math.floor(whole / 100);
  const cents = String(whole % 100).padStart(2, '0');
  const sign = centavos < 0 && whole !== 0 ? '-' : '';
  const gap = /\p{L}$/u.test(symbol) ? '\u00a0' : '';
  return `${sign}${symbol}${gap}${groupThousands(String(pesos))}.${cents}`;
}

/** Two decimals, rounded down, thousands separators: 12345.678 → "₱12,345.67". */
export function formatMoney(pesos: number, symbol: string = PESO_SYMBOL): string {
  return formatCentavos(toCentavos(pesos), symbol);
}

/**
 * The symbols found so far. The app's own currency is known without asking: the engine's first currency format
 * loads its locale data, about 80 ms on a desktop and four times that on a slow phone, in the middle of drawing
 * a signed-in player's first balance.
 */
const symbols = new Map<string, string | null>([[DEFAULT_CURRENCY, PESO_SYMBOL]]);

/**
 * The symbol of an ISO 4217 code ("USD" → "$"), or null for a code that is malformed (Intl.NumberFormat throws
 * a RangeError on it) or names no currency the browser knows (Intl would show the code itself).
 */
function symbolOfCode(code: string): string | null {
  const cached = symbols.get(code);
  if (cached !== undefined) return cached;
  let symbol: string | null = null;
  // Engines without supportedValuesOf (older WebKit in the iOS wrapper) are asked only for the symbol.
  const known =
    typeof Intl.supportedValuesOf !== 'function' || Intl.supportedValuesOf('currency').includes(code);
  if (/^[A-Z]{3}$/.test(code) && known) {
    try {
      const parts = new Intl.NumberFormat('en', { style: 'currency', currency: code }).formatToParts(0);
      symbol = parts.find((part) => part.type === 'currency')?.value ?? null;
    } catch {
      symbol = null;
    }
  }
  symbols.set(code, symbol);
  return symbol;
}

export interface WalletCurrency {
  currency?: string | null;
  currencySymbol?: string | null;
}

/**
 * A server symbol the app shows: at most four characters, no digit ("₱", "Ƀ", "CHF"). Anything longer is no
 * currency symbol (Prism's dynamic mock sent "Ut et minim", which ran out of the balance card) and a digit would
 * read as part of the amount.
 */
const SHOWN_SYMBOL = /^\D{1,4}$/;

/**
 * The symbol a wallet's amounts are shown with: that of its currency (default PHP), since the amounts are in
 * that currency; the server's currencySymbol only where the code says nothing usable and the symbol looks like
 * one; else the peso sign.
 */
export function walletSymbol({ currency, currencySymbol }: WalletCurrency): string {
  const code = currency?.trim().toUpperCase() || DEFAULT_CURRENCY;
  const symbol = currencySymbol?.trim() ?? '';
  return symbolOfCode(code) ?? (SHOWN_SYMBOL.test(symbol) ? symbol : PESO_SYMBOL);
}
