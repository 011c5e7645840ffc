import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkDraw,
  KNOWN_RULES,
  parsePick,
  pickProblems,
  winningDraws,
  type GameRules,
  type Tier,
  type Win,
} from './number-check';

// §20.5 "Check my numbers": the prize rules against a brute-force oracle that knows nothing of how they are
// computed. The oracle tries every subset of the player's numbers (jackpot games), every reordering of them
// (rambolito) and every tail (4D), and takes the best tier the game's table lists.

const JACKPOT_GAMES = ['LOTTO42', 'ML45', 'SL49', 'GL55', 'UL58'].map((code) => KNOWN_RULES[code]);
const DIGIT_GAMES = ['2DL', '3DL', '4DL', '6DL'].map((code) => KNOWN_RULES[code]);

/** Every subset of `items`, as arrays. */
function subsets<T>(items: readonly T[]): T[][] {
  const all: T[][] = [];
  for (let mask = 0; mask < 1 << items.length; mask++)
    all.push(items.filter((_, index) => (mask & (1 << index)) !== 0));
  return all;
}

/** Every ordering of `items`. */
function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}

const equalAt = (a: readonly number[], b: readonly number[], positions: readonly number[]) =>
  positions.every((p) => a[p] === b[p]);
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

/** The tier the game's table gives, found the slow way. */
function oracle(rules: GameRules, pick: readonly number[], drawn: readonly number[]): Win | null {
  const n = rules.balls;
  const all = range(0, n);
  if (rules.style === 'jackpot') {
    const tiers: Record<number, Tier> = { 6: 'jackpot', 5: 'second', 4: 'third', 3: 'fourth' };
    for (let k = n; k >= 3; k--)
      if (subsets(pick).some((subset) => subset.length === k && subset.every((x) => drawn.includes(x))))
        return { tier: tiers[k], reason: 'matched', count: k, of: n };
    return null;
  }
  if (equalAt(pick, drawn, all)) {
    const tier =
      rules.style === 'straight' ? 'jackpot' : rules.style === 'straight-rambolito' ? 'straight' : 'first';
    return { tier, reason: 'in-order', count: n, of: n };
  }
  if (rules.style === 'straight-rambolito') {
    const reordered = permutations(all).some((order) => order.every((from, to) => pick[from] === drawn[to]));
    return reordered ? { tier: 'rambolito', reason: 'other-order', count: n, of: n } : null;
  }
  if (rules.style === 'straight-last-digits') {
    if (equalAt(pick, drawn, range(n - 3, n)))
      return { tier: 'second', reason: 'last-in-order', count: 3, of: n };
    if (equalAt(pick, drawn, range(n - 2, n)))
      return { tier: 'third', reason: 'last-in-order', count: 2, of: n };
  }
  return null;
}

const ball = (rules: GameRules) => fc.integer({ min: rules.min, max: rules.max });

/** A valid combination of the game. */
const combination = (rules: GameRules) =>
  rules.distinct
    ? fc.uniqueArray(ball(rules), { minLength: rules.balls, maxLength: rules.balls })
    : fc.array(ball(rules), { minLength: rules.balls, maxLength: rules.balls });

/**
 * A draw of the game, often close to `pick` (so every tier comes up, not only "no win"): any draw, the same
 * numbers reordered, or some of them replaced by others.
 */
function drawNear(rules: GameRules, pick: readonly number[]): fc.Arbitrary<number[]> {
  const n = pick.length;
  if (rules.distinct) {
    const others = fc
      .uniqueArray(ball(rules), { maxLength: n })
      .map((extra) => [...pick, ...extra.filter((x) => !pick.includes(x))]);
    return fc.oneof(
      combination(rules),
      fc.shuffledSubarray([...pick], { minLength: n, maxLength: n }),
      // Six of the pick and up to six others, in any order: from none to all six of the pick.
      others.chain((candidates) => fc.shuffledSubarray(candidates, { minLength: n, maxLength: n })),
    );
  }
  return fc.oneof(
    combination(rules),
    fc.shuffledSubarray([...pick], { minLength: n, maxLength: n }),
    fc
      .array(fc.option(ball(rules), { freq: 2 }), { minLength: n, maxLength: n })
      .map((changes) => pick.map((x, i) => changes[i] ?? x)),
  );
}

/** A combination and a draw of the game. */
const pickAndDraw = (rules: GameRules) =>
  combination(rules).chain((pick) => fc.tuple(fc.constant(pick), drawNear(rules, pick)));

