import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { getGetWalletBalanceQueryKey, settle } from '@/api';
import {
  getGetSecurityConfigQueryKey,
  getGetWithdrawRecordsQueryKey,
  getGetWithdrawSettingsQueryKey,
  useGetWithdrawCharges,
  withdraw,
  type BankCard,
  type WithdrawResult,
  type WithdrawSettings,
} from '@/api/areas/withdraw';
import { Amount } from '@/components/amount';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import {
  FormAmount,
  FormChoiceGroup,
  FormPassword,
  FormRadio,
  FormSubmit,
  KitForm,
  useKitForm,
} from '@/components/form';
import '@/components/choice.css';
import { amountValue } from '@/lib/amount-input';
import { checkedObject } from '@/lib/forms/checked-object';
import { FUNDS_WORDS, paymentPasswordProblem, PAYMENT_PASSWORD_LENGTH } from '@/lib/funds-forms';
import { createAttemptKeys } from '@/lib/idempotency';
import { formatMoney } from '@/lib/money';
import { SmsCodeField } from './sms-code-field';
import {
  amountProblemText,
  checkWithdrawAmount,
  WITHDRAW_FIELD_OF_CODE,
  withdrawalBreakdown,
} from './withdraw-rules';
import '@/components/panel.css';

export interface WithdrawFormProps {
  settings: WithdrawSettings;
  cards: readonly BankCard[];
  balance: number | null;
  smsEveryTime: boolean;
  onDone: (result: WithdrawResult) => void;
}

/** How long the amount rests before its fee is asked for, so typing "1500" is one call, not four. */
const FEE_DEBOUNCE_MS = 300;

