import { proxy } from 'valtio';
import { storage } from '@/lib/storage';

// The deployed version (GET /v.json) last seen on this device. A different one means the page runs old code:
// the update popup offers a reload, and the new version is remembered first so the reload does not ask again.

export const VERSION_KEY = 'lotto.appVersion';

export const appVersion = proxy({
  /** The version on offer that differs from the stored one; null when up to date. */
  available: null as string | null,
  /** The player chose "later" for this version; asked again when it changes or the tab comes back. */
  postponed: null as string | null,
});

/**
 * A built page knows its own build id (the one its /v.json was written with). On a device that has stored
 * no version yet, that is the version it runs, so a deployment newer than the page is offered from the first
 * check on, instead of being stored as if it were running. A stored version is left alone: it is the one the
 * player last updated to. Development and test pages have no build id, and keep the first version they see.
 */
export function rememberRunningBuild(buildId: string | undefined): void {
  if (buildId && storage.get(VERSION_KEY) === null) storage.set(VERSION_KEY, buildId);
}

/**
 * What `available` holds when the offer comes from a new service worker waiting to take over (src/app/pwa)
 * rather than from /v.json: not a version to remember, and not withdrawn by a /v.json answer naming the stored
 * one (the worker still has the newer files).
 */
export const NEW_WORKER = 'new-service-worker';

/** Compares what the server says with what the device remembers; the first version seen is just stored. */
export function noteServerVersion(version: string): void {
  const stored = storage.get(VERSION_KEY);
  if (stored === null) {
    storage.set(VERSION_KEY, version);
    return;
  }
  if (stored !== version) appVersion.available = version;
  else if (appVersion.available !== NEW_WORKER) appVersion.available = null;
}

/** A new service worker has installed and waits for the player: offered like a new deployment. */
export function offerWorkerUpdate(): void {
  appVersion.available ??= NEW_WORKER;
}

/**
 * Set by the service worker's registration: makes the newest worker take over and reload onto it, resolving
 * false when there is none (the page then reloads itself). A plain reload would keep the old worker, and so
 * the old app, in charge.
 */
let workerUpdate: (() => Promise<boolean>) | null = null;

export function setWorkerUpdate(update: (() => Promise<boolean>) | null): void {
  workerUpdate = update;
}

export function acceptNewVersion(reload: () => void = () => window.location.reload()): void {
  if (appVersion.available && appVersion.available !== NEW_WORKER) {
    storage.set(VERSION_KEY, appVersion.available);
  }
  appVersion.available = null;
  if (!workerUpdate) return reload();
  void workerUpdate().then((handled) => {
    if (!handled) reload();
  }, reload);
}

export function postponeNewVersion(): void {
  appVersion.postponed = appVersion.available;
}
