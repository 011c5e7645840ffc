import { winningBalls } from './balls';

// "Check my numbers" (issue 20 item 5): which draws a combination would have won, and at which prize tier, by
// each game's own rules (shared/domain/pcso-games.md):
// - jackpot games (6/42 … 6/58): six different numbers, any order; 6, 5, 4 or 3 of them drawn win;
// - EZ2 (2D, 1-31) and Swertres (3D, 0-9): straight (the drawn order) or rambolito (the same numbers in another
//   order; a combination of one number repeated has no other order);
// - 4D: all four digits in order, or the last three, or the last two, in order;
// - 6D: all six digits in order (its rolling jackpot).
// The rules know the nine games the office runs; a jackpot game they do not know by code is read from the
// range its name or code carries ("6/47", "LOTTO47"); any other game is not checked, rather than by a guess.

/** How a game's combination wins. */
export type WinStyle = 'jackpot' | 'straight-rambolito' | 'straight-last-digits' | 'straight';

export interface GameRules {
  gameCode: string;
  style: WinStyle;
  /** How many numbers a combination has. */
  balls: number;
  /** The smallest and largest number of a ball. */
  min: number;
  max: number;
  /** Jackpot games draw different numbers; digit games allow repeats. */
  distinct: boolean;
}

/** The prize tier a combination reached: the jackpot or a numbered prize, or a digit game's way of winning. */
export type Tier = 'jackpot' | 'first' | 'second' | 'third' | 'fourth' | 'straight' | 'rambolito';

/** Why: numbers matched in any order, the whole combination in order, in another order, or its last digits. */
export type Reason = 'matched' | 'in-order' | 'other-order' | 'last-in-order';

export interface Win {
  tier: Tier;
  reason: Reason;
  /** How many numbers count towards the tier (matched, or the last digits in order). */
  count: number;
  /** How many numbers the combination has. */
  of: number;
}

const jackpot = (gameCode: string, max: number): GameRules => ({
  gameCode,
  style: 'jackpot',
  balls: 6,
  min: 1,
  max,
  distinct: true,
});

const digits = (gameCode: string, style: WinStyle, balls: number, min = 0, max = 9): GameRules => ({
  gameCode,
  style,
  balls,
  min,
  max,
  distinct: false,
});

/** The office's games by their code (pcso-games.md). */
export const KNOWN_RULES: Readonly<Record<string, GameRules>> = {
  LOTTO42: jackpot('LOTTO42', 42),
  ML45: jackpot('ML45', 45),
  SL49: jackpot('SL49', 49),
  GL55: jackpot('GL55', 55),
  UL58: jackpot('UL58', 58),
  '2DL': digits('2DL', 'straight-rambolito', 2, 1, 31),
  '3DL': digits('3DL', 'straight-rambolito', 3),
  '4DL': digits('4DL', 'straight-last-digits', 4),
  '6DL': digits('6DL', 'straight', 6),
};

/** The fewest numbers of a jackpot game's combination that win a prize (match 3). */
export const JACKPOT_LEAST_MATCH = 3;
/** 4D's smallest prize: the last two digits in order. */
export const LAST_DIGITS_LEAST = 2;

/** A game as the games list gives it. */
export interface CheckableGame {
  gameCode: string;
  gameType: string;
  balls?: number | null;
  remark?: string | null;
}

/** A jackpot game's range from its name ("Lotto 6/47") or its code ("LOTTO47"). */
function jackpotRange(game: CheckableGame): number | null {
  const named = /\b6\/(\d{2})\b/.exec(game.remark ?? '')?.[1] ?? /\D(\d{2})$/.exec(game.gameCode)?.[1];
  const max = named === undefined ? NaN : Number(named);
  return max >= 7 && max <= 99 ? max : null;
}

/** The rules a game is checked by, or null when the app does not know how it pays. */
export function rulesFor(game: CheckableGame): GameRules | null {
  const known = KNOWN_RULES[game.gameCode];
  if (known) return known;
  if (game.gameType !== 'JACKPOT' || (game.balls ?? 6) !== 6) return null;
  const max = jackpotRange(game);
  return max === null ? null : jackpot(game.gameCode, max);
}

const sameInOrder = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((n, i) => n === b[i]);

const sorted = (numbers: readonly number[]) => [...numbers].sort((x, y) => x - y);

