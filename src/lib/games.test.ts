import { describe, expect, it } from 'vitest';
import { ballKind, gameName, playPath } from './games';

describe('game facts', () => {
  it('names a game by its remark, else its code', () => {
    expect(gameName({ remark: 'Ultra Lotto 6/58', gameCode: 'UL58' })).toBe('Ultra Lotto 6/58');
    expect(gameName({ remark: null, gameCode: 'UL58' })).toBe('UL58');
    expect(gameName({ remark: '  ', gameCode: 'UL58' })).toBe('UL58');
  });

  it('colours jackpot and digit games apart and opens the game frame', () => {
    expect(ballKind('JACKPOT')).toBe('jackpot');
    expect(ballKind('DIGIT')).toBe('digit');
    expect(playPath(105)).toBe('/lottGame?gameId=105');
  });
});
