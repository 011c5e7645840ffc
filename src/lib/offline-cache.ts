// What the app's service worker (sw.ts) keeps on the device for a player whose connection drops, as rules the
// worker and the tests share. An allow-list: public lottery data only (today's games with their latest results,
// and the draw history). Everything else, above all money, login and member calls, always goes to the network
// and is never written to a cache; a call missing from this list is never kept, whatever the contract adds.

/** The one cache the worker writes answers of calls into (the precache of the app's files is Workbox's own). */
export const RESULTS_CACHE = 'lotto-results-v1';

/** The build's files beyond the precached shell, kept as the player opens the screens that load them. */
export const APP_FILES_CACHE = 'lotto-app-files-v1';
export const MAX_APP_FILES = 120;

/** The calls kept for offline use: GET only, matched by path on any origin (the API may live elsewhere). */
export const OFFLINE_READABLE_PATHS: readonly string[] = [
  // Today's games: the games list, their countdowns and each game's latest result (home, games, results).
  '/lgw/pl/numeros/today_games',
  // The draw history (the results screen).
  '/lgw/pl/draw/win_order_prize_summaries',
];

/** Added to an answer the worker saved, with the epoch ms it was received: the page then knows it is a copy. */
export const SAVED_AT_HEADER = 'X-Lotto-Saved-At';

/** How long the worker waits for the network before it answers with the saved copy (a flaky connection). */
export const NETWORK_WAIT_S = 4;

/** How many answers are kept (days and pages of history), the oldest dropped first. */
export const MAX_SAVED_ANSWERS = 40;

/** Whether the worker may keep this call's answer. */
export function isOfflineReadable(method: string, url: URL): boolean {
  return method.toUpperCase() === 'GET' && OFFLINE_READABLE_PATHS.includes(url.pathname);
}

/**
 * Whether an allow-listed call's answer may be kept: a good answer the server lets any cache keep. Not one
 * marked `no-store` or `private`, one that sets a cookie, or one that varies by the player's cookie or token
 * (`Vary: Cookie`, `Authorization` or `*`): those belong to one player, and the device may be shared.
 */
export function isStorableAnswer(response: Pick<Response, 'ok' | 'headers'>): boolean {
  if (!response.ok) return false;
  const cacheControl = (response.headers.get('Cache-Control') ?? '').toLowerCase();
  if (/(^|[\s,])(no-store|private)\b/.test(cacheControl)) return false;
  if (response.headers.get('Set-Cookie') !== null) return false;
  const vary = (response.headers.get('Vary') ?? '')
    .toLowerCase()
    .split(',')
    .map((name) => name.trim());
  return !vary.some((name) => name === '*' || name === 'cookie' || name === 'authorization');
}

/** The query parameter the fetch pipeline adds to every GET to defeat HTTP caches (src/api/http.ts). */
const CACHE_BUST_PARAM = '_t';

/**
 * The key an answer is saved under: the address without the cache-busting time (it differs on every call, so
 * nothing would ever match), with the language the answer was asked in (game names follow it).
 */
export function savedAnswerKey(url: URL, language: string | null): string {
  const key = new URL(url);
  key.searchParams.delete(CACHE_BUST_PARAM);
  if (language) key.searchParams.set('__language', language);
  key.searchParams.sort();
  return key.href;
}

/** A copy of a network answer to save, stamped with when it was received. */
export async function stampedCopy(response: Response, receivedAt: number): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, String(receivedAt));
  return new Response(await response.clone().blob(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** When a saved answer was received, if the answer is a saved copy (the page reads this). */
export function savedAt(response: Pick<Response, 'headers'>): number | null {
  const value = Number(response.headers.get(SAVED_AT_HEADER));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Today's games, whose countdowns (remainTime) count from the moment the server answered. */
export const TODAY_GAMES_PATH = '/lgw/pl/numeros/today_games';

/**
 * A saved answer of today's games as of now: each remainTime less the time since it was saved, so a countdown
 * read from the copy closes when sales really close (src/lib/countdown.ts measures from the answer).
 */
export function agedTodayGames(body: unknown, ageMs: number): unknown {
  if (typeof body !== 'object' || body === null || !('todayGames' in body)) return body;
  const { todayGames } = body;
  if (!Array.isArray(todayGames) || ageMs <= 0) return body;
  return {
    ...body,
    todayGames: todayGames.map((game: unknown) =>
      typeof game === 'object' && game !== null && 'remainTime' in game && typeof game.remainTime === 'number'
        ? { ...game, remainTime: game.remainTime - ageMs }
        : game,
    ),
  };
}
