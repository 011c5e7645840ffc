import { findPlayer, players, revokedTokens, sessions, type Player } from '../db/players';
import { clock } from './clock';
import { hashSeed } from './random';
import { unauthorized } from './respond';

// Bearer tokens of the fake backend. A token is valid until logout or until another login of the same player
// replaces it (one device at a time, like the real server: the old device then gets a 401 saying so).

export const LOGGED_IN_ELSEWHERE = 'Your account has logged in on another device. Please log in again.';

let issued = 0;

async function revoke(token: string, reason: string): Promise<void> {
  sessions.deleteMany((q) => q.where({ token }));
  revokedTokens.deleteMany((q) => q.where({ token }));
  await revokedTokens.create({ token, reason });
}

export async function issueToken(player: Player): Promise<string> {
  for (const old of sessions.findMany((q) => q.where({ playerId: player.id })))
    await revoke(old.token, LOGGED_IN_ELSEWHERE);
  issued += 1;
  const token = `mock.${player.id}.${hashSeed(`${player.id}:${clock.now()}:${issued}`).toString(36)}${issued.toString(36)}`;
  await sessions.create({ token, playerId: player.id, issuedAt: clock.now() });
  return token;
}

export function revokeToken(token: string): void {
  sessions.delete((q) => q.where({ token }));
}

/** Ends every session (of one player, or of everyone), as a login on another device would (or a break). */
export async function kickSessions(playerId?: string, reason = LOGGED_IN_ELSEWHERE): Promise<number> {
  const victims = sessions.findMany((q) => q.where((s) => !playerId || s.playerId === playerId));
  for (const s of victims) await revoke(s.token, reason);
  return victims.length;
}

export function tokenOf(request: Request): string | null {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match ? match[1].trim() : null;
}

/** The player behind a valid token, if any (for public calls that act on a logged-in player when there is one). */
export function optionalPlayer(request: Request): Player | undefined {
  const token = tokenOf(request);
  const session = token ? sessions.findFirst((q) => q.where({ token })) : undefined;
  return session ? findPlayer(session.playerId) : undefined;
}

/** The logged-in player, or the 401 response to return. */
export function authenticate(
  request: Request,
): { player: Player; token: string } | { response: ReturnType<typeof unauthorized> } {
  const token = tokenOf(request);
  if (!token) return { response: unauthorized('Sorry, you are not logged in! please login first') };
  const session = sessions.findFirst((q) => q.where({ token }));
  if (!session) {
    const revoked = revokedTokens.findFirst((q) => q.where({ token }));
    return {
      response: unauthorized(revoked?.reason ?? 'Your session has expired, please log in again.'),
    };
  }
  const player = findPlayer(session.playerId);
  if (!player) return { response: unauthorized('This account no longer exists.') };
  return { player, token };
}

export const allPlayers = () => players.all();
