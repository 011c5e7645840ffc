import { manilaDayKey } from './manila-time';

// The draw results use this; home's results block does the same sum inline, to keep the first page small.

/**
 * The Manila day of the latest draw of these games when it is before today, that is when today has no draw
 * yet (every morning until the first one); null when one of them has drawn today, or none ever did.
 */
export function earlierDrawDay(
  games: readonly { winningTime?: number | null }[],
  now: number,
): string | null {
  const latest = Math.max(0, ...games.map((game) => game.winningTime ?? 0));
  const day = manilaDayKey(latest);
  return latest && day < manilaDayKey(now) ? day : null;
}
