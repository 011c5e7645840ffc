import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useGetAppVersion } from '@/api';
import { appVersion, noteServerVersion } from '@/state/app-version';
import { useVisibleAgain } from './use-visible-again';

// The update dialogs (and the dialog component under them) load only when there is an update to offer: most
// visits never show one, and they are not part of the first page's download.
const NewVersionDialog = lazy(() =>
  import('./new-version-dialog').then((m) => ({ default: m.NewVersionDialog })),
);
const RequiredUpdateDialog = lazy(() =>
  import('./new-version-dialog').then((m) => ({ default: m.RequiredUpdateDialog })),
);

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

  let dialog = null;
  if (required && available) dialog = <RequiredUpdateDialog />;
  else if (available && available !== postponed) dialog = <NewVersionDialog />;
  return <Suspense fallback={null}>{dialog}</Suspense>;
}
