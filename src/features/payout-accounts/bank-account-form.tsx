import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  bindBankCard,
  getGetMemberInfoQueryKey,
  settle,
  useGetBankCardProvinces,
  useGetBanks,
  type BindConfig,
} from '@/api';
import { TextField } from '@/components/text-field';
import { paymentPasswordProblem } from '@/lib/funds-forms';
import { showToast } from '@/state/ui';
import { PayeeField } from './bind-fields';
import { refreshCards } from './card-list';
import { accountDigits, accountNoProblem, payeeProblem } from './card-rules';
import { CardFormFooter, useCardForm, type Problems } from './use-card-form';

type Field = 'province' | 'city' | 'bank' | 'branch' | 'payee' | 'accountNo' | 'paymentPassword';

/** Server refusals that belong to one field of this form. */
const FIELD_OF_CODE: Partial<Record<string, Field>> = {
  PROVINCE_REQUIRED: 'province',
  UNKNOWN_PROVINCE: 'province',
  CITY_REQUIRED: 'city',
  UNKNOWN_CITY: 'city',
  BANK_NOT_SUPPORTED: 'bank',
  BRANCH_REQUIRED: 'branch',
  INVALID_PAYEE_NAME: 'payee',
  PAYEE_NAME_MISMATCH: 'payee',
  PAYEE_LOCKED: 'payee',
  INVALID_ACCOUNT_NO: 'accountNo',
  CARD_ALREADY_BOUND: 'accountNo',
  PAYMENT_PASSWORD_INCORRECT: 'paymentPassword',
};

interface SelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  placeholder: string;
  disabled?: boolean;
  error?: string;
}

function SelectField({ label, value, onChange, options, placeholder, disabled, error }: SelectProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__input"
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface BankAccountFormProps {
  config: BindConfig;
  payeeOnFile: string | null;
}

/** Binds a bank card: where the branch is (province → city), the bank there, the branch, holder and number. */
export function BankAccountForm({ config, payeeOnFile }: BankAccountFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const provinces = useGetBankCardProvinces();
  const [provinceId, setProvinceId] = useState('');
  const [cityId, setCityId] = useState('');
  const [bankId, setBankId] = useState('');
  const [branch, setBranch] = useState('');
  const locked = !config.payeeNameEditable && Boolean(payeeOnFile);
  const [payee, setPayee] = useState(locked ? (payeeOnFile ?? '') : '');
  const [accountNo, setAccountNo] = useState('');
  const [password, setPassword] = useState('');
  const { problems, formProblem, submitting, clear, run } = useCardForm(FIELD_OF_CODE);

  const place = cityId ? { provinceId: Number(provinceId), cityId: Number(cityId) } : undefined;
  const banks = useGetBanks(place, { query: { enabled: place !== undefined } });
  const province = provinces.data?.find((p) => String(p.provinceId) === provinceId);
  const needsPassword = config.paymentPasswordRequired === true;

  const validate = (): Problems<Field> => {
    const next: Problems<Field> = {};
    if (!provinceId) next.province = t('wd_err_province');
    if (!cityId) next.city = t('wd_err_city');
    if (!bankId) next.bank = t('wd_err_bank');
    if (branch.trim() === '') next.branch = t('wd_err_branch');
    const payeeText = payeeProblem(payee, t);
    if (payeeText) next.payee = payeeText;
    const accountText = accountNoProblem(accountNo, t);
    if (accountText) next.accountNo = accountText;
    if (needsPassword) {
      const passwordText = paymentPasswordProblem(password, t);
      if (passwordText) next.paymentPassword = passwordText;
    }
    return next;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run({
      check: validate,
      send: () =>
        settle(
          bindBankCard(
            {
              type: 'BANK',
              bankId: Number(bankId),
              accountNo: accountDigits(accountNo),
              payeeName: payee.trim().replace(/\s+/g, ' '),
              provinceId: Number(provinceId),
              cityId: Number(cityId),
              branch: branch.trim(),
              ...(needsPassword ? { paymentPassword: password } : {}),
            },
            { silent: true },
          ),
        ),
      onSuccess: () => {
        refreshCards(queryClient);
        void queryClient.invalidateQueries({ queryKey: getGetMemberInfoQueryKey() });
        showToast('wd_card_added', { kind: 'success' });
        void navigate('/member/bankCard');
      },
    });
  };

  return (
    <form className="card-form" onSubmit={(event) => void submit(event)} noValidate>
      <SelectField
        label={t('wd_province')}
        placeholder={t('wd_choose_province')}
        value={provinceId}
        onChange={(value) => {
          setProvinceId(value);
          setCityId('');
          setBankId('');
          clear('province');
        }}
        options={(provinces.data ?? []).map((p) => ({ value: String(p.provinceId), label: p.displayName }))}
        disabled={!provinces.data}
        error={problems.province}
      />
      <SelectField
        label={t('wd_city')}
        placeholder={t('wd_choose_city')}
        value={cityId}
        onChange={(value) => {
          setCityId(value);
          setBankId('');
          clear('city');
        }}
        options={(province?.cities ?? []).map((c) => ({ value: String(c.cityId), label: c.displayName }))}
        disabled={!province}
        error={problems.city}
      />
      <SelectField
        label={t('wd_bank')}
        placeholder={t('wd_choose_bank')}
        value={bankId}
        onChange={(value) => {
          setBankId(value);
          clear('bank');
        }}
        options={(banks.data ?? [])
          .filter((b) => b.type === 'BANK')
          .map((b) => ({ value: String(b.bankId), label: b.bankName }))}
        disabled={!banks.data}
        error={problems.bank}
      />
      <TextField
        label={t('wd_branch')}
        value={branch}
        onChange={(event) => {
          setBranch(event.target.value);
          clear('branch');
        }}
        hint={t('wd_branch_hint')}
        error={problems.branch}
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
      <TextField
        label={t('wd_account_no')}
        inputMode="numeric"
        autoComplete="off"
        value={accountNo}
        onChange={(event) => {
          setAccountNo(event.target.value.replace(/[^\d\s-]/g, ''));
          clear('accountNo');
        }}
        error={problems.accountNo}
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
        {t('wd_bind_card')}
      </CardFormFooter>
    </form>
  );
}
