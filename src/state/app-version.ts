import { proxy } from 'valtio';
import { compareBuildIds } from '@/lib/build-order';
import { storage } from '@/lib/storage';

// The deployed version (GET /v.json) last seen on this device. A different one means the page runs old code:
// the update popup offers a reload, and the new version is remembered first so the reload does not ask again.

export const VERSION_KEY = 'lotto.appVersion';

export const appVersion = proxy({
  /** The version on offer that differs from the stored one; null when up to date. */
  available: null as string | null,
  /** The player chose "later" for this version; asked again when it changes or the tab comes back. */
  postponed: null as string | null,
  /**
   * The deployment's `minVersion` is newer than the build this page runs: the update cannot be put off (an
   * operator's fix that must reach every phone, or an old page the backend no longer serves).
   */
  required: false,
});

/** The build this page runs (its compiled id); undefined in development and tests. */
let runningBuild: string | undefined;

/**
 * A built page knows its own build id (the one its /v.json was written with). On a device that has stored
 * no version yet, that is the version it runs, so a deployment newer than the page is offered from the first
 * check on, instead of being stored as if it were running. A stored version is left alone: it is the one the
 * player last updated to. Development and test pages have no build id, and keep the first version they see.
 */
export function rememberRunningBuild(buildId: string | undefined): void {
  runningBuild = buildId;
  if (buildId && storage.get(VERSION_KEY) === null) storage.set(VERSION_KEY, buildId);
}

/**
 * What `available` holds when the offer comes from a new service worker waiting to take over (src/app/pwa)
 * rather than from /v.json: not a version to remember, and not withdrawn by a /v.json answer naming the stored
 * one (the worker still has the newer files).
 */
export const NEW_WORKER = 'new-service-worker';

/**
 * Compares what the server says with what the device remembers; the first version seen is just stored. A
 * `minVersion` newer than the running build (without one, the stored version) makes the update required.
 */
export function noteServerVersion(version: string, minVersion?: string): void {
  const stored = storage.get(VERSION_KEY);
  const running = runningBuild ?? stored ?? version;
  appVersion.required = minVersion !== undefined && compareBuildIds(running, minVersion) < 0;
  if (stored === null) {
    storage.set(VERSION_KEY, version);
  } else if (stored !== version) {
    appVersion.available = version;
    return;
  } else if (appVersion.available !== NEW_WORKER) appVersion.available = null;
  // A required update is offered even where the stored version already names the deployed one (a page the
  // worker still serves from its old files): the page itself is too old.
  if (appVersion.required) appVersion.available = version;
}

/** A new service worker has installed and waits for the player: offered like a new deployment. */
export function offerWorkerUpdate(): void {
  appVersion.available ??= NEW_WORKER;
}

/**
 * Set by the service worker's registration: makes the newest worker take over, resolving false when there is
 * none (the page then reloads itself). A plain reload would keep the old worker, and so the old app, in charge.
 * When a worker does take over, the registration calls workerTookOver() and every open tab reloads
 * (src/app/pwa/takeover.ts).
 */
let workerUpdate: (() => Promise<boolean>) | null = null;

export function setWorkerUpdate(update: (() => Promise<boolean>) | null): void {
  workerUpdate = update;
}

/** The version "update now" was accepted for, remembered only once the new worker has taken over. */
let acceptedVersion: string | null = null;

/**
 * The new worker now controls this tab (which reloads next): the accepted version is stored
 * only now, so an update that never took over is offered again instead of being taken as done.
 */
export function workerTookOver(): void {
  if (acceptedVersion) storage.set(VERSION_KEY, acceptedVersion);
  acceptedVersion = null;
}

export function acceptNewVersion(reload: () => void = () => window.location.reload()): void {
  const accepted = appVersion.available && appVersion.available !== NEW_WORKER ? appVersion.available : null;
  appVersion.available = null;
  const reloadAsItIs = () => {
    if (accepted) storage.set(VERSION_KEY, accepted);
    reload();
  };
  if (!workerUpdate) return reloadAsItIs();
  acceptedVersion = accepted;
  void workerUpdate().then((handled) => {
    if (handled) return;
    acceptedVersion = null;
    reloadAsItIs();
  }, reloadAsItIs);
}

export function postponeNewVersion(): void {
  if (appVersion.required) return;
  appVersion.postponed = appVersion.available;
}
