import { describe, expect, it } from 'vitest';
import {
  checkDraw,
  drawnNumbers,
  KNOWN_RULES,
  parsePick,
  pickProblems,
  rulesFor,
  winningDraws,
} from './number-check';

// §20.5 "Check my numbers": one example per game type and tier (shared/domain/pcso-games.md).

const rules = (code: string) => KNOWN_RULES[code];

describe('§20.5 check my numbers: the prize tiers, game by game', () => {
  it('jackpot 6/xx: 6, 5, 4 or 3 of the six numbers in any order; fewer win nothing', () => {
    const drawn = [5, 12, 19, 27, 33, 41];
    expect(checkDraw(rules('LOTTO42'), [41, 33, 27, 19, 12, 5], drawn)).toEqual({
      tier: 'jackpot',
      reason: 'matched',
      count: 6,
      of: 6,
    });
    expect(checkDraw(rules('LOTTO42'), [5, 12, 19, 27, 33, 1], drawn)?.tier).toBe('second');
    expect(checkDraw(rules('LOTTO42'), [5, 12, 19, 27, 2, 1], drawn)?.tier).toBe('third');
    expect(checkDraw(rules('LOTTO42'), [27, 3, 19, 2, 5, 1], drawn)).toEqual({
      tier: 'fourth',
      reason: 'matched',
      count: 3,
      of: 6,
    });
    expect(checkDraw(rules('LOTTO42'), [5, 12, 4, 3, 2, 1], drawn)).toBeNull();
  });

  it('EZ2 (2D): straight in the drawn order, rambolito in the other; a double has one order only', () => {
    expect(checkDraw(rules('2DL'), [12, 5], [12, 5])).toMatchObject({ tier: 'straight', reason: 'in-order' });
    expect(checkDraw(rules('2DL'), [5, 12], [12, 5])).toMatchObject({
      tier: 'rambolito',
      reason: 'other-order',
    });
    expect(checkDraw(rules('2DL'), [12, 6], [12, 5])).toBeNull();
    expect(checkDraw(rules('2DL'), [7, 7], [7, 7])?.tier).toBe('straight');
    expect(checkDraw(rules('2DL'), [7, 7], [7, 8])).toBeNull();
  });

  it('Swertres (3D): straight, rambolito for another order (pairs included), nothing for other digits', () => {
    expect(checkDraw(rules('3DL'), [4, 0, 7], [4, 0, 7])?.tier).toBe('straight');
    expect(checkDraw(rules('3DL'), [7, 0, 4], [4, 0, 7])?.tier).toBe('rambolito');
    expect(checkDraw(rules('3DL'), [1, 4, 4], [4, 1, 4])?.tier).toBe('rambolito');
    expect(checkDraw(rules('3DL'), [1, 1, 4], [4, 1, 4])).toBeNull();
    expect(checkDraw(rules('3DL'), [0, 4, 7], [4, 0, 8])).toBeNull();
  });

  it('4D: all four in order, else the last three or the last two in order; the first digits alone win nothing', () => {
    expect(checkDraw(rules('4DL'), [1, 2, 3, 4], [1, 2, 3, 4])).toMatchObject({ tier: 'first', count: 4 });
    expect(checkDraw(rules('4DL'), [9, 2, 3, 4], [1, 2, 3, 4])).toEqual({
      tier: 'second',
      reason: 'last-in-order',
      count: 3,
      of: 4,
    });
    expect(checkDraw(rules('4DL'), [9, 9, 3, 4], [1, 2, 3, 4])).toMatchObject({ tier: 'third', count: 2 });
    expect(checkDraw(rules('4DL'), [1, 2, 3, 5], [1, 2, 3, 4])).toBeNull();
    expect(checkDraw(rules('4DL'), [4, 3, 2, 1], [1, 2, 3, 4])).toBeNull();
  });

  it('6D: the six digits in order win its jackpot; anything less wins nothing', () => {
    expect(checkDraw(rules('6DL'), [0, 8, 1, 5, 5, 2], [0, 8, 1, 5, 5, 2])).toEqual({
      tier: 'jackpot',
      reason: 'in-order',
      count: 6,
      of: 6,
    });
    expect(checkDraw(rules('6DL'), [9, 8, 1, 5, 5, 2], [0, 8, 1, 5, 5, 2])).toBeNull();
    expect(checkDraw(rules('6DL'), [2, 5, 5, 1, 8, 0], [0, 8, 1, 5, 5, 2])).toBeNull();
  });

  it('a draw written with another number of balls wins nothing', () => {
    expect(checkDraw(rules('3DL'), [4, 0, 7], [4, 0])).toBeNull();
    expect(
      winningDraws(rules('3DL'), [4, 0, 7], [{ gameCode: '3DL', winNo: '4-0', winningTime: 1 }]),
    ).toEqual([]);
  });
});

