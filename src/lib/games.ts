// Small facts about lotto games that several screens show the same way.

/** The display name: the remark, falling back to the game code (product spec section 3). */
export const gameName = (game: { remark?: string | null; gameCode: string }): string =>
  game.remark?.trim() || game.gameCode;

/** Jackpot games show their balls in the jackpot colour, digit games in the brand colour (ui.md). */
export const ballKind = (gameType: string): 'jackpot' | 'digit' =>
  gameType === 'JACKPOT' ? 'jackpot' : 'digit';

/** Where "play now" goes for a logged-in player: the game frame of that game. */
export const playPath = (gameId: number): string => `/lottGame?gameId=${gameId}`;