export function WithdrawForm({ settings, cards, balance, smsEveryTime, onDone }: WithdrawFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  // One key per attempt (src/lib/idempotency.ts): a retry after no answer reuses it, so the server makes one
  // withdrawal; a refused attempt (a wrong payment password) is over, and the next one gets a new key.
  const [attempt] = useState(() => createAttemptKeys());
  const limits = { min: settings.min, max: settings.max, balance };

  const schema = useMemo(
    () =>
      checkedObject(
        { cardId: z.string(), amount: z.string(), paymentPassword: z.string(), verificationCode: z.string() },
        (values) => {
          const amountProblem = checkWithdrawAmount(amountValue(values.amount), {
            min: settings.min,
            max: settings.max,
            balance,
          });
          return {
            amount: amountProblem && amountProblemText(amountProblem, t),
            paymentPassword: paymentPasswordProblem(values.paymentPassword, t),
            verificationCode:
              smsEveryTime && values.verificationCode.trim() === '' ? t('enter_verification_code') : null,
          };
        },
      ),
    [t, settings.min, settings.max, balance, smsEveryTime],
  );
  const kit = useKitForm({
    schema,
    // Checked as the player goes: "Withdraw" waits for a valid form (spec section 5).
    validation: 'onTouched',
    defaultValues: {
      cardId: String((cards.find((c) => c.isDefault) ?? cards[0]).id),
      amount: '',
      paymentPassword: '',
      verificationCode: '',
    },
    fieldOfCode: WITHDRAW_FIELD_OF_CODE,
    words: FUNDS_WORDS,
    // The tap only checks and asks for confirmation; the call is the confirmation's (send below).
    onSubmit: (values) => {
      setFeeAmount(amountValue(values.amount));
      setConfirming(true);
    },
  });
  const { control, getValues } = kit.form;
  const [cardId, amountText] = useWatch({ control, name: ['cardId', 'amount'] });

  const decimals = settings.decimals ?? 0;
  const amount = amountValue(amountText);
  const amountProblem = checkWithdrawAmount(amount, limits);

  const [feeAmount, setFeeAmount] = useState<number | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setFeeAmount(amountProblem ? null : amount), FEE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [amount, amountProblem]);
  const charges = useGetWithdrawCharges(
    { amount: feeAmount ?? 0 },
    { query: { enabled: feeAmount !== null }, request: { silent: true } },
  );
  const breakdown =
    charges.data && feeAmount !== null && feeAmount === amount
      ? withdrawalBreakdown(feeAmount, charges.data)
      : null;

  // The fee is shown before the player confirms; only a failed fee call lets them go on without it.
  const feeLoading = !breakdown && !charges.isError;
  const card = cards.find((c) => String(c.id) === cardId) ?? cards[0];
  // Said by the rules or by the server, a short balance comes with the way to top up.
  const { errors } = useFormState({ control, name: 'amount' });
  const insufficient = errors.amount?.message === t('wd_insufficient_balance');

  const send = async () => {
    if (amount === null) return;
    const idempotencyKey = attempt.keyFor(`${card.id}|${amount}`);
    const { paymentPassword, verificationCode } = getValues();
    const result = await settle(
      withdraw(
        {
          amount,
          bankCardId: card.id,
          paymentPassword,
          ...(smsEveryTime ? { verificationCode: verificationCode.trim() } : {}),
        },
        { idempotencyKey, silent: true },
      ),
    );
    attempt.settle(result);
    setConfirming(false);
    if (result.success) {
      // The money has left the wallet and one of today's withdrawals is used.
      void queryClient.invalidateQueries({ queryKey: getGetWalletBalanceQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getGetWithdrawSettingsQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getGetWithdrawRecordsQueryKey() });
      onDone(result.data);
      return;
    }
    if (result.code === 'PAYMENT_PASSWORD_NOT_SET')
      void queryClient.invalidateQueries({ queryKey: getGetSecurityConfigQueryKey() });
    kit.report(result);
  };
  const submitting = kit.sending;

  return (
    <KitForm kit={kit} className="panel panel--loose withdraw-form">
      <FormChoiceGroup name="cardId" legend={t('wd_withdraw_to')}>
        {cards.map((c) => (
          <label key={c.id} className="choice">
            <FormRadio name="cardId" value={String(c.id)} />
            <span>
              <span className="withdraw-accounts__bank">{c.bankName}</span>{' '}
              <span className="withdraw-accounts__number">{c.accountNo}</span>
            </span>
          </label>
        ))}
        <Link className="withdraw-link" to="/member/fundAccount">
          {t('wd_manage_accounts')}
        </Link>
      </FormChoiceGroup>

      <FormAmount
        name="amount"
        label={t('wd_amount')}
        decimals={decimals}
        // More digits never bring an amount back under the maximum or the balance: said as it is typed.
        checkAsTyped={(text) => {
          const problem = checkWithdrawAmount(amountValue(text), limits)?.key;
          return problem === 'wd_amount_above_max' || problem === 'wd_insufficient_balance';
        }}
        hint={t('wd_limits', { min: formatMoney(settings.min), max: formatMoney(settings.max) })}
      />
      {insufficient ? (
        <Link className="withdraw-link" to="/member/deposit">
          {t('wd_top_up')}
        </Link>
      ) : null}
      <p className="withdraw-fee" aria-live="polite">
        {breakdown ? (
          t('wd_fee_line', { fee: formatMoney(breakdown.fee), received: formatMoney(breakdown.received) })
        ) : (
          <span className="withdraw-fee__muted">{t('wd_fee_hint')}</span>
        )}
      </p>

      <FormPassword
        name="paymentPassword"
        label={t('member_payment_password')}
        digits={PAYMENT_PASSWORD_LENGTH}
      />

      {smsEveryTime ? <SmsCodeField name="verificationCode" /> : null}

      <FormSubmit alertClassName="withdraw-alert">{t('withdraw')}</FormSubmit>

      {confirming ? (
        <Dialog
          title={t('wd_confirm_title')}
          onClose={() => {
            if (!submitting) setConfirming(false);
          }}
          actions={
            <>
              <Button block disabled={submitting || feeLoading} onClick={() => void kit.run(send)}>
                {submitting ? t('wd_submitting') : t('wd_confirm')}
              </Button>
              <Button variant="secondary" block disabled={submitting} onClick={() => setConfirming(false)}>
                {t('wd_cancel')}
              </Button>
            </>
          }
        >
          <dl className="withdraw-summary">
            <dt>{t('wd_withdraw_to')}</dt>
            <dd>
              {card.bankName} {card.accountNo}
            </dd>
            <dt>{t('wd_amount')}</dt>
            <dd>
              <Amount value={amount ?? 0} />
            </dd>
            <dt>{t('wd_fee')}</dt>
            <dd>{breakdown ? <Amount value={breakdown.fee} /> : t('wd_fee_unknown')}</dd>
            <dt>{t('wd_received')}</dt>
            <dd>{breakdown ? <Amount value={breakdown.received} /> : t('wd_fee_unknown')}</dd>
          </dl>
        </Dialog>
      ) : null}
    </KitForm>
  );
}
