import { useGetStatus } from '@/api';
import { statusQuery } from '@/lib/platform';
import { useAppWorker } from '../pwa/use-app-worker';
import { MaintenancePage } from './maintenance-page';
import { RegionRestrictedPage } from './region-restricted-page';
import { RightSidebar } from './right-sidebar';
import { TestEnvironmentRibbon } from './test-environment-ribbon';
import { useLanguageSync } from './use-language-sync';
import { useVisibleAgain } from './use-visible-again';
import { VersionCheck } from './version-check';

/**
 * Everything the shell shows from the server's status and version: the maintenance and access-denied pages,
 * the sidebar (unless `sidebar` is false), the update popup (also for a new service worker: useAppWorker), the
 * test environment's ribbon. The status is fetched again whenever the tab becomes visible.
 */
export function LiveOverlays({ sidebar = true }: { sidebar?: boolean }) {
  // Background: the shell reads the status on its own (and again whenever the tab comes back), which is no
  // sign the player is there.
  const status = useGetStatus(statusQuery(), { request: { background: true } });
  useVisibleAgain(() => void status.refetch());
  useLanguageSync();
  useAppWorker();

  const data = status.data;
  let blocking = null;
  if (data?.maintenance) {
    blocking = <MaintenancePage onRetry={() => void status.refetch()} retrying={status.isFetching} />;
  } else if (data?.regionRestriction) {
    blocking = (
      <RegionRestrictedPage
        ip={data.location.ip}
        countryCode={data.location.countryCode}
        contactPaths={data.info.customerService.map((entry) => entry.path)}
      />
    );
  }

  return (
    <>
      {data?.test ? <TestEnvironmentRibbon /> : null}
      {blocking}
      {/* The game frame's full screen has no room for a floating button over the game. */}
      {sidebar && data && !blocking ? <RightSidebar status={data} /> : null}
      <VersionCheck />
    </>
  );
}
