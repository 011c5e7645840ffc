import { describe, expect, it } from 'vitest';
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
});
