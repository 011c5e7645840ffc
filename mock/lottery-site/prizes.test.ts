import { describe, expect, it } from 'vitest';
import { numbersProblem, playTypesOf, prizePerTicket } from '../db/bets';
import { gameByCode } from '../db/games';

// The prize rules the site's bets are settled by (shared/domain/pcso-games.md): straight and rambolito for
// EZ2 and Swertres, 4D's last-digit prizes, 6D's rolling jackpot, the jackpot games' match tables.

const game = (code: string) => gameByCode(code)!;

describe('prizes per ticket', () => {
  it('pays EZ2 straight 4,000 and rambolito 2,000, in any order', () => {
    expect(prizePerTicket(game('2DL'), [12, 5], [12, 5], 0)).toBe(4_000);
    expect(prizePerTicket(game('2DL'), [5, 12], [12, 5], 0)).toBe(0);
    expect(prizePerTicket(game('2DL'), [5, 12], [12, 5], 0, 'RAMBOLITO')).toBe(2_000);
    expect(prizePerTicket(game('2DL'), [12, 5], [12, 5], 0, 'RAMBOLITO')).toBe(2_000);
    expect(prizePerTicket(game('2DL'), [12, 6], [12, 5], 0, 'RAMBOLITO')).toBe(0);
  });

  it('pays Swertres straight 4,500, rambolito 750 (all differ) or 1,500 (a pair)', () => {
    expect(prizePerTicket(game('3DL'), [4, 0, 7], [4, 0, 7], 0)).toBe(4_500);
    expect(prizePerTicket(game('3DL'), [7, 0, 4], [4, 0, 7], 0, 'RAMBOLITO')).toBe(750);
    expect(prizePerTicket(game('3DL'), [1, 4, 4], [4, 1, 4], 0, 'RAMBOLITO')).toBe(1_500);
    expect(prizePerTicket(game('3DL'), [1, 1, 4], [4, 1, 4], 0, 'RAMBOLITO')).toBe(0);
  });

  it('pays 4D in full, or for its last three or last two digits in order', () => {
    expect(prizePerTicket(game('4DL'), [1, 2, 3, 4], [1, 2, 3, 4], 0)).toBe(10_000);
    expect(prizePerTicket(game('4DL'), [9, 2, 3, 4], [1, 2, 3, 4], 0)).toBe(800);
    expect(prizePerTicket(game('4DL'), [9, 9, 3, 4], [1, 2, 3, 4], 0)).toBe(100);
    expect(prizePerTicket(game('4DL'), [1, 2, 3, 5], [1, 2, 3, 4], 0)).toBe(0);
  });

  it("pays 6D its draw's rolling jackpot and the jackpot games by numbers matched", () => {
    expect(prizePerTicket(game('6DL'), [1, 2, 3, 4, 5, 6], [1, 2, 3, 4, 5, 6], 175_000)).toBe(175_000);
    expect(prizePerTicket(game('UL58'), [1, 2, 3, 4, 5, 6], [6, 5, 4, 3, 2, 1], 80_000_000)).toBe(80_000_000);
    expect(prizePerTicket(game('UL58'), [1, 2, 3, 4, 5, 7], [6, 5, 4, 3, 2, 1], 1)).toBe(120_000);
    expect(prizePerTicket(game('LOTTO42'), [1, 2, 3, 10, 11, 12], [1, 2, 3, 4, 5, 6], 1)).toBe(20);
  });
});

describe('play types', () => {
  it('offers rambolito only where it applies, and only for numbers that can be rambled', () => {
    expect(playTypesOf(game('2DL'))).toEqual(['STRAIGHT', 'RAMBOLITO']);
    expect(playTypesOf(game('3DL'))).toEqual(['STRAIGHT', 'RAMBOLITO']);
    for (const code of ['4DL', '6DL', 'LOTTO42', 'UL58'])
      expect(playTypesOf(game(code))).toEqual(['STRAIGHT']);
    expect(numbersProblem(game('3DL'), [7, 7, 7], 'RAMBOLITO')).toMatch(/not all the same/);
    expect(numbersProblem(game('3DL'), [7, 7, 1], 'RAMBOLITO')).toBeNull();
    expect(numbersProblem(game('4DL'), [1, 2, 3, 4], 'RAMBOLITO')).toMatch(/straight only/);
  });
});
