import { launchGameHeader, launchGameQueryParams } from '../../src/api/generated/wps-zod/game/game.zod';
import { GAMES } from '../db/games';
import { issueLaunchCode } from '../db/launch-codes';
import { assertMayPlay } from '../db/responsible';
import { refuse } from '../lib/respond';
import { parse, parseHeaders, queryOf } from '../lib/validate';
import { asPlayer } from './guard';
import { http } from './http';

export const gameHandlers = [
  // A one-time launch code (never the session token, which must not end up in a frame URL, its history or a
  // referrer); the app builds the frame URL around it (mock/lottery-site/page.ts serves that page).
  http.get('/wps/game/launchGame', ({ request, response }) =>
    asPlayer(request, async (player, now) => {
      parseHeaders(launchGameHeader, request);
      const query = parse(launchGameQueryParams, queryOf(request));
      if (query.gameId !== undefined && !GAMES.some((g) => g.gameId === query.gameId))
        refuse('UNKNOWN_GAME', `Unknown game ${query.gameId}`);
      assertMayPlay(player.id, now);
      const token = await issueLaunchCode(player.id, query.lottoView, query.gameId ?? null, now);
      return response(200).json({ token });
    }),
  ),
];
