import { addManilaDays, DAY_MS, manilaDayKey, manilaStartOfDay } from './manila-time';
import type { DayRange } from './draw-range';
import { drawnNumbers, type CheckedDraw, type GameRules } from './number-check';

// Hot and cold numbers (issue 20 item 6): per game, how many draws of the last 30 or 90 Manila days each of its
// numbers came out in, and how long since it last came out (Manila days and the game's draws since).
// - The numbers are the game's own (shared/domain/pcso-games.md): 1 to 42 … 58 for the jackpot games, 1 to 31
//   for 2D, the digits 0 to 9 for 3D, 4D and 6D.
// - A number is counted once per draw that has it, whatever its place (a digit game's 7-7-1 counts 7 once):
//   "drawn in 5 draws" reads the same for every game, and the counts of a jackpot game add up to six a draw.
// - How long since: over every draw given, not only the period's, so a number cold for 30 days still says when
//   it last came out within the 90 days the history keeps.

/** The periods offered, in Manila days. */
export const HOT_COLD_PERIODS = [30, 90] as const;
export type HotColdPeriod = (typeof HOT_COLD_PERIODS)[number];

/** The longest period: the days of history the screen reads once and counts every period from. */
export const LONGEST_PERIOD: HotColdPeriod = 90;

/** How many numbers the hot and the cold lists show. */
export const HOT_COLD_LIST_SIZE = 5;

/** The Manila days a period covers: the last `days` days, today included. */
export function periodRange(days: number, now: number): DayRange {
  const today = manilaDayKey(now);
  return { start: addManilaDays(today, -(days - 1)), end: today };
}

/** One number of the game over a period. */
export interface NumberStat {
  number: number;
  /** How many draws of the period it came out in. */
  count: number;
  /** When it last came out, in any draw given; null if in none. */
  lastDrawn: number | null;
  /** Manila days from that draw's day to today (0: today); null if in none. */
  daysSince: number | null;
  /** The game's draws after that one; null if in none. */
  drawsSince: number | null;
}

export interface HotColdStats {
  /** How many of the game's draws the period holds. */
  draws: number;
  /** How many of the game's draws were given in all (a number in none of them came out longer ago). */
  history: number;
  /** Every number of the game, smallest first. */
  numbers: NumberStat[];
}

/** A game's draws by `now` whose numbers read as the game's (a draw written otherwise is left out), newest first. */
function readableDraws(rules: GameRules, draws: readonly CheckedDraw[], now: number) {
  return draws
    .filter((draw) => draw.gameCode === rules.gameCode && draw.winningTime <= now)
    .flatMap((draw) => {
      const numbers = drawnNumbers(rules, draw.winNo);
      return numbers && numbers.length === rules.balls
        ? [{ at: draw.winningTime, numbers: new Set(numbers) }]
        : [];
    })
    .sort((a, b) => b.at - a.at);
}

/**
 * Each number of the game: the draws of the period (from `periodStart`, epoch ms, up to `now`) it came out in,
 * and how long since it last came out in any of `draws`.
 */
export function hotColdStats(
  rules: GameRules,
  draws: readonly CheckedDraw[],
  periodStart: number,
  now: number,
): HotColdStats {
  const readable = readableDraws(rules, draws, now);
  const size = rules.max - rules.min + 1;
  const stats: NumberStat[] = Array.from({ length: size }, (_, index) => ({
    number: rules.min + index,
    count: 0,
    lastDrawn: null,
    daysSince: null,
    drawsSince: null,
  }));
  const today = manilaStartOfDay(now);
  let inPeriod = 0;
  readable.forEach(({ at, numbers }, newer) => {
    const counted = at >= periodStart;
    if (counted) inPeriod += 1;
    for (const n of numbers) {
      const stat = stats[n - rules.min] as NumberStat | undefined;
      if (!stat) continue;
      if (counted) stat.count += 1;
      if (stat.lastDrawn === null) {
        // Newest first: the first draw that has the number is its last time out.
        stat.lastDrawn = at;
        stat.drawsSince = newer;
        stat.daysSince = Math.round((today - manilaStartOfDay(at)) / DAY_MS);
      }
    }
  });
  return { draws: inPeriod, history: readable.length, numbers: stats };
}

/** Which came out more recently (negative: `a`); a number never drawn is the longest ago. */
function byRecency(a: NumberStat, b: NumberStat): number {
  if (a.drawsSince === b.drawsSince) return 0;
  if (a.drawsSince === null) return 1;
  if (b.drawsSince === null) return -1;
  return a.drawsSince - b.drawsSince;
}

/**
 * The hottest numbers: of those the period drew, the most draws, then the most recent last time out, then the
 * smallest number (so the list is the same on every device).
 */
export function hottest(stats: readonly NumberStat[], size = HOT_COLD_LIST_SIZE): NumberStat[] {
  return stats
    .filter((stat) => stat.count > 0)
    .sort((a, b) => b.count - a.count || byRecency(a, b) || a.number - b.number)
    .slice(0, size);
}

/** The coldest numbers: the fewest draws of the period, then the longest since, then the smallest number. */
export function coldest(stats: readonly NumberStat[], size = HOT_COLD_LIST_SIZE): NumberStat[] {
  return [...stats]
    .sort((a, b) => a.count - b.count || byRecency(b, a) || a.number - b.number)
    .slice(0, size);
}
