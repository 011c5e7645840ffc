import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bindBankCard,
  getGetMemberInfoQueryKey,
  settle,
  useGetWithdrawEWalletList,
  type BindConfig,
} from '@/api';
import { TextField } from '@/components/text-field';
import '@/components/choice.css';
import { paymentPasswordProblem } from '@/lib/funds-forms';
import { showToast } from '@/state/ui';
import { PayeeField } from './bind-fields';
import { refreshCards } from './card-list';
import { checkEWalletNumber, payeeProblem } from './card-rules';
import { CardFormFooter, useCardForm, type Problems } from './use-card-form';

type Field = 'wallet' | 'number' | 'payee' | 'paymentPassword';

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
  const { problems, formProblem, submitting, clear, run } = useCardForm(FIELD_OF_CODE);
  const needsPassword = config.paymentPasswordRequired === true;
  const chosen = walletId ?? wallets.data?.[0]?.bankId ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let accountNo = '';
    await run({
      check: async () => {
        const next: Problems<Field> = {};
        if (chosen === null) next.wallet = t('wd_err_wallet');
        const checked = await checkEWalletNumber(number, t);
        if (checked.problem) next.number = checked.problem;
        accountNo = checked.accountNo;
        const payeeText = payeeProblem(payee, t);
        if (payeeText) next.payee = payeeText;
        if (needsPassword) {
          const passwordText = paymentPasswordProblem(password, t);
          if (passwordText) next.paymentPassword = passwordText;
        }
        return next;
      },
      send: () =>
        settle(
          bindBankCard(
            {
              type: 'EWALLET',
              // check() has refused a missing wallet, so send() only runs with one chosen.
              bankId: chosen ?? 0,
              accountNo,
              payeeName: payee.trim().replace(/\s+/g, ' '),
              ...(needsPassword ? { paymentPassword: password } : {}),
            },
            { silent: true },
          ),
        ),
      onSuccess: () => {
        refreshCards(queryClient);
        void queryClient.invalidateQueries({ queryKey: getGetMemberInfoQueryKey() });
        showToast('wd_ewallet_added', { kind: 'success' });
        onDone();
      },
    });
  };

  return (
    <form className="card-form" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="choice-group">
        <legend className="field__label">{t('wd_ewallet')}</legend>
        {(wallets.data ?? []).map((wallet) => (
          <label key={wallet.bankId} className="choice card-form__choice">
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
      <CardFormFooter
        problem={formProblem}
        submitting={submitting}
        password={
          needsPassword
            ? {
                value: password,
                onChange: setPassword,
                clear: () => clear('paymentPassword'),
                error: problems.paymentPassword,
              }
            : undefined
        }
      >
        {t('wd_bind_ewallet')}
      </CardFormFooter>
    </form>
  );
}
