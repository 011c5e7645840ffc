import { lazy, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useImageCdns } from '@/components/use-image-cdns';
import { manilaDayKey } from '@/lib/manila-time';
import { phaseOf, popupsToShow } from '@/lib/popup-rules';
import { closePopups, popupState } from '@/state/popups';
import { session } from '@/state/session';
import { useHomeAnnouncements } from './home-banners';

// The dialog (and the announcement HTML's renderer) loads only when there is a popup to show: a returning
// player who closed today's popups never fetches it.
const PromoDialog = lazy(() => import('./promo-dialog').then((m) => ({ default: m.PromoDialog })));

/**
 * The promo popup of home (spec section 4): B for visitors, A for players, F on the first login; closed
 * separately before and after login. A closed popup stays away until the next Manila day (a newer popup still
 * opens); "don't show again today" keeps every popup of the phase away until then.
 */
export function PromoPopup() {
  const { isLoggedIn, firstTimeLogin } = useSnapshot(session);
  const { closed } = useSnapshot(popupState);
  const announcements = useHomeAnnouncements();
  // Asked for with the announcements, as home's other parts do, so the dialog's pictures need no wait of their own.
  const cdns = useImageCdns();

  // The Manila day when home opened: a popup that expires while the player looks at it may stay until they leave.
  const [today, setToday] = useState(() => manilaDayKey(Date.now()));
  const viewer = { loggedIn: isLoggedIn, firstTimeLogin, today };
  const phase = phaseOf(viewer);
  const popups = popupsToShow(announcements.data?.popup ?? [], viewer, closed[phase]);
  if (popups.length === 0) return null;

  const close = (allDay: boolean) => {
    // Closed on the day it is now: past midnight, that is the day that must end before they come back.
    const now = manilaDayKey(Date.now());
    setToday(now);
    closePopups(
      phase,
      popups.map((popup) => popup.id),
      { today: now, allDay },
    );
  };
  return (
    <Suspense fallback={null}>
      <PromoDialog popups={popups} cdns={cdns} onClose={close} />
    </Suspense>
  );
}
