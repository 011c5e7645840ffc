import type { QueryClient } from '@tanstack/react-query';
import { OFFLINE_READABLE_PATHS } from '@/lib/offline-cache';
import { offerWorkerUpdate, setWorkerUpdate, workerTookOver } from '@/state/app-version';
import { onFirstControl, reloadOnTakeover } from './takeover';

// The app's service worker (sw.ts) on a production build. The first worker a device gets simply takes over
// (nothing older runs). A later one, a new deployment, installs beside the running page and waits: the page
// offers it through the "new version" popup, and only the player's "update now" (in any tab) lets it take over.
// Then every open tab reloads onto it (takeover.ts). Nothing reloads before a player asked for the update.

/** What the page sends a waiting worker to make it take over (sw.ts listens for it). */
export const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;

/** How long "update now" waits for a new worker still installing before it just reloads. */
export const INSTALL_WAIT_MS = 10_000;

export interface WorkerHost {
  container: ServiceWorkerContainer;
  reload: () => void;
  url: string;
}

const browserHost = (): WorkerHost => ({
  container: navigator.serviceWorker,
  reload: () => window.location.reload(),
  url: `${import.meta.env.BASE_URL}sw.js`,
});

/** The worker once it has installed, or null when it fails, is replaced, or takes longer than the wait. */
function installedWorker(worker: ServiceWorker | null): Promise<ServiceWorker | null> {
  if (!worker) return Promise.resolve(null);
  if (worker.state === 'installed') return Promise.resolve(worker);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), INSTALL_WAIT_MS);
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installing') return;
      clearTimeout(timer);
      resolve(worker.state === 'installed' ? worker : null);
    });
  });
}

export interface WorkerHooks {
  /** The first worker of this device has taken over the page (it saw none of the calls made before). */
  onFirstControl?: () => void;
}

export async function registerAppWorker(
  host: WorkerHost = browserHost(),
  hooks: WorkerHooks = {},
): Promise<ServiceWorkerRegistration> {
  const { container } = host;
  // The page has watched since its first script (takeover.ts); this only covers a page started without it.
  reloadOnTakeover(container, host.reload);
  if (hooks.onFirstControl) onFirstControl(container, hooks.onFirstControl);
  const registration = await container.register(host.url, { scope: import.meta.env.BASE_URL });
  // A worker waiting while another controls this page is a newer version of the app.
  const offerIfNewer = () => {
    if (container.controller) offerWorkerUpdate();
  };
  if (registration.waiting) offerIfNewer();
  registration.addEventListener('updatefound', () => {
    void installedWorker(registration.installing).then((worker) => worker && offerIfNewer());
  });

  // "Update now" (from this offer or from /v.json naming a new deployment): the newest worker takes over, and
  // every tab reloads onto it (takeover.ts). Without a newer worker, the caller reloads as before.
  setWorkerUpdate(async () => {
    await registration.update().catch(() => undefined);
    const waiting = registration.waiting ?? (await installedWorker(registration.installing));
    if (!waiting) return false;
    // The accepted version is remembered once the worker has taken over (the reload follows, takeover.ts).
    container.addEventListener('controllerchange', workerTookOver, { once: true });
    waiting.postMessage(SKIP_WAITING);
    return true;
  });
  return registration;
}

/**
 * The page's start of the worker. When the first worker of a device takes over, the lottery data on screen is
 * asked again, through it, so the worker has the results a player offline will open on (it saw none of the
 * calls made before it ran).
 */
export function startAppWorker(client: QueryClient): Promise<ServiceWorkerRegistration> {
  return registerAppWorker(undefined, {
    onFirstControl: () =>
      void client.refetchQueries({
        type: 'active',
        predicate: (query) => OFFLINE_READABLE_PATHS.includes(String(query.queryKey[0])),
      }),
  });
}
