import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { configuredGameOrigin, gameHasOwnOrigin, gameOrigin, gameOriginOf } from './game-origin';

// The game site's origin from the build (VITE_GAME_ORIGIN): the app's own unless the build names another.

const APP = 'https://m.lottoph.example';

describe("the game site's origin", () => {
  it("is the app's own when the build names none (today's deployment)", () => {
    vi.stubEnv('VITE_GAME_ORIGIN', '');
    onTestFinished(() => void vi.unstubAllEnvs());
    expect(configuredGameOrigin()).toBeNull();
    expect(gameOrigin(APP)).toBe(APP);
    expect(gameHasOwnOrigin(APP)).toBe(false);
  });

  it('is the one the build names, written as an origin', () => {
    vi.stubEnv('VITE_GAME_ORIGIN', 'https://Games.Example:443/');
    onTestFinished(() => void vi.unstubAllEnvs());
    expect(gameOrigin(APP)).toBe('https://games.example');
    expect(gameHasOwnOrigin(APP)).toBe(true);
    // Naming the app's own origin is the default, not a site of its own.
    vi.stubEnv('VITE_GAME_ORIGIN', APP);
    expect(gameHasOwnOrigin(APP)).toBe(false);
  });

  it('refuses a value that is not an http(s) origin, rather than frame what it resolves to', () => {
    for (const bad of [
      'javascript:alert(1)',
      'https://games.example/m/',
      'https://u:p@games.example',
      'games',
    ])
      expect(() => gameOriginOf(bad), bad).toThrow();
  });
});
