import { normalizeRange, type DayRange } from './draw-range';
import { manilaDayKey, manilaDayStart } from './manila-time';

// The address of a place in the draw results: one Manila day, optionally one game and one draw of it. A shared
// result and the "latest results" links open it. Home writes its one link (a day) itself, so that this stays
// out of the first page.

export interface DrawLink {
  /** YYYY-MM-DD (Manila). */
  date: string;
  game?: string;
  /** The draw's time (epoch ms), to mark that one. */
  draw?: number;
}

export function drawResultPath({ date, game, draw }: DrawLink): string {
  const query = new URLSearchParams({ date });
  if (game) query.set('game', game);
  if (draw !== undefined) query.set('draw', String(draw));
  return `/draw-result?${query}`;
}

const GAME_CODE = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * What a draw-results address asks for, as of `now`: only what reads as a day, a game code and
 * a time is taken, so a mistyped or hostile address opens today's results instead. A day outside the
 * history's bounds is brought inside them.
 */
export function readDrawLink(
  search: URLSearchParams,
  now: number,
): { range: DayRange | null; game: string | null; draw: number | null } {
  const drawText = search.get('draw') ?? '';
  const draw = /^\d{1,15}$/.test(drawText) ? Number(drawText) : null;
  const date = search.get('date') ?? (draw === null ? null : manilaDayKey(draw));
  const range =
    date !== null && manilaDayStart(date) !== null ? normalizeRange({ start: date, end: date }, now) : null;
  const game = search.get('game');
  return {
    range,
    game: game !== null && GAME_CODE.test(game) ? game : null,
    // A draw is only marked on its own day.
    draw: draw !== null && range !== null && manilaDayKey(draw) === range.start ? draw : null,
  };
}
