import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bindBankCard,
  getGetMemberInfoQueryKey,
  settle,
  useGetWithdrawEWalletList,
  type BindConfig,
} from '@/api';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { showToast } from '@/state/ui';
import { failureText } from '../withdraw/failure-text';
import { PayeeField, PaymentPasswordField } from './bind-fields';
import { refreshCards } from './card-list';
import { checkEWalletNumber, payeeProblem, paymentPasswordProblem } from './card-rules';

type Field = 'wallet' | 'number' | 'payee' | 'paymentPassword';
type Problems = Partial<Record<Field, string>>;

const FIELD_OF_CODE: Partial<Record<string, Field>> = {
  UNKNOWN_WALLET: 'wallet',
  BANK_NOT_SUPPORTED: 'wallet',
  INVALID_ACCOUNT_NO: 'number',
  CARD_ALREADY_BOUND: 'number',
  INVALID_PAYEE_NAME: 'payee',
  PAYEE_NAME_MISMATCH: 'payee',
  PAYEE_LOCKED: 'payee',
  PAYMENT_PASSWORD_INCORRECT: 'paymentPassword',
};

export interface EWalletFormProps {
  config: BindConfig;
  payeeOnFile: string | null;
  onDone: () => void;
}

/** Binds a GCash or Maya account: the wallet, the holder's PH mobile number and the holder's name. */
export function EWalletForm({ config, payeeOnFile, onDone }: EWalletFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const wallets = useGetWithdrawEWalletList();
  const [walletId, setWalletId] = useState<number | null>(null);
  const [number, setNumber] = useState('');
  const locked = !config.payeeNameEditable && Boolean(payeeOnFile);
  const [payee, setPayee] = useState(locked ? (payeeOnFile ?? '') : '');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const needsPassword = config.paymentPasswordRequired === true;
  const chosen = walletId ?? wallets.data?.[0]?.bankId ?? null;

  const clear = (field: Field) => setProblems(({ [field]: _dropped, ...rest }) => rest);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setFormProblem(null);
    const next: Problems = {};
    if (chosen === null) next.wallet = t('wd_err_wallet');
    const checked = await checkEWalletNumber(number, t);
    if (checked.problem) next.number = checked.problem;
    const payeeText = payeeProblem(payee, t);
    if (payeeText) next.payee = payeeText;
    if (needsPassword) {
      const passwordText = paymentPasswordProblem(password, t);
      if (passwordText) next.paymentPassword = passwordText;
    }
    setProblems(next);
    if (Object.keys(next).length > 0 || chosen === null) {
      inFlight.current = false;
      return;
    }
    setSubmitting(true);
    const result = await settle(
      bindBankCard(
        {
          type: 'EWALLET',
          bankId: chosen,
          accountNo: checked.accountNo,
          payeeName: payee.trim().replace(/\s+/g, ' '),
          ...(needsPassword ? { paymentPassword: password } : {}),
        },
        { silent: true },
      ),
    );
    inFlight.current = false;
    setSubmitting(false);
    if (result.success) {
      refreshCards(queryClient);
      void queryClient.invalidateQueries({ queryKey: getGetMemberInfoQueryKey() });
      showToast('wd_ewallet_added', { kind: 'success' });
      onDone();
      return;
    }
    if (result.kind === 'unauthorized' || result.kind === 'cancelled') return;
    const field = FIELD_OF_CODE[result.code];
    const text = failureText(result, t);
    if (field) setProblems({ [field]: text });
    else setFormProblem(text);
  };

  return (
    <form className="card-form" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="card-form__choices">
        <legend className="field__label">{t('wd_ewallet')}</legend>
        {(wallets.data ?? []).map((wallet) => (
          <label key={wallet.bankId} className="card-form__choice">
            <input
              type="radio"
              name="e-wallet"
              value={wallet.bankId}
              checked={wallet.bankId === chosen}
              onChange={() => {
                setWalletId(wallet.bankId);
                clear('wallet');
              }}
            />
            <span>{wallet.bankName}</span>
          </label>
        ))}
        {problems.wallet ? <p className="field__error">{problems.wallet}</p> : null}
      </fieldset>
      <TextField
        label={t('wd_ewallet_number')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        value={number}
        placeholder="09171234567"
        onChange={(event) => {
          setNumber(event.target.value);
          clear('number');
        }}
        hint={t('wd_ewallet_number_hint')}
        error={problems.number}
      />
      <PayeeField
        value={payee}
        locked={locked}
        onChange={(value) => {
          setPayee(value);
          clear('payee');
        }}
        error={problems.payee}
      />
      {needsPassword ? (
        <PaymentPasswordField
          label={t('member_payment_password')}
          value={password}
          onChange={(value) => {
            setPassword(value);
            clear('paymentPassword');
          }}
          error={problems.paymentPassword}
        />
      ) : null}
      {formProblem ? (
        <p className="card-form__alert" role="alert">
          {formProblem}
        </p>
      ) : null}
      <Button type="submit" block disabled={submitting}>
        {t('wd_bind_ewallet')}
      </Button>
    </form>
  );
}
