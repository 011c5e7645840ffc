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
