import { addManilaDays, DAY_MS, manilaDayKey, manilaDayStart } from './manila-time';

// The draw history's date range (product spec section 9): Manila days from 90 days back up to tomorrow,
// today by default, with quick ranges of 7 and 30 days and the largest range allowed.

export const DRAW_HISTORY_DAYS_BACK = 90;
export const DRAW_PAGE_SIZE = 30;
/** The most draws one game has in a Manila day: 2D and 3D draw at 14:00, 17:00 and 21:00 (domain notes). */
export const MAX_DRAWS_PER_DAY = 3;

export interface DayRange {
  /** First day, YYYY-MM-DD (Manila). */
  start: string;
  /** Last day, YYYY-MM-DD (Manila), included. */
  end: string;
}

export type QuickRange = 'today' | 'days7' | 'days30' | 'max';
export const QUICK_RANGES: readonly QuickRange[] = ['today', 'days7', 'days30', 'max'];

/** The earliest and latest day the picker accepts, as of `now`. */
export function rangeBounds(now: number): { min: string; max: string; today: string } {
  const today = manilaDayKey(now);
  return { min: addManilaDays(today, -DRAW_HISTORY_DAYS_BACK), max: addManilaDays(today, 1), today };
}

export function quickRange(kind: QuickRange, now: number): DayRange {
  const { min, max, today } = rangeBounds(now);
  switch (kind) {
    case 'today':
      return { start: today, end: today };
    case 'days7':
      return { start: addManilaDays(today, -6), end: today };
    case 'days30':
      return { start: addManilaDays(today, -29), end: today };
    case 'max':
      return { start: min, end: max };
  }
}

/** Which quick range a range is, if any (so its button shows as pressed). */
export function matchingQuickRange(range: DayRange, now: number): QuickRange | null {
  return (
    QUICK_RANGES.find((kind) => {
      const candidate = quickRange(kind, now);
      return candidate.start === range.start && candidate.end === range.end;
    }) ?? null
  );
}

const clampDay = (day: string, min: string, max: string) => (day < min ? min : day > max ? max : day);

/**
 * A range the server accepts: both days inside the bounds, in order. A day that is not a real date falls back
 * to today; a start after the end is swapped, as a player who picks them the wrong way round means it.
 */
export function normalizeRange(range: DayRange, now: number): DayRange {
  const { min, max, today } = rangeBounds(now);
  const valid = (day: string) => (manilaDayStart(day) === null ? today : clampDay(day, min, max));
  const start = valid(range.start);
  const end = valid(range.end);
  return start <= end ? { start, end } : { start: end, end: start };
}

/** The call's query: from 00:00 Manila on the first day to 00:00 Manila after the last (exclusive). */
export function rangeQuery(range: DayRange): { startTime: number; endTime: number } {
  const start = manilaDayStart(range.start);
  const end = manilaDayStart(range.end);
  if (start === null || end === null) throw new RangeError(`not a range: ${range.start} to ${range.end}`);
  return { startTime: start, endTime: end + DAY_MS };
}

/**
 * How many pages of one game's draws a range can hold. The server's page count is only believed up to this:
 * a wrong or hostile count (a billion) must not have the app ask for pages without end.
 */
export function drawPagesIn(range: DayRange): number {
  const { startTime, endTime } = rangeQuery(range);
  const days = Math.ceil((endTime - startTime) / DAY_MS);
  return Math.max(1, Math.ceil((days * MAX_DRAWS_PER_DAY) / DRAW_PAGE_SIZE));
}
