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

/**
 * The deployment no longer lets this build run (its /v.json `minVersion`): only "update now", no "later",
 * and Escape does not close it. Every open tab moves to the new build once its worker takes over.
 */
export function RequiredUpdateDialog() {
  const { t } = useTranslation();
  return (
    <Dialog
      alert
      title={t('required_update_title')}
      // Closing would leave the player on a build the deployment has retired: the dialog stays.
      onClose={() => undefined}
      actions={
        <Button block onClick={() => acceptNewVersion()}>
          {t('update_now')}
        </Button>
      }
    >
      <p>{t('required_update_text')}</p>
    </Dialog>
  );
}
