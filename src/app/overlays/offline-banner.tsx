import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { setOffline, ui } from '@/state/ui';

/**
 * Offline, the service worker answers the lottery data from its saved copies (src/lib/offline-cache.ts): the
 * banner then says when what the player sees was saved. The pipeline raises the flag when a call gets no
 * answer; the browser's own events cover losing the network while nothing is being fetched. The live region stays in the page so the change is announced.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const { offline, savedAtText } = useSnapshot(ui);

  useEffect(() => {
    const goOffline = () => setOffline(true);
    const goOnline = () => setOffline(false);
    if (navigator.onLine === false) goOffline();
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, []);

  return (
    <div className="offline-banner" role="status">
      {offline ? t('network_offline') : null}
      {offline && savedAtText !== null ? (
        <span className="offline-banner__saved">{t('offline_saved_at', { time: savedAtText })}</span>
      ) : null}
    </div>
  );
}
