// src/lib/games.ts
/** The display name: the remark, falling back to the game code (product spec section 3). */
var gameName = (game) => game.remark?.trim() || game.gameCode;
/** Jackpot games show their balls in the jackpot colour, digit games in the brand colour (ui.md). */
var ballKind = (gameType) => gameType === "JACKPOT" ? "jackpot" : "digit";
/** Where "play now" goes for a logged-in player: the game frame of that game. */
var playPath = (gameId) => `/lottGame?gameId=${gameId}`;
export { gameName as n, playPath as r, ballKind as t };
