import {
  getDrawHistoryHeader,
  getDrawHistoryQueryParams,
} from '../../src/api/generated/lgw-zod/draw/draw.zod';
import { getTodayGamesHeader } from '../../src/api/generated/lgw-zod/lotto/lotto.zod';
import type { LottoGame, TodayGame } from '../../src/api/generated/lgw/lgw.schemas';
import { DAY_MS, manilaStartOfDay } from '../../src/lib/manila-time';
import { drawsOf, drawTimes, GAMES, type Draw } from '../db/games';
import { clock } from '../lib/clock';
import { refuse } from '../lib/respond';
import { parse, parseHeaders, queryOf } from '../lib/validate';
import { guarded } from './guard';
import { http } from './http';

const MINUTE = 60_000;

function todayGames(now: number): TodayGame[] {
  const dayStart = manilaStartOfDay(now);
  const result: TodayGame[] = [];
  for (const game of GAMES) {
    const today = drawTimes(game, dayStart, dayStart + DAY_MS);
    if (today.length === 0) continue;
    const upcoming = today.find((at) => at > now);
    const drawAt = upcoming ?? today[today.length - 1];
    const past = drawsOf(game, now + 1);
    result.push({
      gameId: game.gameId,
      gameCode: game.gameCode,
      gameGroupCode: game.gameGroupCode,
      remark: game.remark,
      gameType: game.gameType,
      balls: game.balls,
      remainTime: Math.max(0, drawAt - now),
      lockTime: game.lockMinutes * MINUTE,
      winningTime: drawAt,
      winningNumber: past.at(-1)?.winNo ?? null,
    });
  }
  return result.sort((a, b) => a.winningTime - b.winningTime || a.gameId - b.gameId);
}

function allGames(now: number): LottoGame[] {
  return GAMES.map((game) => {
    const last = drawsOf(game, now + 1).at(-1);
    return {
      gameId: game.gameId,
      gameCode: game.gameCode,
      gameGroupCode: game.gameGroupCode,
      remark: game.remark,
      gameType: game.gameType,
      balls: game.balls,
      winNo: last?.winNo ?? null,
      winningTime: last?.winningTime ?? null,
    };
  });
}

export const lottoHandlers = [
  http.get('/lgw/pl/numeros/today_games', ({ request, response }) =>
    guarded(async () => {
      parseHeaders(getTodayGamesHeader, request);
      const now = clock.now();
      return response(200).json({ todayGames: todayGames(now), games: allGames(now) });
    }),
  ),

  http.get('/lgw/pl/draw/win_order_prize_summaries', ({ request, response }) =>
    guarded(async () => {
      parseHeaders(getDrawHistoryHeader, request);
      const {
        gameCode,
        startTime,
        endTime,
        size,
        page = 0,
      } = parse(getDrawHistoryQueryParams, queryOf(request));
      if (!Number.isInteger(page) || !Number.isInteger(size))
        refuse('BAD_REQUEST', 'page and size must be whole numbers');
      if (endTime <= startTime) refuse('INVALID_RANGE', 'endTime must be after startTime');
      const now = clock.now();
      const games = gameCode === 'all' ? GAMES : GAMES.filter((g) => g.gameCode === gameCode);
      if (games.length === 0) refuse('UNKNOWN_GAME', `Unknown game ${gameCode}`);
      const draws: Draw[] = games
        .flatMap((game) => drawsOf(game, Math.min(endTime, now + 1)))
        .filter((d) => d.winningTime >= startTime && d.winningTime < endTime)
        .sort((a, b) => b.winningTime - a.winningTime || a.gameCode.localeCompare(b.gameCode));
      const content = draws.slice(page * size, page * size + size).map((d) => ({
        remark: d.remark,
        gameCode: d.gameCode,
        winNo: d.winNo,
        winningTime: d.winningTime,
        jackpotPrize: d.jackpotPrize,
        winners: d.winners,
      }));
      return response(200).json({
        content,
        totalPages: Math.ceil(draws.length / size),
        totalElements: draws.length,
        numberOfElements: content.length,
        page,
        size,
      });
    }),
  ),
];
