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

/** Compares what the server says with what the device remembers; the first version seen is just stored. */
export function noteServerVersion(version: string): void {
  const stored = storage.get(VERSION_KEY);
  if (stored === null) {
    storage.set(VERSION_KEY, version);
    return;
  }
  appVersion.available = stored === version ? null : version;
}

export function acceptNewVersion(reload: () => void = () => window.location.reload()): void {
  if (appVersion.available) storage.set(VERSION_KEY, appVersion.available);
  appVersion.available = null;
  reload();
}

export function postponeNewVersion(): void {
  appVersion.postponed = appVersion.available;
}
