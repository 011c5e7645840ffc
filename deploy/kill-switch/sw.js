// The kill switch: deployed as /sw.js (with the nginx rule in docs/operations.md, "Retiring the worker") in
// place of the app's worker when the worker itself must go (a broken worker serving a broken build, or
// leaving the offline mode behind). Every browser that checks for an update gets this one: it takes over at
// once, deletes every cache the app's worker made, unregisters itself, and reloads each open tab from the
// network. Nothing of the player's session is touched (localStorage stays: no one is logged out).
self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await self.caches.keys();
      await Promise.all(names.map((name) => self.caches.delete(name)));
      await self.registration.unregister();
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      await Promise.all(tabs.map((tab) => tab.navigate(tab.url).catch(() => undefined)));
    })(),
  );
});
