import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { SafeHtml } from '@/components/safe-html';
import { useImageCdns } from '@/components/use-image-cdns';
import { resolveImageUrl } from '@/lib/image-url';
import { manilaDayKey } from '@/lib/manila-time';
import { phaseOf, popupsFor, shouldShowPopups } from '@/lib/popup-rules';
import { closePopups, popupState } from '@/state/popups';
import { session } from '@/state/session';
import { useHomeAnnouncements } from './home-banners';

/**
 * The promo popup of home (spec section 4): B for visitors, A for players, F on the first login; closed
 * separately before and after login, and opened again when a newer popup arrives.
 */
export function PromoPopup() {
  const { t } = useTranslation();
  const { isLoggedIn, firstTimeLogin } = useSnapshot(session);
  const { closed } = useSnapshot(popupState);
  const cdns = useImageCdns();
  const announcements = useHomeAnnouncements();
  const resolveUrl = useCallback((url: string) => resolveImageUrl(url, cdns) ?? url, [cdns]);

  // The Manila day when home opened: a popup that expires while the player looks at it may stay until they leave.
  const [today] = useState(() => manilaDayKey(Date.now()));
  const viewer = { loggedIn: isLoggedIn, firstTimeLogin, today };
  const popups = popupsFor(announcements.data?.popup ?? [], viewer);
  const phase = phaseOf(viewer);
  if (!shouldShowPopups(popups, closed[phase].id)) return null;

  const close = () => closePopups(phase, popups[0].id);
  const single = popups.length === 1;
  return (
    <Dialog
      title={single ? popups[0].title : t('announcements')}
      onClose={close}
      scrollable
      actions={
        <Button block onClick={close}>
          {t('close')}
        </Button>
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