describe('§20.5 check my numbers: the rules against a brute-force oracle', () => {
  it.each([...JACKPOT_GAMES, ...DIGIT_GAMES].map((rules) => [rules.gameCode, rules] as const))(
    '%s: the tier of any combination against any draw is the oracle’s',
    (_code, rules) => {
      fc.assert(
        fc.property(pickAndDraw(rules), ([pick, drawn]) => {
          expect(checkDraw(rules, pick, drawn)).toEqual(oracle(rules, pick, drawn));
        }),
        { numRuns: 500 },
      );
    },
  );

  it('jackpot games: neither order matters, and the pick and the draw can swap places', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...JACKPOT_GAMES)
          .chain((rules) =>
            fc
              .tuple(fc.constant(rules), pickAndDraw(rules))
              .chain(([game, [pick, drawn]]) =>
                fc.tuple(
                  fc.constant(game),
                  fc.constant(pick),
                  fc.constant(drawn),
                  fc.shuffledSubarray(pick, { minLength: 6, maxLength: 6 }),
                  fc.shuffledSubarray(drawn, { minLength: 6, maxLength: 6 }),
                ),
              ),
          ),
        ([rules, pick, drawn, pickShuffled, drawnShuffled]) => {
          const win = checkDraw(rules, pick, drawn);
          expect(checkDraw(rules, pickShuffled, drawnShuffled)).toEqual(win);
          expect(checkDraw(rules, drawn, pick)).toEqual(win);
        },
      ),
    );
  });

  it('Swertres over all 1,000 draws: one straight win, and as many rambolito wins as other orders', () => {
    const rules = KNOWN_RULES['3DL'];
    const everyDraw = range(0, 1000).map((n) => [Math.floor(n / 100), Math.floor(n / 10) % 10, n % 10]);
    fc.assert(
      fc.property(combination(rules), (pick) => {
        const tiers = everyDraw.map((drawn) => checkDraw(rules, pick, drawn)?.tier);
        const orders = new Set(permutations(pick).map((order) => order.join())).size;
        expect(tiers.filter((tier) => tier === 'straight')).toHaveLength(1);
        expect(tiers.filter((tier) => tier === 'rambolito')).toHaveLength(orders - 1);
        expect(tiers.filter(Boolean)).toHaveLength(orders);
      }),
      { numRuns: 50 },
    );
  });

  it('4D over all 10,000 draws: 1 in full, 9 by the last three digits, 90 by the last two', () => {
    const rules = KNOWN_RULES['4DL'];
    const everyDraw = range(0, 10_000).map((n) => String(n).padStart(4, '0').split('').map(Number));
    fc.assert(
      fc.property(combination(rules), (pick) => {
        const tiers = everyDraw.map((drawn) => checkDraw(rules, pick, drawn)?.tier);
        expect(tiers.filter((tier) => tier === 'first')).toHaveLength(1);
        expect(tiers.filter((tier) => tier === 'second')).toHaveLength(9);
        expect(tiers.filter((tier) => tier === 'third')).toHaveLength(90);
        expect(tiers.filter(Boolean)).toHaveLength(100);
      }),
      { numRuns: 20 },
    );
  });

  it('the winning draws of a history are exactly those the oracle says win, however the result is written', () => {
    const games = [...JACKPOT_GAMES, ...DIGIT_GAMES];
    fc.assert(
      fc.property(
        fc
          .constantFrom(...games)
          .chain((rules) =>
            combination(rules).chain((pick) =>
              fc.tuple(
                fc.constant(rules),
                fc.constant(pick),
                fc.array(drawNear(rules, pick), { maxLength: 30 }),
                fc.boolean(),
              ),
            ),
          ),
        ([rules, pick, draws, joined]) => {
          // A digit game's result may come without separators ("527"), as winningBalls reads it.
          const written = (drawn: number[]) => (joined && rules.max <= 9 ? drawn.join('') : drawn.join('-'));
          const history = draws.map((drawn, index) => ({
            gameCode: rules.gameCode,
            winNo: written(drawn),
            winningTime: 1_000_000 - index,
          }));
          const expected = history
            .map((draw, index) => ({ draw, win: oracle(rules, pick, draws[index]) }))
            .filter((entry) => entry.win !== null);
          expect(winningDraws(rules, pick, history)).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('any valid combination passes the checks and reads back as entered; a repeat in a jackpot game is refused', () => {
    const games = [...JACKPOT_GAMES, ...DIGIT_GAMES];
    fc.assert(
      fc.property(
        fc
          .constantFrom(...games)
          .chain((rules) =>
            fc.tuple(fc.constant(rules), combination(rules), fc.nat({ max: rules.balls - 2 })),
          ),
        ([rules, pick, at]) => {
          const entered = pick.map(String);
          expect(pickProblems(rules, entered).every((problem) => problem === null)).toBe(true);
          expect(parsePick(rules, entered)).toEqual(pick);
          const repeated = entered.map((n, i) => (i === at + 1 ? entered[at] : n));
          const problems = pickProblems(rules, repeated);
          if (rules.distinct) {
            expect(problems[at + 1]).toEqual({ kind: 'repeated' });
            expect(parsePick(rules, repeated)).toBeNull();
          } else {
            expect(problems.every((problem) => problem === null)).toBe(true);
          }
        },
      ),
    );
  });
});
