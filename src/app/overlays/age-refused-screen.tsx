import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { FullScreenNotice } from '@/components/full-screen-notice';
import { askAgeAgain } from '@/state/age-gate';
import { useBlocker } from './use-blocker';

/** After "exit" on the 21+ question: the app stays closed until the player answers again. */
export function AgeRefusedScreen() {
  const { t } = useTranslation();
  useBlocker('age-refused');
  return (
    <FullScreenNotice
      title={t('age_refused_title')}
      actions={
        <Button block variant="secondary" onClick={askAgeAgain}>
          {t('age_ask_again')}
        </Button>
      }
    >
      <p>{t('age_refused_text')}</p>
    </FullScreenNotice>
  );
}
