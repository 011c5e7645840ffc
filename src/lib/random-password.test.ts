import { describe, expect, it, vi } from 'vitest';
import { randomPassword } from './random-password';

describe('random registration password', () => {
  it('is 12 letters and digits with at least one of each, and differs every time', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const password = randomPassword();
      expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
      expect(password).toMatch(/[A-Za-z]/);
      expect(password).toMatch(/[0-9]/);
      seen.add(password);
    }
    expect(seen.size).toBe(500);
  });

  // The first four random values choose the letter's place, the letter, the digit's place and the digit; the
  // rest (49 stands for "2" in the alphabet) only fill the other places.
  const withRandomValues = (first: readonly number[]) =>
    vi
      .spyOn(globalThis.crypto, 'getRandomValues')
      .mockImplementation(<T extends Parameters<Crypto['getRandomValues']>[0]>(array: T): T => {
        if (array instanceof Uint32Array)
          array.set([...first, ...Array<number>(array.length - first.length).fill(49)]);
        return array;
      });

  it("puts the digit on the next place when chance picks the letter's place for it too", () => {
    withRandomValues([49, 49, 49, 49]);
    // Letter "A" on place 1 (49 % 12), digit "3" moved from place 1 to place 2.
    expect(randomPassword()).toBe('2A3222222222');
  });

  it('wraps the moved digit round to the first place', () => {
    withRandomValues([11, 0, 11, 1]);
    // Letter "A" on the last place, so the digit "3" goes round to place 0; places 1 to 3 read "AMB".
    expect(randomPassword()).toBe('3AMB2222222A');
  });

  it("leaves the digit on its own place when it differs from the letter's", () => {
    withRandomValues([49, 0, 51, 1]);
    // Letter "A" on place 1, digit "3" on place 3 (51 % 12); place 2 keeps its own "4".
    expect(randomPassword()).toBe('2A4322222222');
  });
});
