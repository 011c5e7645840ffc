import { describe, expect, it } from 'vitest';
import { combinationText, parseCombination } from './balls';

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
