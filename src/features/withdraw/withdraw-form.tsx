import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  getGetSecurityConfigQueryKey,
  getGetWalletBalanceQueryKey,
  getGetWithdrawRecordsQueryKey,
  getGetWithdrawSettingsQueryKey,
  settle,
  useGetWithdrawCharges,
  withdraw,
  type BankCard,
  type WithdrawResult,
  type WithdrawSettings,
} from '@/api';
import { Amount } from '@/components/amount';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { TextField } from '@/components/text-field';
import '@/components/choice.css';
import { amountValue, sanitizeAmount } from '@/lib/amount-input';
import { failureText, paymentPasswordProblem } from '@/lib/funds-forms';
import { formatMoney } from '@/lib/money';
import { SmsCodeField } from './sms-code-field';
import {
  amountProblemText,
  checkWithdrawAmount,
  fieldOfCode,
  withdrawalBreakdown,
  type WithdrawField,
} from './withdraw-rules';
import '@/components/panel.css';

export interface WithdrawFormProps {
  settings: WithdrawSettings;
  cards: readonly BankCard[];
  balance: number | null;
  smsEveryTime: boolean;
  onDone: (result: WithdrawResult) => void;
}

type Problems = Partial<Record<WithdrawField, string>>;

/** How long the amount rests before its fee is asked for, so typing "1500" is one call, not four. */
const FEE_DEBOUNCE_MS = 300;

export function WithdrawForm({ settings, cards, balance, smsEveryTime, onDone }: WithdrawFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [cardId, setCardId] = useState(() => (cards.find((c) => c.isDefault) ?? cards[0]).id);
  const [amountText, setAmountText] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [insufficient, setInsufficient] = useState(false);
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // A ref as well as state: a double tap lands both taps before React re-renders the disabled button.
  const inFlight = useRef(false);
  // One key per intent (card and amount): a retry of the same withdrawal reuses it, so the server makes one.
  const intent = useRef<{ signature: string; key: string } | null>(null);

  const decimals = settings.decimals ?? 0;
  const amount = amountValue(amountText);
  const limits = { min: settings.min, max: settings.max, balance };
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
  const card = cards.find((c) => c.id === cardId) ?? cards[0];

  const validate = (): Problems => {
    const next: Problems = {};
    if (amountProblem) next.amount = amountProblemText(amountProblem, t);
    const passwordProblem = paymentPasswordProblem(password, t);
    if (passwordProblem) next.paymentPassword = passwordProblem;
    if (smsEveryTime && code.trim() === '') next.verificationCode = t('enter_verification_code');
    return next;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = validate();
    setProblems(next);
    setInsufficient(amountProblem?.key === 'wd_insufficient_balance');
    setFormProblem(null);
    if (Object.keys(next).length > 0) return;
    setFeeAmount(amount);
    setConfirming(true);
  };

  const confirm = async () => {
    if (inFlight.current || amount === null) return;
    inFlight.current = true;
    setSubmitting(true);
    const signature = `${card.id}|${amount}`;
    if (intent.current?.signature !== signature)
      intent.current = { signature, key: globalThis.crypto.randomUUID() };
    const result = await settle(
      withdraw(
        {
          amount,
          bankCardId: card.id,
          paymentPassword: password,
          ...(smsEveryTime ? { verificationCode: code.trim() } : {}),
        },
        { idempotencyKey: intent.current.key, silent: true },
      ),
    );
    inFlight.current = false;
    setSubmitting(false);
    setConfirming(false);
    if (result.success) {
      intent.current = null;
      // The money has left the wallet and one of today's withdrawals is used.
      void queryClient.invalidateQueries({ queryKey: getGetWalletBalanceQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getGetWithdrawSettingsQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getGetWithdrawRecordsQueryKey() });
      onDone(result.data);
      return;
    }
    // A 401 has already sent the player to the login screen; nothing here is left half done.
    if (result.kind === 'unauthorized' || result.kind === 'cancelled') return;
    const text = failureText(result, t);
    const field = fieldOfCode(result.code);
    if (result.code === 'PAYMENT_PASSWORD_NOT_SET')
      void queryClient.invalidateQueries({ queryKey: getGetSecurityConfigQueryKey() });
    if (field) {
      setProblems({ [field]: text });
      setInsufficient(result.code === 'INSUFFICIENT_BALANCE');
    } else setFormProblem(text);
  };

  return (
    <form className="panel panel--loose withdraw-form" onSubmit={onSubmit} noValidate>
      <fieldset className="choice-group">
        <legend className="field__label">{t('wd_withdraw_to')}</legend>
        {cards.map((c) => (
          <label key={c.id} className="choice">
            <input
              type="radio"
              name="withdraw-account"
              value={c.id}
              checked={c.id === card.id}
              onChange={() => setCardId(c.id)}
            />
            <span>
              <span className="withdraw-accounts__bank">{c.bankName}</span>{' '}
              <span className="withdraw-accounts__number">{c.accountNo}</span>
            </span>
          </label>
        ))}
        <Link className="withdraw-link" to="/member/fundAccount">
          {t('wd_manage_accounts')}
        </Link>
      </fieldset>

      <TextField
        label={t('wd_amount')}
        inputMode={decimals > 0 ? 'decimal' : 'numeric'}
        autoComplete="off"
        value={amountText}
        onChange={(event) => {
          setAmountText(sanitizeAmount(event.target.value, decimals));
          setProblems(({ amount: _dropped, ...rest }) => rest);
          setInsufficient(false);
        }}
        hint={t('wd_limits', { min: formatMoney(settings.min), max: formatMoney(settings.max) })}
        error={problems.amount}
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

      <TextField
        label={t('member_payment_password')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={password}
        onChange={(event) => {
          setPassword(event.target.value.replace(/\D/g, '').slice(0, 6));
          setProblems(({ paymentPassword: _dropped, ...rest }) => rest);
        }}
        error={problems.paymentPassword}
      />

      {smsEveryTime ? (
        <SmsCodeField
          value={code}
          onChange={(value) => {
            setCode(value);
            setProblems(({ verificationCode: _dropped, ...rest }) => rest);
          }}
          error={problems.verificationCode}
        />
      ) : null}

      {formProblem ? (
        <p className="withdraw-alert" role="alert">
          {formProblem}
        </p>
      ) : null}

      <Button type="submit" block disabled={submitting}>
        {t('withdraw')}
      </Button>

      {confirming ? (
        <Dialog
          title={t('wd_confirm_title')}
          onClose={() => {
            if (!submitting) setConfirming(false);
          }}
          actions={
            <>
              <Button block disabled={submitting || feeLoading} onClick={() => void confirm()}>
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
    </form>
  );
}
