// The app's service worker, for production builds only (vite.config.ts builds it with vite-plugin-pwa; npm
// start and mock builds have MSW's worker instead and never build or register this one). It does three things:
// - precaches the app's files, so the app opens without a network and a new deployment installs in the
//   background while the old one keeps running;
// - keeps the latest answers of the public lottery calls (src/lib/offline-cache.ts, an allow-list: money,
//   login and member calls are never kept), network first, so a flaky connection still opens on the last
//   results, stamped with when they were received;
// - takes over only when the page asks (the player accepted the "new version" popup; src/app/pwa/register.ts).
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  agedTodayGames,
  APP_FILES_CACHE,
  MAX_APP_FILES,
  isOfflineReadable,
  isStorableAnswer,
  MAX_SAVED_ANSWERS,
  NETWORK_WAIT_S,
  RESULTS_CACHE,
  savedAnswerKey,
  savedAt,
  stampedCopy,
  TODAY_GAMES_PATH,
} from '@/lib/offline-cache';

// Only what this file uses of the worker's global scope: the project's TypeScript sees the DOM's globals.
declare const self: {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
};

const isSkipWaiting = (data: unknown) =>
  typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING';

self.addEventListener('message', (event) => {
  if (isSkipWaiting(event.data)) void self.skipWaiting();
});
// The first worker of a device serves the page that registered it at once; later ones wait (above).
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every address of the app opens its shell; the API, the deployment's files and the game frame's site are not
// the app's pages.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/(wps|lgw)\//, /^\/m\//, /\/[^/]+\.[a-z0-9]+$/i],
  }),
);

const savedAnswers: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) =>
    savedAnswerKey(new URL(request.url), request.headers.get('Language')),
  // Only a good answer any cache may keep replaces the saved one; it is stamped with when it came.
  cacheWillUpdate: async ({ response }) =>
    isStorableAnswer(response) ? stampedCopy(response, Date.now()) : null,
  // Today's countdowns count from the answer: a saved one is read as of now.
  cachedResponseWillBeUsed: async ({ cachedResponse, request }) => {
    const at = cachedResponse ? savedAt(cachedResponse) : null;
    if (!cachedResponse || at === null || new URL(request.url).pathname !== TODAY_GAMES_PATH) {
      return cachedResponse;
    }
    const body = agedTodayGames(await cachedResponse.clone().json(), Date.now() - at);
    return new Response(JSON.stringify(body), { status: 200, headers: cachedResponse.headers });
  },
};

registerRoute(
  ({ request, url }) => isOfflineReadable(request.method, url),
  new NetworkFirst({
    cacheName: RESULTS_CACHE,
    networkTimeoutSeconds: NETWORK_WAIT_S,
    plugins: [savedAnswers, new ExpirationPlugin({ maxEntries: MAX_SAVED_ANSWERS })],
  }),
);

// The build's other files (screens beyond the shell, their strings, pictures): kept once a player opened them.
// Their names carry their content's hash, so a kept file is never out of date.
registerRoute(
  ({ request, sameOrigin, url }) =>
    sameOrigin && request.method === 'GET' && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: APP_FILES_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: MAX_APP_FILES, purgeOnQuotaError: true })],
  }),
);
