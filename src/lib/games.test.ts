import { describe, expect, it } from 'vitest';
import { ballKind, gameName, groupGames, playPath } from './games';

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

describe('game groups', () => {
  it('§3.6 groups games by their gameGroupCode, in the order the server lists them', () => {
    const game = (gameCode: string, gameGroupCode: string | undefined, gameType = 'DIGIT') => ({
      gameCode,
      gameGroupCode,
      gameType,
    });
    const groups = groupGames([
      game('LOTTO42', 'JACKPOT', 'JACKPOT'),
      game('3DL', 'DIGIT'),
      game('STL', 'STL'),
      game('LOTTO58', 'JACKPOT', 'JACKPOT'),
      game('2DL', undefined),
    ]);
    expect(groups.map((group) => [group.code, group.games.map((g) => g.gameCode)])).toEqual([
      ['JACKPOT', ['LOTTO42', 'LOTTO58']],
      ['DIGIT', ['3DL', '2DL']],
      ['STL', ['STL']],
    ]);
  });
});
