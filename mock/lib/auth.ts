import { findPlayer, players, sessions, type Player } from '../db/players';
import { clock } from './clock';
import { hashSeed } from './random';
import { unauthorized } from './respond';

// Bearer tokens of the fake backend. A token is valid until logout or until another login of the same player
// replaces it (one device at a time, like the real server: the old device then gets a 401).

let issued = 0;

export async function issueToken(player: Player): Promise<string> {
  sessions.deleteMany((q) => q.where({ playerId: player.id }));
  issued += 1;
  const token = `mock.${player.id}.${hashSeed(`${player.id}:${clock.now()}:${issued}`).toString(36)}${issued.toString(36)}`;
  await sessions.create({ token, playerId: player.id, issuedAt: clock.now() });
  return token;
}

export function revokeToken(token: string): void {
  sessions.delete((q) => q.where({ token }));
}

export function tokenOf(request: Request): string | null {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match ? match[1].trim() : null;
}

/** The logged-in player, or the 401 response to return. */
export function authenticate(
  request: Request,
): { player: Player; token: string } | { response: ReturnType<typeof unauthorized> } {
  const token = tokenOf(request);
  if (!token) return { response: unauthorized('Sorry, you are not logged in! please login first') };
  const session = sessions.findFirst((q) => q.where({ token }));
  if (!session)
    return {
      response: unauthorized('Your account has logged in on another device, or your session has expired.'),
    };
  const player = findPlayer(session.playerId);
  if (!player) return { response: unauthorized('This account no longer exists.') };
  return { player, token };
}

export const allPlayers = () => players.all();
