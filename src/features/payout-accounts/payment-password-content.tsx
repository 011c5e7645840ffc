import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { settle } from '@/api';
import {
  changePaymentPassword,
  getGetBindConfigQueryKey,
  getGetSecurityConfigQueryKey,
  setPaymentPassword,
  useGetSecurityConfig,
} from '@/api/areas/withdraw';
import { ButtonLink } from '@/components/button-link';
import { FormPassword, FormSubmit, KitForm, useKitForm } from '@/components/form';
import { checkedObject, type FieldMessages } from '@/lib/forms/checked-object';
import { FUNDS_WORDS, paymentPasswordProblem, PAYMENT_PASSWORD_LENGTH } from '@/lib/funds-forms';
import { showToast } from '@/state/ui';
import { CardsLoading } from './cards-state';
import './cards.css';
import '@/components/panel.css';

type Field = 'old' | 'next' | 'confirm';

const FIELD_OF_CODE = {
  PAYMENT_PASSWORD_INCORRECT: 'old',
  same_password: 'next',
  inconsistent_twice: 'confirm',
  BAD_REQUEST: 'next',
} as const;

/** The checks of the payment password form: six digits each, the two new ones equal, the new one new. */
export function paymentPasswordFormProblems(
  values: { old?: string; next: string; confirm: string },
  t: (key: string) => string,
): FieldMessages<Field> {
  const problems: FieldMessages<Field> = {};
  if (values.old !== undefined) {
    const old = paymentPasswordProblem(values.old, t);
    if (old) problems.old = old;
  }
  const next = paymentPasswordProblem(values.next, t);
  if (next) problems.next = next;
  else if (values.old !== undefined && values.old === values.next) problems.next = t('wd_same_password');
  const confirm = paymentPasswordProblem(values.confirm, t);
  if (confirm) problems.confirm = confirm;
  else if (!next && values.confirm !== values.next) problems.confirm = t('wd_inconsistent_twice');
  return problems;
}

/** Set the payment password (new + confirm) or, once set, change it (old + new + confirm). */
export function PaymentPasswordContent() {
  const security = useGetSecurityConfig();
  if (!security.data) return <CardsLoading failed={security.isError} retry={() => void security.refetch()} />;
  return <PaymentPasswordForm isSet={security.data.paymentPassword.isComplete} />;
}

function PaymentPasswordForm({ isSet }: { isSet: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [done, setDone] = useState(false);
  const schema = useMemo(
    () =>
      checkedObject({ old: z.string(), next: z.string(), confirm: z.string() }, (values) =>
        paymentPasswordFormProblems({ ...values, old: isSet ? values.old : undefined }, t),
      ),
    [t, isSet],
  );
  const kit = useKitForm({
    schema,
    // Checked as the player goes: the button waits for a valid form (spec section 5).
    validation: 'onTouched',
    defaultValues: { old: '', next: '', confirm: '' },
    fieldOfCode: FIELD_OF_CODE,
    words: FUNDS_WORDS,
    onSubmit: async ({ old, next, confirm }) => {
      setDone(false);
      const result = await settle(
        isSet
          ? changePaymentPassword(
              { oldPaymentPassword: old, newPaymentPassword: next, confirmNewPaymentPassword: confirm },
              { silent: true },
            )
          : setPaymentPassword({ paymentPassword: next, confirmPaymentPassword: confirm }, { silent: true }),
      );
      if (!result.success) return result;
      kit.form.reset();
      setDone(true);
      showToast(isSet ? 'wd_pp_changed' : 'wd_pp_set', { kind: 'success' });
      void queryClient.invalidateQueries({ queryKey: getGetSecurityConfigQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getGetBindConfigQueryKey() });
    },
  });

  // A field compared with another is checked again when that one changes, once the player has been in it:
  // its message would otherwise stay after the other field mended it.
  const recheck = (name: Field) => {
    if (kit.form.getFieldState(name).isTouched) void kit.form.trigger(name);
  };

  return (
    <section className="panel cards-section">
      <p className="cards-section__note">{isSet ? t('wd_pp_change_intro') : t('wd_pp_set_intro')}</p>
      {done ? (
        <div className="cards-done" role="status">
          <p>{t('wd_pp_done')}</p>
          <ButtonLink to="/member/withdraw" variant="secondary" block>
            {t('wd_go_withdraw')}
          </ButtonLink>
        </div>
      ) : null}
      <KitForm kit={kit} className="card-form">
        {isSet ? (
          <FormPassword
            name="old"
            label={t('wd_pp_old')}
            digits={PAYMENT_PASSWORD_LENGTH}
            onEdit={() => recheck('next')}
          />
        ) : null}
        <FormPassword
          name="next"
          label={t('wd_pp_new')}
          hint={t('wd_pp_hint')}
          digits={PAYMENT_PASSWORD_LENGTH}
          onEdit={() => recheck('confirm')}
        />
        <FormPassword name="confirm" label={t('wd_pp_confirm')} digits={PAYMENT_PASSWORD_LENGTH} />
        <FormSubmit alertClassName="card-form__alert">
          {isSet ? t('wd_pp_change_submit') : t('wd_pp_set_submit')}
        </FormSubmit>
      </KitForm>
    </section>
  );
}
