import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { settle } from '@/api';
import { startPlayBreak, type PlayBreakLength } from '@/api/areas/responsible';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { FormChoiceGroup, FormRadio, FormSubmit, KitForm, useKitForm } from '@/components/form';
import { shownDateTime } from '@/lib/shown-instant';
import { breakEnd } from '@/lib/play-break';
import { dispatchSession } from '@/state/session';
import { showToast } from '@/state/ui';
import '@/components/choice.css';
import { RgSection } from './rg-section';

const LENGTHS: readonly PlayBreakLength[] = ['H24', 'D7', 'D30', 'M6', 'Y1', 'Y5'];
const schema = z.object({ length: z.enum(['H24', 'D7', 'D30', 'M6', 'Y1', 'Y5']) });

/**
 * A time-out or self-exclusion: the length, then two confirmations that state the end date and that nothing
 * shortens it; the server ends the session, so this device logs out at once. There is no way back in the app.
 */
export function BreakSection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState<null | { length: PlayBreakLength; end: number; final: boolean }>(null);
  const kit = useKitForm({
    schema,
    defaultValues: { length: 'H24' as PlayBreakLength },
    onSubmit: ({ length }) => setStep({ length, end: breakEnd(length, Date.now()), final: false }),
  });
  const close = () => setStep(null);
  const start = () =>
    void kit.run(async () => {
      if (!step) return;
      const result = await settle(startPlayBreak({ length: step.length }, { silent: true }));
      setStep(null);
      if (!result.success) {
        kit.report(result);
        return;
      }
      const date = shownDateTime(result.data.endTime ?? step.end);
      // The server has ended every session of the player: this device forgets it without a logout call.
      dispatchSession({ type: 'loggedOut' });
      showToast('rg_break_started', { kind: 'success', params: { date } });
      void navigate('/login', { replace: true });
    });
  const date = step ? shownDateTime(step.end) : '';

  return (
    <RgSection title={t('rg_break_title')} intro={t('rg_break_intro')}>
      <KitForm kit={kit} className="account-form">
        <FormChoiceGroup name="length" legend={t('rg_break_length')}>
          {LENGTHS.map((length) => (
            <label key={length} className="choice">
              <FormRadio name="length" value={length} />
              <span>{t(`rg_length_${length}`)}</span>
            </label>
          ))}
        </FormChoiceGroup>
        <FormSubmit>{t('rg_break_start')}</FormSubmit>
      </KitForm>
      {step && !step.final ? (
        <Dialog
          alert
          title={t('rg_break_confirm_title', { date })}
          onClose={close}
          actions={
            <>
              <Button variant="secondary" onClick={close}>
                {t('rg_cancel')}
              </Button>
              <Button onClick={() => setStep({ ...step, final: true })}>{t('rg_break_confirm_next')}</Button>
            </>
          }
        >
          <p>{t('rg_break_confirm_body', { date })}</p>
        </Dialog>
      ) : null}
      {step?.final ? (
        <Dialog
          alert
          title={t('rg_break_final_title')}
          onClose={close}
          actions={
            <>
              <Button variant="secondary" onClick={close}>
                {t('rg_cancel')}
              </Button>
              <Button onClick={start} disabled={kit.sending} aria-busy={kit.sending}>
                {t('rg_break_final_yes')}
              </Button>
            </>
          }
        >
          <p>{t('rg_break_final_body', { date })}</p>
        </Dialog>
      ) : null}
    </RgSection>
  );
}
