import { Collection } from '@msw/data';
import { z } from 'zod';
import { hashSeed } from '../lib/random';
import { nextId, register } from './store';

// The lottery frame is opened with a one-time launch code, never the session token: the game site (a later
// issue) trades the code for its own session once, within a minute.

export const LAUNCH_CODE_TTL_MS = 60_000;

export const launchCodes = register(
  'launchCodes',
  new Collection({
    schema: z.object({
      code: z.string(),
      playerId: z.string(),
      view: z.enum(['game', 'order']),
      gameId: z.number().nullable(),
      expiresAt: z.number(),
      usedAt: z.number(),
    }),
  }),
);

export async function issueLaunchCode(
  playerId: string,
  view: 'game' | 'order',
  gameId: number | null,
  now: number,
): Promise<string> {
  const n = nextId('launch', 1);
  const code = `lc${hashSeed(`${playerId}|${now}|${n}`).toString(36)}${n.toString(36)}`;
  await launchCodes.create({ code, playerId, view, gameId, expiresAt: now + LAUNCH_CODE_TTL_MS, usedAt: 0 });
  return code;
}

/** The player behind a live, unused code (spending it), for the future game site. */
export async function redeemLaunchCode(code: string, now: number): Promise<string | null> {
  const found = launchCodes.findFirst((q) => q.where({ code }));
  if (!found || found.usedAt || found.expiresAt <= now) return null;
  await launchCodes.update((q) => q.where({ code }), {
    data: (c) => {
      c.usedAt = now;
    },
  });
  return found.playerId;
}
