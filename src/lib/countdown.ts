// Today's draws count down to the moment sales close: the server's remaining time minus the lock time. The
// server's figures are relative to when it answered, so the device's own clock only measures time since then
// and a wrong device clock does not move the deadline.

/** Under this, a countdown turns red and says "closing soon" (ui.md). */
export const CLOSING_SOON_MS = 60_000;

export interface CountdownSource {
  /** Milliseconds from the answer until the draw. */
  remainTime: number;
  /** Milliseconds before the draw at which sales close. */
  lockTime: number;
}

/** Milliseconds until sales close, as of `now`, for figures received at `receivedAt` (may be negative). */
export function msUntilSalesClose(game: CountdownSource, receivedAt: number, now: number): number {
  return game.remainTime - game.lockTime - (now - receivedAt);
}

/** Milliseconds until the draw itself, as of `now`. */
export function msUntilDraw(game: CountdownSource, receivedAt: number, now: number): number {
  return game.remainTime - (now - receivedAt);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * HH:MM:SS, rounded up to the whole second so the display reads 00:00:00 exactly when time is up. Hours
 * keep counting past 99 rather than wrap; nothing negative is ever shown.
 */
export function formatCountdown(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return `${pad(hours)}:${pad(minutes)}:${pad(total % 60)}`;
}

export type CountdownPhase = 'open' | 'closing-soon' | 'closed';

export function countdownPhase(ms: number): CountdownPhase {
  if (ms <= 0) return 'closed';
  return ms <= CLOSING_SOON_MS ? 'closing-soon' : 'open';
}

/**
 * The next instant (device clock) at which one of the games crosses a deadline (sales close or draw), after
 * `now`; null when none is ahead. At that instant today's games are fetched again.
 */
export function nextDeadline(
  games: readonly CountdownSource[],
  receivedAt: number,
  now: number,
): number | null {
  let next: number | null = null;
  for (const game of games) {
    for (const at of [receivedAt + game.remainTime - game.lockTime, receivedAt + game.remainTime]) {
      if (at > now && (next === null || at < next)) next = at;
    }
  }
  return next;
}