describe('§20.5 check my numbers: the games it knows', () => {
  it('knows the office’s nine games by code and reads an unknown jackpot game’s range from its name', () => {
    expect(rulesFor({ gameCode: 'UL58', gameType: 'JACKPOT', balls: 6 })).toMatchObject({ min: 1, max: 58 });
    expect(rulesFor({ gameCode: '2DL', gameType: 'DIGIT', balls: 2 })).toMatchObject({ min: 1, max: 31 });
    expect(rulesFor({ gameCode: 'NEW', gameType: 'JACKPOT', balls: 6, remark: 'Lotto 6/47' })).toMatchObject({
      style: 'jackpot',
      min: 1,
      max: 47,
      distinct: true,
    });
    expect(rulesFor({ gameCode: 'LOTTO47', gameType: 'JACKPOT', balls: 6 })?.max).toBe(47);
    expect(rulesFor({ gameCode: 'MYSTERY', gameType: 'JACKPOT', balls: 6 })).toBeNull();
    expect(rulesFor({ gameCode: '5DL', gameType: 'DIGIT', balls: 5 })).toBeNull();
  });

  it('reads a draw dash-joined or, for digit games, as one run of digits', () => {
    expect(drawnNumbers(rules('3DL'), '5-2-7')).toEqual([5, 2, 7]);
    expect(drawnNumbers(rules('3DL'), '527')).toEqual([5, 2, 7]);
    expect(drawnNumbers(rules('UL58'), '3-11-24-38-45-57')).toEqual([3, 11, 24, 38, 45, 57]);
  });

  it('keeps only the draws of the checked game that would have won, newest first as given', () => {
    const draws = [
      { gameCode: '3DL', winNo: '7-0-4', winningTime: 3 },
      { gameCode: '4DL', winNo: '4-0-7-1', winningTime: 2 },
      { gameCode: '3DL', winNo: '1-2-3', winningTime: 2 },
      { gameCode: '3DL', winNo: '4-0-7', winningTime: 1 },
    ];
    expect(
      winningDraws(rules('3DL'), [4, 0, 7], draws).map(({ draw, win }) => [draw.winningTime, win.tier]),
    ).toEqual([
      [3, 'rambolito'],
      [1, 'straight'],
    ]);
  });
});

describe('§20.5 check my numbers: the entered numbers', () => {
  it('says which number is missing, out of range or repeated (jackpot games only refuse repeats)', () => {
    expect(pickProblems(rules('LOTTO42'), ['5', '', '43', '0', '5', '7'])).toEqual([
      null,
      { kind: 'missing' },
      { kind: 'range', min: 1, max: 42 },
      { kind: 'range', min: 1, max: 42 },
      { kind: 'repeated' },
      null,
    ]);
    expect(pickProblems(rules('3DL'), ['7', '7', '10'])).toEqual([
      null,
      null,
      { kind: 'range', min: 0, max: 9 },
    ]);
    expect(pickProblems(rules('2DL'), ['0', '31'])).toEqual([{ kind: 'range', min: 1, max: 31 }, null]);
    expect(pickProblems(rules('3DL'), ['1', 'x', '2.5'])[1]).toEqual({ kind: 'range', min: 0, max: 9 });
  });

  it('reads a valid pick as numbers (leading zeros and spaces allowed), and no pick while one is wrong', () => {
    expect(parsePick(rules('4DL'), ['0', '0', '7', ' 1 '])).toEqual([0, 0, 7, 1]);
    expect(parsePick(rules('LOTTO42'), ['05', '12', '19', '27', '33', '41'])).toEqual([
      5, 12, 19, 27, 33, 41,
    ]);
    expect(parsePick(rules('LOTTO42'), ['5', '12', '19', '27', '33'])).toBeNull();
  });
});
