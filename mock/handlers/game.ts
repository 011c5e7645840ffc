import { launchGameHeader, launchGameQueryParams } from '../../src/api/generated/wps-zod/game/game.zod';
import { GAMES } from '../db/games';
import { issueLaunchCode } from '../db/launch-codes';
import { refuse } from '../lib/respond';
import { parse, parseHeaders, queryOf } from '../lib/validate';
import { asPlayer } from './guard';
import { http } from './http';

export const gameHandlers = [
  // A same-origin URL of the lottery frame with a one-time launch code (never the session token, which must
  // not end up in a frame URL, its history or a referrer).
  http.get('/wps/game/launchGame', ({ request, response }) =>
    asPlayer(request, async (player, now) => {
      const { Merchant } = parseHeaders(launchGameHeader, request);
      const query = parse(launchGameQueryParams, queryOf(request));
      if (query.gameId !== undefined && !GAMES.some((g) => g.gameId === query.gameId))
        refuse('UNKNOWN_GAME', `Unknown game ${query.gameId}`);
      const code = await issueLaunchCode(player.id, query.lottoView, query.gameId ?? null, now);
      const params = new URLSearchParams({
        merchant: Merchant || 'lottoph',
        view: query.lottoView,
        token: code,
      });
      if (query.gameId !== undefined) params.set('gameId', String(query.gameId));
      return response(200).json({ url: `/m/pl/t1/?${params.toString()}` });
    }),
  ),
];
