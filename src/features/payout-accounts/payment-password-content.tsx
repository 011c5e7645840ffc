import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  changePaymentPassword,
  getGetBindConfigQueryKey,
  getGetSecurityConfigQueryKey,
  setPaymentPassword,
  settle,
  useGetSecurityConfig,
} from '@/api';
import { ButtonLink } from '@/components/button-link';
import { paymentPasswordProblem } from '@/lib/funds-forms';
import { showToast } from '@/state/ui';
import { PaymentPasswordField } from './bind-fields';
import { CardsLoading } from './cards-state';
import { CardFormFooter, useCardForm, type Problems } from './use-card-form';
import './cards.css';
import '@/components/panel.css';

type Field = 'old' | 'next' | 'confirm';

const FIELD_OF_CODE: Partial<Record<string, Field>> = {
  PAYMENT_PASSWORD_INCORRECT: 'old',
  same_password: 'next',
  inconsistent_twice: 'confirm',
  BAD_REQUEST: 'next',
};

/** The checks of the payment password form: six digits each, the two new ones equal, the new one new. */
export function paymentPasswordFormProblems(
  values: { old?: string; next: string; confirm: string },
  t: (key: string) => string,
): Problems<Field> {
  const problems: Problems<Field> = {};
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
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const security = useGetSecurityConfig();
  const [old, setOld] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const { problems, formProblem, submitting, clear, run } = useCardForm(FIELD_OF_CODE);
  const [done, setDone] = useState(false);

  if (!security.data) return <CardsLoading failed={security.isError} retry={() => void security.refetch()} />;
  const isSet = security.data.paymentPassword.isComplete;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run({
      check: () => {
        setDone(false);
        return paymentPasswordFormProblems({ old: isSet ? old : undefined, next, confirm }, t);
      },
      send: () =>
        settle(
          isSet
            ? changePaymentPassword(
                { oldPaymentPassword: old, newPaymentPassword: next, confirmNewPaymentPassword: confirm },
                { silent: true },
              )
            : setPaymentPassword(
                { paymentPassword: next, confirmPaymentPassword: confirm },
                { silent: true },
              ),
        ),
      onSuccess: () => {
        setOld('');
        setNext('');
        setConfirm('');
        setDone(true);
        showToast(isSet ? 'wd_pp_changed' : 'wd_pp_set', { kind: 'success' });
        void queryClient.invalidateQueries({ queryKey: getGetSecurityConfigQueryKey() });
        void queryClient.invalidateQueries({ queryKey: getGetBindConfigQueryKey() });
      },
    });
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
      <form className="card-form" onSubmit={(event) => void submit(event)} noValidate>
        {isSet ? (
          <PaymentPasswordField
            label={t('wd_pp_old')}
            autoComplete="current-password"
            value={old}
            onChange={(value) => {
              setOld(value);
              clear('old');
            }}
            error={problems.old}
          />
        ) : null}
        <PaymentPasswordField
          label={t('wd_pp_new')}
          autoComplete="new-password"
          hint={t('wd_pp_hint')}
          value={next}
          onChange={(value) => {
            setNext(value);
            clear('next');
          }}
          error={problems.next}
        />
        <PaymentPasswordField
          label={t('wd_pp_confirm')}
          autoComplete="new-password"
          value={confirm}
          onChange={(value) => {
            setConfirm(value);
            clear('confirm');
          }}
          error={problems.confirm}
        />
        <CardFormFooter problem={formProblem} submitting={submitting}>
          {isSet ? t('wd_pp_change_submit') : t('wd_pp_set_submit')}
        </CardFormFooter>
      </form>
    </section>
  );
}
