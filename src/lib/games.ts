// Small facts about lotto games that several screens show the same way.

/** The display name: the remark, falling back to the game code (product spec section 3). */
export const gameName = (game: { remark?: string | null; gameCode: string }): string =>
  game.remark?.trim() || game.gameCode;

/** Jackpot games show their balls in the jackpot colour, digit games in the brand colour (ui.md). */
export const ballKind = (gameType: string): 'jackpot' | 'digit' =>
  gameType === 'JACKPOT' ? 'jackpot' : 'digit';

/** Where "play now" goes for a logged-in player: the game frame of that game. */
export const playPath = (gameId: number): string => `/lottGame?gameId=${gameId}`;

/** Games of one group (the server's gameGroupCode), in the order the server lists them. */
export interface GameGroup<T> {
  code: string;
  games: T[];
}

/**
 * The games by their gameGroupCode, groups in the order their first game comes; a game without a group code
 * joins the group of its gameType, so a partial answer still groups the way the server means.
 */
export function groupGames<T extends { gameGroupCode?: string | null; gameType: string }>(
  games: readonly T[],
): GameGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const game of games) {
    const code = game.gameGroupCode?.trim() || game.gameType;
    const members = groups.get(code);
    if (members) members.push(game);
    else groups.set(code, [game]);
  }
  return [...groups].map(([code, members]) => ({ code, games: members }));
}

/**
 * A game's artwork: the app's own SVG in public/game-art, named after the game code (the contract gives games no
 * picture; docs/spec-decisions.md, "Game artwork"). Shown with the class `game-art` on a RemoteImage, whose
 * fallback then wears the generic picture (public/game-art/game.svg) for a code without a file.
 */
export const gameArtUrl = (gameCode: string): string => `/game-art/${gameCode.toLowerCase()}.svg`;
