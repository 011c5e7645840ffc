import { http } from 'msw';
import { z } from 'zod';
import { bets } from '../db/bets';
import { GAMES } from '../db/games';
import { clock } from '../lib/clock';
import { control, controlBody } from '../handlers/control-kit';
import { placeSlip, slipSchema } from './place-slip';
import { openSiteSession, sitePlayer } from './sessions';
import { siteGame, siteOrder, siteWallet } from './views';

// The fake lottery site's own API, same origin as the app under /m/pl/t1/api/. Untyped on purpose: it belongs
// to the (pretend) third-party provider, not to our contract. Every call first brings the world up to the mock
// clock (control() awaits world()), so bets whose draw has passed are settled and paid before they are shown.

export const SITE_API = '*/m/pl/t1/api';

/** How many bets the order view lists, newest first. */
const ORDER_LIMIT = 50;

export const siteApiHandlers = [
  http.post(`${SITE_API}/session`, ({ request }) =>
    control(async () => {
      const { code } = z.object({ code: z.string().min(1).max(200) }).parse(await controlBody(request));
      const { id, player } = await openSiteSession(code, clock.now());
      return { session: id, username: player.username };
    }),
  ),

  http.get(`${SITE_API}/wallet`, ({ request }) => control(() => siteWallet(sitePlayer(request)))),

  http.get(`${SITE_API}/games`, ({ request }) =>
    control(() => {
      sitePlayer(request);
      const now = clock.now();
      return { games: GAMES.map((game) => siteGame(game, now)) };
    }),
  ),

  http.post(`${SITE_API}/bets`, ({ request }) =>
    control(async () => {
      const player = sitePlayer(request);
      return placeSlip(player, slipSchema.parse(await controlBody(request)), clock.now());
    }),
  ),

  http.get(`${SITE_API}/orders`, ({ request }) =>
    control(() => {
      const player = sitePlayer(request);
      const orders = bets
        .findMany((q) => q.where({ playerId: player.id }))
        .sort((a, b) => b.createTime - a.createTime || b.id - a.id)
        .slice(0, ORDER_LIMIT)
        .map(siteOrder);
      return { orders };
    }),
  ),
];
