import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { ageGate, agreeToAge, refuseAge } from '@/state/age-gate';
import { AgeRefusedScreen } from './age-refused-screen';
import { removeFirstPaint } from '../boot/first-paint';

/**
 * The 21+ question on the first visit. It cannot be dismissed (Escape does nothing): only an answer closes
 * it. "Exit" leaves the player on the refusal screen, which they can leave only by answering again.
 */
export function AgeGate() {
  const { t } = useTranslation();
  const { answer } = useSnapshot(ageGate);
  // Mounted: this question (or the refusal) takes the place of the one drawn by index.html, in the same frame.
  useLayoutEffect(removeFirstPaint, []);
  if (answer === 'refused') return <AgeRefusedScreen />;
  return (
    <Dialog
      title={t('age_gate_title')}
      onClose={() => undefined}
      actions={
        <>
          <Button block onClick={agreeToAge}>
            {t('age_gate_agree')}
          </Button>
          <Button block variant="secondary" onClick={refuseAge}>
            {t('age_gate_exit')}
          </Button>
        </>
      }
    >
      <p>{t('age_gate_text')}</p>
    </Dialog>
  );
}
