import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useGetAppVersion } from '@/api';
import { appVersion, noteServerVersion } from '@/state/app-version';
import { NewVersionDialog, RequiredUpdateDialog } from './new-version-dialog';
import { useVisibleAgain } from './use-visible-again';

// The update dialogs are imported, not loaded on demand: they show once a new build is deployed, when this
// build's lazy chunks may no longer be served, so a dialog loaded then could fail to appear (tests/e2e/pwa.spec.ts).

/** Spec section 9: the version is checked every 5 minutes. */
export const VERSION_CHECK_MS = 5 * 60_000;

/**
 * Polls /v.json every 5 minutes and whenever the tab comes back; a different version offers an update, and a
 * `minVersion` newer than this page makes it one that cannot be put off.
 */
export function VersionCheck() {
  const version = useGetAppVersion({
    // Silent: a failed check says nothing, the next one will tell. Background: the app polls, not the player,
    // so the answers never keep an idle session alive.
    request: { silent: true, background: true },
    query: { refetchInterval: VERSION_CHECK_MS, refetchIntervalInBackground: false, staleTime: 0 },
  });
  const { available, postponed, required } = useSnapshot(appVersion);
  const serverVersion = version.data?.value.version;
  const minVersion = version.data?.value.minVersion;

  useEffect(() => {
    if (serverVersion) noteServerVersion(serverVersion, minVersion);
  }, [serverVersion, minVersion, version.dataUpdatedAt]);

  useVisibleAgain(() => void version.refetch());

  if (required && available) return <RequiredUpdateDialog />;
  return available && available !== postponed ? <NewVersionDialog /> : null;
}
