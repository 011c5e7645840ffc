import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { FullScreenNotice } from '@/components/full-screen-notice';
import { RefreshIcon } from '@/components/icons/refresh-icon';
import { useBlocker } from './use-blocker';

/** The whole app is down for maintenance (status.maintenance); the player can check again. */
export function MaintenancePage({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  useBlocker('maintenance');
  return (
    <FullScreenNotice
      icon={<RefreshIcon size={36} />}
      title={t('maintenance_title')}
      actions={
        <Button block onClick={onRetry} aria-disabled={retrying || undefined}>
          {t('try_again')}
        </Button>
      }
    >
      <p>{t('maintenance_text')}</p>
    </FullScreenNotice>
  );
}
