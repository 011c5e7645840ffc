import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { acceptNewVersion, postponeNewVersion } from '@/state/app-version';

/** A newer version is deployed: updating reloads the page; "later" asks again when a newer one appears. */
export function NewVersionDialog() {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t('new_version_title')}
      onClose={postponeNewVersion}
      actions={
        <>
          <Button block onClick={() => acceptNewVersion()}>
            {t('update_now')}
          </Button>
          <Button block variant="secondary" onClick={postponeNewVersion}>
            {t('later')}
          </Button>
        </>
      }
    >
      <p>{t('new_version_text')}</p>
    </Dialog>
  );
}
