import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useGetStatus } from '@/api';
import { withScreenStrings } from '@/i18n';
import { session } from '@/state/session';
import { statusQuery } from '@/lib/platform';
import { useAppWorker } from '../pwa/use-app-worker';
import { RightSidebar } from './right-sidebar';
import { TestEnvironmentRibbon } from './test-environment-ribbon';
import { useLanguageSync } from './use-language-sync';
import { useVisibleAgain } from './use-visible-again';
import { VersionCheck } from './version-check';

// The pages that take the whole app away are rare: their code and strings are fetched only when the status asks
// for one.
const MaintenancePage = lazy(() =>
  withScreenStrings(() => import('./maintenance-page')).then((m) => ({ default: m.MaintenancePage })),
);
const RegionRestrictedPage = lazy(() =>
  withScreenStrings(() => import('./region-restricted-page')).then((m) => ({
    default: m.RegionRestrictedPage,
  })),
);
// Responsible gaming's reality check (issue 19): its code loads only for a signed-in player, and its mount
// lives here, with what the shell loads once the page is drawn, rather than in the first page's own code.
const RealityCheck = lazy(() =>
  import('@/features/responsible/reality-check').then((m) => ({ default: m.RealityCheck })),
);

/**
 * Everything the shell shows from the server's status and version: the maintenance and access-denied pages,
 * the sidebar (unless `sidebar` is false), the update popup (also for a new service worker: useAppWorker), the
 * test environment's ribbon, and the reality check of a signed-in player, whose member screens' loaders it also
 * fetches ahead. The status is fetched again whenever the tab becomes visible.
 */
export function LiveOverlays({ sidebar = true }: { sidebar?: boolean }) {
  // Background: the shell reads the status on its own (and again whenever the tab comes back), which is no
  // sign the player is there.
  const status = useGetStatus(statusQuery(), { request: { background: true } });
  // A fetch already on its way (a screen that just mounted asked too) answers the return: cancelling it for a
  // new one would send the same call twice.
  useVisibleAgain(() => void status.refetch({ cancelRefetch: false }));
  useLanguageSync();
  useAppWorker();
  const { isLoggedIn } = useSnapshot(session);
  // A player with a session can open a member screen any moment: its loader (src/app/member-screens.ts, off a
  // visitor's page) is fetched now rather than in front of that screen's own files.
  useEffect(() => {
    if (isLoggedIn) void import('../member-screens');
  }, [isLoggedIn]);

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
      <Suspense fallback={null}>{blocking}</Suspense>
      {/* The game frame's full screen has no room for a floating button over the game. */}
      {sidebar && data && !blocking ? <RightSidebar status={data} /> : null}
      <VersionCheck />
      <Suspense fallback={null}>{isLoggedIn ? <RealityCheck /> : null}</Suspense>
    </>
  );
}
