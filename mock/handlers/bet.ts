import { getRecentBetsHeader, getRecentBetsQueryParams } from '../../src/api/generated/wps-zod/bet/bet.zod';
import { recentBets } from '../db/bets';
import { parse, parseHeaders, queryOf } from '../lib/validate';
import { asPlayer } from './guard';
import { http } from './http';

export const betHandlers = [
  // The signed-in player's own bets only, newest first: whatever placed them (the game site, a control call, the
  // seed's history).
  http.get('/wps/v2/bet/recent', ({ request, response }) =>
    asPlayer(request, async (player) => {
      parseHeaders(getRecentBetsHeader, request);
      const { size } = parse(getRecentBetsQueryParams, queryOf(request));
      return response(200).json({ list: recentBets(player.id, size) });
    }),
  ),
];
