import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  coldest,
  hotColdStats,
  hottest,
  HOT_COLD_PERIODS,
  periodRange,
  type HotColdStats,
  type NumberStat,
} from './hot-cold';
import { manilaDayStart } from './manila-time';
import { KNOWN_RULES, type GameRules } from './number-check';

// §20.6 hot and cold numbers: the statistics against a brute-force oracle that knows nothing of how they are
// computed. The oracle keeps each generated draw's numbers beside its text, so it never reads a result, and for
// each number of the game scans the whole history again: the draws that have it, the newest of them, the draws
// after it, and the Manila days between (Manila is UTC+8 all year: a day is the floor of (ms + 8 h) / 24 h).

const GAMES = Object.values(KNOWN_RULES);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Some instant in 2026, the clock of the tests. */
const BASE = Date.UTC(2026, 2, 1);

interface GeneratedDraw {
  gameCode: string;
  winNo: string;
  winningTime: number;
  /** The numbers the text says; null for a result that does not read as the game's (and so is left out). */
  numbers: number[] | null;
}

const ball = (rules: GameRules) => fc.integer({ min: rules.min, max: rules.max });

/** A result of the game, written with dashes or (digit games) without separators. */
const result = (rules: GameRules) =>
  fc
    .tuple(
      rules.distinct
        ? fc.uniqueArray(ball(rules), { minLength: rules.balls, maxLength: rules.balls })
        : fc.array(ball(rules), { minLength: rules.balls, maxLength: rules.balls }),
      fc.boolean(),
    )
    .map(([numbers, joined]) => ({
      numbers,
      winNo: joined && rules.max <= 9 ? numbers.join('') : numbers.join('-'),
    }));

/** A history around `now`: the game's draws (some in the future, some unreadable) and another game's. */
const history = (rules: GameRules) =>
  fc
    .tuple(
      // Up to 120 days back and a day ahead of the clock, each draw at its own time (as the office's are).
      fc.integer({ min: 0, max: 3 * DAY }).map((offset) => BASE + offset),
      fc.uniqueArray(fc.integer({ min: -121 * 24, max: 24 }), { maxLength: 80 }),
    )
    .chain(([now, hours]) =>
      fc.tuple(
        fc.constant(now),
        fc.tuple(
          ...hours.map((hour) =>
            fc
              .oneof(
                { weight: 8, arbitrary: result(rules) },
                { weight: 1, arbitrary: fc.constant({ numbers: null, winNo: 'x-y' }) },
                {
                  weight: 1,
                  arbitrary: result(rules).map((other) => ({ ...other, gameCode: `${rules.gameCode}X` })),
                },
              )
              .map((drawn): GeneratedDraw => ({
                gameCode: 'gameCode' in drawn ? drawn.gameCode : rules.gameCode,
                winNo: drawn.winNo,
                numbers: 'gameCode' in drawn ? null : drawn.numbers,
                winningTime: now + hour * HOUR + 7 * 60_000,
              })),
          ),
        ),
      ),
    );

const manilaDay = (ms: number) => Math.floor((ms + 8 * HOUR) / DAY);

/** The statistics found the slow way. */
function oracle(rules: GameRules, draws: readonly GeneratedDraw[], periodStart: number, now: number) {
  const usable = draws.filter(
    (d): d is GeneratedDraw & { numbers: number[] } => d.numbers !== null && d.winningTime <= now,
  );
  const numbers: NumberStat[] = [];
  for (let n = rules.min; n <= rules.max; n++) {
    const having = usable.filter((d) => d.numbers.includes(n));
    const count = having.filter((d) => d.winningTime >= periodStart).length;
    let last: number | null = null;
    for (const d of having) if (last === null || d.winningTime > last) last = d.winningTime;
    numbers.push({
      number: n,
      count,
      lastDrawn: last,
      daysSince: last === null ? null : manilaDay(now) - manilaDay(last),
      drawsSince: last === null ? null : usable.filter((d) => d.winningTime > last).length,
    });
  }
  return {
    draws: usable.filter((d) => d.winningTime >= periodStart).length,
    history: usable.length,
    numbers,
  } satisfies HotColdStats;
}

const startOf = (days: number, now: number) => manilaDayStart(periodRange(days, now).start)!;

describe('§20.6 hot and cold numbers: the statistics against a brute-force oracle', () => {
  it.each(GAMES.map((rules) => [rules.gameCode, rules] as const))(
    '%s: every number’s count over 30 and 90 days and its time since are the oracle’s',
    (_code, rules) => {
      fc.assert(
        fc.property(history(rules), fc.constantFrom(...HOT_COLD_PERIODS), ([now, draws], days) => {
          const start = startOf(days, now);
          expect(hotColdStats(rules, draws, start, now)).toEqual(oracle(rules, draws, start, now));
        }),
        { numRuns: 150 },
      );
    },
  );

  it('a longer period never counts a number less, and a jackpot draw counts six numbers', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...GAMES).chain((rules) => fc.tuple(fc.constant(rules), history(rules))),
        ([rules, [now, draws]]) => {
          const month = hotColdStats(rules, draws, startOf(30, now), now);
          const quarter = hotColdStats(rules, draws, startOf(90, now), now);
          expect(quarter.draws).toBeGreaterThanOrEqual(month.draws);
          month.numbers.forEach((stat, index) => {
            expect(quarter.numbers[index].count).toBeGreaterThanOrEqual(stat.count);
            // The time since does not depend on the period.
            expect(quarter.numbers[index].lastDrawn).toBe(stat.lastDrawn);
            // Drawn in the period: it came out within its days.
            if (stat.count > 0) expect(stat.daysSince).toBeLessThan(30);
          });
          const total = month.numbers.reduce((sum, stat) => sum + stat.count, 0);
          if (rules.distinct) expect(total).toBe(rules.balls * month.draws);
          else expect(total).toBeLessThanOrEqual(rules.balls * month.draws);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('the hot list is the most drawn numbers and the cold list the least, ties to the later and the longer gone', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...GAMES).chain((rules) => fc.tuple(fc.constant(rules), history(rules))),
        fc.integer({ min: 1, max: 10 }),
        ([rules, [now, draws]], size) => {
          const { numbers } = hotColdStats(rules, draws, startOf(30, now), now);
          const ago = (stat: NumberStat) => stat.drawsSince ?? Infinity;
          // The oracle's ranking: by every pair, the one that should come first.
          const hotter = (a: NumberStat, b: NumberStat) =>
            a.count !== b.count
              ? a.count > b.count
              : ago(a) !== ago(b)
                ? ago(a) < ago(b)
                : a.number < b.number;
          const colder = (a: NumberStat, b: NumberStat) =>
            a.count !== b.count
              ? a.count < b.count
              : ago(a) !== ago(b)
                ? ago(a) > ago(b)
                : a.number < b.number;
          const rankBy = (first: typeof hotter, pool: NumberStat[]) =>
            pool.filter((a) => pool.filter((b) => b !== a && first(b, a)).length < size);

          const hot = hottest(numbers, size);
          const drawn = numbers.filter((stat) => stat.count > 0);
          expect(new Set(hot)).toEqual(new Set(rankBy(hotter, drawn)));
          hot.slice(1).forEach((stat, index) => expect(hotter(hot[index], stat)).toBe(true));

          const cold = coldest(numbers, size);
          expect(new Set(cold)).toEqual(new Set(rankBy(colder, numbers)));
          cold.slice(1).forEach((stat, index) => expect(colder(cold[index], stat)).toBe(true));
        },
      ),
      { numRuns: 200 },
    );
  });
});
