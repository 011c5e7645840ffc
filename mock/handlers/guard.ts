import type { HttpResponse } from 'msw';
import type { Player } from '../db/players';
import { world } from '../db/world';
import { authenticate } from '../lib/auth';
import { clock } from '../lib/clock';
import { fail, Refusal, type ErrorEnvelope } from '../lib/respond';

// Every handler runs inside a guard: the world is brought up to date with the clock first, a refusal from the
// books becomes the contract's error envelope, and anything unexpected becomes a 500 envelope instead of a
// crashed fake backend (garbage input must never take it down).

export async function guarded<T>(run: () => Promise<T>): Promise<T | HttpResponse<ErrorEnvelope>> {
  try {
    await world();
    return await run();
  } catch (error) {
    if (error instanceof Refusal) return fail(error.status, error.code, error.message, error.details);
    console.error('[mock] handler failed', error);
    return fail(
      500,
      'MOCK_ERROR',
      `The fake backend failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** A protected call: the 401 envelope without a valid token, otherwise `run` with the logged-in player. */
export function asPlayer<T>(
  request: Request,
  run: (player: Player, now: number, token: string) => Promise<T>,
): Promise<T | HttpResponse<ErrorEnvelope>> {
  return guarded(async () => {
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    return run(auth.player, clock.now(), auth.token);
  });
}
