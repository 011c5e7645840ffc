import { describe, expect, it } from 'vitest';
import { combinationText, parseCombination, winningBalls } from './balls';

describe('winning combinations', () => {
  it('reads dash-separated numbers in order and joins them back with dashes', () => {
    const numbers = parseCombination('12-5-33-41-7-28');
    expect(numbers).toEqual(['12', '5', '33', '41', '7', '28']);
    expect(combinationText(numbers)).toBe('12-5-33-41-7-28');
  });

  it('accepts commas and spaces as separators and keeps leading zeros', () => {
    expect(parseCombination('03, 07 ,9')).toEqual(['03', '07', '9']);
    expect(parseCombination('1 2 3')).toEqual(['1', '2', '3']);
  });

  it('has no numbers before the first draw', () => {
    expect(parseCombination(null)).toEqual([]);
    expect(parseCombination('')).toEqual([]);
    expect(parseCombination(undefined)).toEqual([]);
    expect(parseCombination('   ')).toEqual([]);
  });

  it('ignores separators at either end', () => {
    expect(parseCombination(' 12-5-33 ')).toEqual(['12', '5', '33']);
    expect(parseCombination('-12-5-')).toEqual(['12', '5']);
  });
});

describe("winning balls by the game's number of balls", () => {
  it('§3.6 reads a digit result written without separators as that many balls', () => {
    expect(winningBalls('527', 3)).toEqual(['5', '2', '7']);
    expect(winningBalls('0419', 4)).toEqual(['0', '4', '1', '9']);
  });

  it('§3.6 reads a separated combination as sent, and never cuts one whose count does not match', () => {
    expect(winningBalls('5-12-19-27-33-41', 6)).toEqual(['5', '12', '19', '27', '33', '41']);
    expect(winningBalls('12', 2)).toEqual(['1', '2']);
    expect(winningBalls('31', 1)).toEqual(['31']);
    expect(winningBalls('5-12-19', 6)).toEqual(['5', '12', '19']);
    expect(winningBalls('527', 2)).toEqual(['527']);
    expect(winningBalls('52A', 3)).toEqual(['52A']);
    expect(winningBalls('527', undefined)).toEqual(['527']);
    expect(winningBalls(null, 3)).toEqual([]);
  });
});
