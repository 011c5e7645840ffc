// Where the lottery game site is served from. By default the app's own origin (product spec section 1: the
// frame loads /m/pl/t1/ of our origin). A deployment that puts the game site on an origin of its own sets
// VITE_GAME_ORIGIN at build time: the frame is then a separate site that cannot reach the app's window, its
// storage or the native wrapper's objects (parent.LottoAndroid, parent.__lottoNative), and it is sandboxed.
// docs/security.md ("The game frame") and docs/native-bridge.md say why.

/**
 * The origin a VITE_GAME_ORIGIN value names, or null when it is unset. A value that is not an http(s) origin is
 * a build mistake: refusing it loudly beats framing whatever it resolves to. (The build configuration reads it
 * with this too, for the policy's frame-src.)
 */
export function gameOriginOf(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const url = new URL(value.trim());
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`VITE_GAME_ORIGIN must be an http(s) origin, not ${url.protocol}`);
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash)
    throw new Error('VITE_GAME_ORIGIN must be an origin only (scheme, host and port), with no path');
  return url.origin;
}

/** The build's VITE_GAME_ORIGIN, read at each call (not once) so a test can set it (vi.stubEnv). */
export function configuredGameOrigin(): string | null {
  return gameOriginOf(import.meta.env.VITE_GAME_ORIGIN);
}

/** The origin the game frame loads from, posts to and is listened to from. */
export function gameOrigin(appOrigin: string = window.location.origin): string {
  return configuredGameOrigin() ?? appOrigin;
}

/** Whether the game site is a site of its own (the frame is then sandboxed). */
export function gameHasOwnOrigin(appOrigin: string = window.location.origin): boolean {
  return gameOrigin(appOrigin) !== appOrigin;
}
