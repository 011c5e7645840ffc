import { Collection } from '@msw/data';
import { z } from 'zod';
import { redeemLaunchCode } from '../db/launch-codes';
import { findPlayer, sessions, type Player } from '../db/players';
import { nextId, register } from '../db/store';
import { hashSeed } from '../lib/random';
import { refuse } from '../lib/respond';

// The game site's own sessions. The operator hands the site a one-time launch code (never its session token);
// the site trades it once for a session of its own, which it sends as a bearer token on its API calls. Like a
// real provider's, the session dies with the player's session at the operator: logging out there (or being
// logged out elsewhere) ends play here too.

export const siteSessions = register(
  'lotterySiteSessions',
  new Collection({
    schema: z.object({ id: z.string(), playerId: z.string(), createdAt: z.number() }),
  }),
);

export async function openSiteSession(code: string, now: number): Promise<{ id: string; player: Player }> {
  const playerId = await redeemLaunchCode(code, now);
  const player = playerId ? findPlayer(playerId) : undefined;
  if (!player)
    return refuse(
      'LAUNCH_CODE_INVALID',
      'This game link has expired or was already used. Open the game again from Lotto PH.',
      401,
    );
  const n = nextId('lotterySiteSession', 1);
  const id = `ps${hashSeed(`${player.id}|${now}|${n}`).toString(36)}${n.toString(36)}`;
  await siteSessions.create({ id, playerId: player.id, createdAt: now });
  return { id, player };
}

/** The player behind the request's site session, or a 401 refusal the site turns into "reconnect". */
export function sitePlayer(request: Request): Player {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '');
  const found = match ? siteSessions.findFirst((q) => q.where({ id: match[1] })) : undefined;
  if (!found)
    return refuse('SITE_SESSION_INVALID', 'Your game session has ended. Reconnect to keep playing.', 401);
  const player = findPlayer(found.playerId);
  const operatorSession = sessions.findFirst((q) => q.where({ playerId: found.playerId }));
  if (!player || !operatorSession)
    return refuse(
      'SITE_SESSION_ENDED',
      'You are no longer logged in to Lotto PH. Reconnect to keep playing.',
      401,
    );
  return player;
}
