import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PopupAnnouncement } from '@/api';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { SafeHtml } from '@/components/safe-html';
import { resolveImageUrl } from '@/lib/image-url';

export interface PromoDialogProps {
  /** The popups to show, newest first (at least one). */
  popups: readonly PopupAnnouncement[];
  /** The status's image CDNs, for the pictures in the announcements. */
  cdns: readonly string[];
  /** Closed by the player; `allDay` for "don't show again today". */
  onClose: (allDay: boolean) => void;
}

/** The promo popup's dialog: one announcement under its own title, or several under "Announcements". */
export function PromoDialog({ popups, cdns, onClose }: PromoDialogProps) {
  const { t } = useTranslation();
  const resolveUrl = useCallback((url: string) => resolveImageUrl(url, cdns) ?? url, [cdns]);
  const single = popups.length === 1;
  return (
    <Dialog
      title={single ? popups[0].title : t('announcements')}
      onClose={() => onClose(false)}
      scrollable
      actions={
        <>
          <Button block onClick={() => onClose(false)}>
            {t('close')}
          </Button>
          <Button block variant="secondary" onClick={() => onClose(true)}>
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
