import { describe, expect, it } from 'vitest';
import { compareBuildIds } from './build-order';

describe('build ids in order', () => {
  it('orders by their numbers, left to right, not as text', () => {
    expect(compareBuildIds('1.9.3', '1.10.0')).toBe(-1);
    expect(compareBuildIds('1.10.0', '1.9.3')).toBe(1);
    expect(compareBuildIds('0.1.0-20261128.090000', '0.1.0-20261128.171126')).toBe(-1);
    expect(compareBuildIds('1.8.3-20260214.1', '1.8.3-20260214.1')).toBe(0);
  });

  it('takes a missing number as 0', () => {
    expect(compareBuildIds('1.8', '1.8.0')).toBe(0);
    expect(compareBuildIds('1.8', '1.8.1')).toBe(-1);
  });
});
