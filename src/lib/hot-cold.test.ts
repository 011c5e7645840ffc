import { describe, expect, it } from 'vitest';
import { coldest, hotColdStats, hottest, periodRange } from './hot-cold';
import { manilaDayStart, manilaTime } from './manila-time';
import { KNOWN_RULES } from './number-check';

// §20.6 hot and cold numbers: one example per kind of game (shared/domain/pcso-games.md).

/** 10:00 Manila on 2026-03-10. */
const NOW = manilaTime(2026, 3, 10, 10);
const at = (day: number, hour = 21) => manilaTime(2026, 3, day, hour);

describe('§20.6 hot and cold numbers', () => {
  it('a period is its last days up to today, in Manila days', () => {
    expect(periodRange(30, NOW)).toEqual({ start: '2026-02-09', end: '2026-03-10' });
    expect(periodRange(90, NOW)).toEqual({ start: '2025-12-11', end: '2026-03-10' });
    // 23:30 UTC on 9 March is already the 10th in Manila.
    expect(periodRange(30, Date.UTC(2026, 2, 9, 23, 30))).toEqual(periodRange(30, NOW));
  });

  it('Lotto 6/42: every number from 1 to 42, counted in the period, with its days and draws since', () => {
    const rules = KNOWN_RULES.LOTTO42;
    const draws = [
      { gameCode: 'LOTTO42', winNo: '1-2-3-4-5-6', winningTime: at(7) },
      { gameCode: 'LOTTO42', winNo: '1-2-3-40-41-42', winningTime: at(5) },
      // Before the period: not counted, but still when 7 last came out.
      { gameCode: 'LOTTO42', winNo: '7-8-9-10-11-1', winningTime: at(1) },
      // Another game's draw and a draw still to come are not this game's history.
      { gameCode: 'ML45', winNo: '13-14-15-16-17-18', winningTime: at(8) },
      { gameCode: 'LOTTO42', winNo: '13-14-15-16-17-18', winningTime: at(10) },
    ];
    const { draws: inPeriod, history, numbers } = hotColdStats(rules, draws, at(3, 0), NOW);
    expect(inPeriod).toBe(2);
    expect(history).toBe(3);
    expect(numbers.map((stat) => stat.number)).toEqual(Array.from({ length: 42 }, (_, i) => i + 1));
    expect(numbers[0]).toEqual({ number: 1, count: 2, lastDrawn: at(7), daysSince: 3, drawsSince: 0 });
    expect(numbers[39]).toEqual({ number: 40, count: 1, lastDrawn: at(5), daysSince: 5, drawsSince: 1 });
    expect(numbers[6]).toEqual({ number: 7, count: 0, lastDrawn: at(1), daysSince: 9, drawsSince: 2 });
    expect(numbers[12]).toEqual({ number: 13, count: 0, lastDrawn: null, daysSince: null, drawsSince: null });

    expect(hottest(numbers, 3).map((stat) => stat.number)).toEqual([1, 2, 3]);
    // Never drawn first, then the fewest times and, among as few, the longest gone: 40 (two draws ago) before 4.
    expect(
      coldest(numbers, 42)
        .slice(-14)
        .map((stat) => stat.number),
    ).toEqual([7, 8, 9, 10, 11, 40, 41, 42, 4, 5, 6, 1, 2, 3]);
    expect(coldest(numbers, 2).map((stat) => stat.number)).toEqual([12, 13]);
  });

  it('Swertres: the digits 0 to 9, a digit drawn twice in one draw counted once, results with or without dashes', () => {
    const rules = KNOWN_RULES['3DL'];
    const draws = [
      { gameCode: '3DL', winNo: '771', winningTime: at(10, 14) },
      { gameCode: '3DL', winNo: '0-7-2', winningTime: at(9, 21) },
      // A result that does not read as three digits is left out.
      { gameCode: '3DL', winNo: '12', winningTime: at(9, 17) },
    ];
    const { draws: inPeriod, numbers } = hotColdStats(
      rules,
      draws,
      manilaDayStart('2026-02-09')!,
      at(10, 15),
    );
    expect(inPeriod).toBe(2);
    expect(numbers.map((stat) => stat.number)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(numbers[7]).toMatchObject({ count: 2, daysSince: 0, drawsSince: 0 });
    expect(numbers[0]).toMatchObject({ count: 1, daysSince: 1, drawsSince: 1 });
    expect(hottest(numbers).map((stat) => stat.number)).toEqual([7, 1, 0, 2]);
  });

  it('EZ2: the numbers 1 to 31', () => {
    const rules = KNOWN_RULES['2DL'];
    const { numbers } = hotColdStats(
      rules,
      [{ gameCode: '2DL', winNo: '31-1', winningTime: at(9) }],
      at(1, 0),
      NOW,
    );
    expect(numbers).toHaveLength(31);
    expect(numbers[0]).toMatchObject({ number: 1, count: 1 });
    expect(numbers[30]).toMatchObject({ number: 31, count: 1 });
  });
});
