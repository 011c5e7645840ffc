import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { SafeHtml } from '@/components/safe-html';
import { useImageCdns } from '@/components/use-image-cdns';
import { resolveImageUrl } from '@/lib/image-url';
import { manilaDayKey } from '@/lib/manila-time';
import { phaseOf, popupsToShow } from '@/lib/popup-rules';
import { closePopups, popupState } from '@/state/popups';
import { session } from '@/state/session';
import { useHomeAnnouncements } from './home-banners';

/**
 * The promo popup of home (spec section 4): B for visitors, A for players, F on the first login; closed
 * separately before and after login. A closed popup stays away until the next Manila day (a newer popup still
 * opens); "don't show again today" keeps every popup of the phase away until then.
 */
export function PromoPopup() {
  const { t } = useTranslation();
  const { isLoggedIn, firstTimeLogin } = useSnapshot(session);
  const { closed } = useSnapshot(popupState);
  const cdns = useImageCdns();
  const announcements = useHomeAnnouncements();
  const resolveUrl = useCallback((url: string) => resolveImageUrl(url, cdns) ?? url, [cdns]);

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
  const single = popups.length === 1;
  return (
    <Dialog
      title={single ? popups[0].title : t('announcements')}
      onClose={() => close(false)}
      scrollable
      actions={
        <>
          <Button block onClick={() => close(false)}>
            {t('close')}
          </Button>
          <Button block variant="secondary" onClick={() => close(true)}>
            {t('popup_not_today')}
          </Button>
        </>
      }
    >
      {popups.map((popup) => (
        <article key={popup.id} className="promo-popup__item">
          {single ? null : <h3 className="promo-popup__title">{popup.title}</h3>}
          <SafeHtml html={popup.content} resolveUrl={resolveUrl} tableLabel={t('table')} />
        </article>
      ))}
    </Dialog>
  );
}