/** How many of the last numbers are the same, in order. */
function commonTail(a: readonly number[], b: readonly number[]): number {
  let n = 0;
  while (n < a.length && n < b.length && a[a.length - 1 - n] === b[b.length - 1 - n]) n += 1;
  return n;
}

/** A jackpot game's tiers by how many numbers were missed: all six drawn is the jackpot, three is the fourth prize. */
const JACKPOT_TIERS: readonly Tier[] = ['jackpot', 'second', 'third', 'fourth'];
const LAST_DIGITS_TIERS: Record<number, Tier> = { 3: 'second', 2: 'third' };

/**
 * The best tier `pick` reaches against one draw's `drawn` numbers (in the drawn order), or null. Both must have
 * the game's number of balls; a draw written otherwise wins nothing.
 */
export function checkDraw(rules: GameRules, pick: readonly number[], drawn: readonly number[]): Win | null {
  const of = rules.balls;
  if (pick.length !== of || drawn.length !== of) return null;
  switch (rules.style) {
    case 'jackpot': {
      const winning = new Set(drawn);
      const count = new Set(pick.filter((n) => winning.has(n))).size;
      return count >= JACKPOT_LEAST_MATCH
        ? { tier: JACKPOT_TIERS[of - count], reason: 'matched', count, of }
        : null;
    }
    case 'straight':
      return sameInOrder(pick, drawn) ? { tier: 'jackpot', reason: 'in-order', count: of, of } : null;
    case 'straight-rambolito':
      if (sameInOrder(pick, drawn)) return { tier: 'straight', reason: 'in-order', count: of, of };
      return sameInOrder(sorted(pick), sorted(drawn))
        ? { tier: 'rambolito', reason: 'other-order', count: of, of }
        : null;
    case 'straight-last-digits': {
      if (sameInOrder(pick, drawn)) return { tier: 'first', reason: 'in-order', count: of, of };
      const count = commonTail(pick, drawn);
      const tier = LAST_DIGITS_TIERS[count];
      return count >= LAST_DIGITS_LEAST && tier ? { tier, reason: 'last-in-order', count, of } : null;
    }
  }
}

/** A draw of the history, as the draw history call gives it. */
export interface CheckedDraw {
  gameCode: string;
  winNo: string;
  winningTime: number;
}

/** The winning numbers of a draw as numbers, read with the game's number of balls; null if one is not a number. */
export function drawnNumbers(rules: GameRules, winNo: string): number[] | null {
  const numbers = winningBalls(winNo, rules.balls).map(Number);
  return numbers.every(Number.isInteger) ? numbers : null;
}

/** Every draw of the game where `pick` would have won, with its tier, in the order given (newest first). */
export function winningDraws<D extends CheckedDraw>(
  rules: GameRules,
  pick: readonly number[],
  draws: readonly D[],
): { draw: D; win: Win }[] {
  const wins: { draw: D; win: Win }[] = [];
  for (const draw of draws) {
    if (draw.gameCode !== rules.gameCode) continue;
    const drawn = drawnNumbers(rules, draw.winNo);
    const win = drawn && checkDraw(rules, pick, drawn);
    if (win) wins.push({ draw, win });
  }
  return wins;
}

/** What is wrong with one entered number. */
export type NumberProblem =
  | { kind: 'missing' }
  | { kind: 'range'; min: number; max: number }
  | { kind: 'repeated' };

/**
 * The entered numbers (text, one per ball) checked against the game: each a whole number in range, and for a
 * jackpot game each different from the ones before it (the later copy is the one marked). Null where fine.
 */
export function pickProblems(rules: GameRules, entered: readonly string[]): (NumberProblem | null)[] {
  const seen = new Set<number>();
  return Array.from({ length: rules.balls }, (_, index) => {
    const text = (entered[index] ?? '').trim();
    if (text === '') return { kind: 'missing' };
    const n = /^\d+$/.test(text) ? Number(text) : NaN;
    if (!(n >= rules.min && n <= rules.max)) return { kind: 'range', min: rules.min, max: rules.max };
    if (rules.distinct && seen.has(n)) return { kind: 'repeated' };
    seen.add(n);
    return null;
  });
}

/** The entered numbers as a combination, or null while any of them has a problem. */
export function parsePick(rules: GameRules, entered: readonly string[]): number[] | null {
  if (pickProblems(rules, entered).some((problem) => problem !== null)) return null;
  return entered.slice(0, rules.balls).map((text) => Number(text.trim()));
}
