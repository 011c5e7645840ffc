// Asia/Manila is UTC+8 all year (no daylight saving), so Manila wall-clock times are plain offset arithmetic:
// no time-zone database needed in the first page's JavaScript.

export const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

export interface ManilaParts {
  year: number;
  month: number; // 1-12
  day: number;
  weekday: number; // 0 = Sunday
  hour: number;
  minute: number;
  second: number;
}

export function manilaParts(epochMs: number): ManilaParts {
  const d = new Date(epochMs + MANILA_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    weekday: d.getUTCDay(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

/** Epoch ms of a Manila wall-clock time. */
export function manilaTime(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
): number {
  return Date.UTC(year, month - 1, day, hour, minute, second) - MANILA_OFFSET_MS;
}

/** Epoch ms of 00:00 Manila on the day that contains epochMs. */
export function manilaStartOfDay(epochMs: number): number {
  const p = manilaParts(epochMs);
  return manilaTime(p.year, p.month, p.day);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY.MM.DD in Manila, as the games list shows the last draw date. */
export function formatManilaDate(epochMs: number, separator = '.'): string {
  const p = manilaParts(epochMs);
  return [p.year, pad(p.month), pad(p.day)].join(separator);
}

/** HH:mm in Manila. */
export function formatManilaClock(epochMs: number): string {
  const p = manilaParts(epochMs);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/** YYYY.MM.DD HH:mm in Manila, as draw results show their time. */
export function formatManilaDateTime(epochMs: number): string {
  return `${formatManilaDate(epochMs)} ${formatManilaClock(epochMs)}`;
}

/** The Manila calendar day of an instant as YYYY-MM-DD (the value format of a date input). */
export const manilaDayKey = (epochMs: number): string => formatManilaDate(epochMs, '-');

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Epoch ms of 00:00 Manila on a YYYY-MM-DD day; null for anything that is not a real day. */
export function manilaDayStart(dayKey: string): number | null {
  const match = DAY_KEY.exec(dayKey);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const start = manilaTime(year, month, day);
  // Date.UTC rolls 2026-02-31 over into March: a day that does not survive the round trip does not exist.
  return manilaDayKey(start) === dayKey ? start : null;
}

/** The YYYY-MM-DD day `days` after (or before, when negative) the given one. */
export function addManilaDays(dayKey: string, days: number): string {
  const start = manilaDayStart(dayKey);
  if (start === null) throw new RangeError(`not a day: ${dayKey}`);
  return manilaDayKey(start + days * DAY_MS);
}
