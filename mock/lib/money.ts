// The books keep integer thousandths of a peso; the contract speaks pesos as JSON numbers.

export const toMilli = (pesos: number): number => Math.round(pesos * 1000);
export const toPesos = (milli: number): number => milli / 1000;

/** True when a peso amount has no more than `decimals` decimal places (and is a finite positive number). */
export function hasDecimals(pesos: number, decimals: number): boolean {
  if (!Number.isFinite(pesos)) return false;
  const scaled = pesos * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

export const formatPesos = (milli: number): string =>
  `₱${(Math.floor(milli / 10) / 100).toLocaleString('en-PH', { minimumFractionDigits: 2 })}`;
