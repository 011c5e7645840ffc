import { GAMES, nextDrawTime } from '../db/games';
import { clock } from '../lib/clock';

// Moves the mock clock forward to the next moment that matters: the next sales lock, or just past the next
// draw (which publishes its result and settles the bets on it). A frozen clock stays frozen.

export type JumpTarget = 'next-lock' | 'next-draw';

function upcoming(target: JumpTarget, now: number, gameCode?: string): number | null {
  const games = gameCode ? GAMES.filter((g) => g.gameCode === gameCode) : GAMES;
  let best: number | null = null;
  for (const game of games) {
    const lockMs = game.lockMinutes * 60_000;
    let draw = nextDrawTime(game, now + 1);
    if (target === 'next-lock' && draw - lockMs <= now) draw = nextDrawTime(game, draw + 1);
    const at = target === 'next-lock' ? draw - lockMs : draw + 1_000;
    if (best === null || at < best) best = at;
  }
  return best;
}

export function jumpClockTo(at: number): void {
  if (clock.state().frozenAt !== null) clock.freeze(at);
  else clock.set(at);
}

/** The new time, or null when the game is unknown. */
export function jumpClock(target: JumpTarget, gameCode?: string): number | null {
  const at = upcoming(target, clock.now(), gameCode);
  if (at !== null) jumpClockTo(at);
  return at;
}

export function nextMoments(now = clock.now()): { nextLock: number | null; nextDraw: number | null } {
  return { nextLock: upcoming('next-lock', now), nextDraw: upcoming('next-draw', now) };
}
