// Every tab of the old build reloads when a newer worker takes over (an update accepted in this tab or in
// another one): a tab left on the old build would ask the new worker and the new deployment for files of the
// old one. The takeover comes when some tab's player presses "update now", which may be at any moment of this
// tab's own start (its app still downloading, its overlays not drawn yet, its registration seconds away), so
// the page watches from its first script on (watchTakeovers, called by src/app/boot/start.ts). This file is
// on the entry for that reason: it imports nothing and stays a few hundred bytes.

interface Watch {
  /** Set by the registration (register.ts): the device's first worker has taken the page over. */
  onFirstControl?: () => void;
}

const watches = new WeakMap<ServiceWorkerContainer, Watch>();

/**
 * Reloads the page when a newer worker takes it over, from now on; once per page. The one worker that takes
 * over without a reload is the device's first: nothing older ran, so the page already runs its build. Which
 * change that is follows from the worker in charge when the watch began: the page's controller or, on a page
 * none controls (a first visit, a forced reload), the registration's active worker; with none, the first one
 * is still to come. (Only a worker's activation takes pages over, sw.ts: a worker already active when the
 * watch began can take over this page only if its activation was still under way then, as a first one.)
 */
export function reloadOnTakeover(container: ServiceWorkerContainer, reload: () => void): void {
  if (watches.has(container)) return;
  const watch: Watch = {};
  watches.set(container, watch);
  let inCharge: Promise<ServiceWorker | null> = container.controller
    ? Promise.resolve(container.controller)
    : container.getRegistration().then(
        (registration) => registration?.active ?? null,
        () => null,
      );
  container.addEventListener('controllerchange', () => {
    const next = container.controller;
    inCharge = inCharge.then((before) => {
      if (before === null || before === next) watch.onFirstControl?.();
      else reload();
      return next;
    });
  });
}

/** What the page does when the device's first worker takes it over (reloadOnTakeover must watch it already). */
export function onFirstControl(container: ServiceWorkerContainer, hook: () => void): void {
  const watch = watches.get(container);
  if (watch) watch.onFirstControl = hook;
}

/**
 * The page's own watch, from its first script. Production builds only, like the registration
 * (use-app-worker.ts says why); the build folds the check, so other builds only carry an empty function.
 */
export function watchTakeovers(): void {
  if (!import.meta.env.PROD || import.meta.env.VITE_API_MOCK === '1' || !('serviceWorker' in navigator))
    return;
  reloadOnTakeover(navigator.serviceWorker, () => window.location.reload());
}
