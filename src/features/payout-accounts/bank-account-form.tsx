import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { getGetMemberInfoQueryKey, settle } from '@/api';
import {
  bindBankCard,
  useGetBankCardProvinces,
  useGetBanks,
  useGetWithdrawBankList,
  type BindConfig,
} from '@/api/areas/withdraw';
import { FormSelect, FormSubmit, FormText, KitForm, useKitForm } from '@/components/form';
import { checkedObject } from '@/lib/forms/checked-object';
import { FUNDS_WORDS } from '@/lib/funds-forms';
import { showToast } from '@/state/ui';
import { BindingPasswordField, bindingRules, cleanPayee, PayeeField } from './bind-fields';
import { refreshCards } from './card-list';
import { accountDigits, accountNoProblem } from './card-rules';

/** Server refusals that belong to one field of this form. */
const FIELD_OF_CODE = {
  PROVINCE_REQUIRED: 'provinceId',
  UNKNOWN_PROVINCE: 'provinceId',
  CITY_REQUIRED: 'cityId',
  UNKNOWN_CITY: 'cityId',
  BANK_NOT_SUPPORTED: 'bankId',
  BRANCH_REQUIRED: 'branch',
  INVALID_PAYEE_NAME: 'payee',
  PAYEE_NAME_MISMATCH: 'payee',
  PAYEE_LOCKED: 'payee',
  INVALID_ACCOUNT_NO: 'accountNo',
  CARD_ALREADY_BOUND: 'accountNo',
  PAYMENT_PASSWORD_INCORRECT: 'paymentPassword',
} as const;

/** Account numbers are copied from passbooks with spaces and dashes; anything else is not typed in. */
const cleanAccountNo = (raw: string) => raw.replace(/[^\d\s-]/g, '');

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
  const payoutBanks = useGetWithdrawBankList();
  const locked = !config.payeeNameEditable && Boolean(payeeOnFile);
  const needsPassword = config.paymentPasswordRequired === true;

  const schema = useMemo(
    () =>
      checkedObject(
        {
          provinceId: z.string(),
          cityId: z.string(),
          bankId: z.string(),
          branch: z.string(),
          payee: z.string(),
          accountNo: z.string(),
          paymentPassword: z.string(),
        },
        (values) => ({
          provinceId: values.provinceId ? null : t('wd_err_province'),
          cityId: values.cityId ? null : t('wd_err_city'),
          bankId: values.bankId ? null : t('wd_err_bank'),
          branch: values.branch.trim() === '' ? t('wd_err_branch') : null,
          accountNo: accountNoProblem(values.accountNo, t),
          ...bindingRules(values, needsPassword, t),
        }),
      ),
    [t, needsPassword],
  );
  const kit = useKitForm({
    schema,
    // Checked as the player goes: "Add bank card" waits for a valid form (spec section 5).
    validation: 'onTouched',
    defaultValues: {
      provinceId: '',
      cityId: '',
      bankId: '',
      branch: '',
      payee: locked ? (payeeOnFile ?? '') : '',
      accountNo: '',
      paymentPassword: '',
    },
    fieldOfCode: FIELD_OF_CODE,
    words: FUNDS_WORDS,
    onSubmit: async (values) => {
      const result = await settle(
        bindBankCard(
          {
            type: 'BANK',
            bankId: Number(values.bankId),
            accountNo: accountDigits(values.accountNo),
            payeeName: cleanPayee(values.payee),
            provinceId: Number(values.provinceId),
            cityId: Number(values.cityId),
            branch: values.branch.trim(),
            ...(needsPassword ? { paymentPassword: values.paymentPassword } : {}),
          },
          { silent: true },
        ),
      );
      if (!result.success) return result;
      refreshCards(queryClient);
      void queryClient.invalidateQueries({ queryKey: getGetMemberInfoQueryKey() });
      showToast('wd_card_added', { kind: 'success' });
      void navigate('/member/bankCard');
    },
  });

  const { control, getValues, setValue } = kit.form;
  // A choice that another one empties is then missing: the button must know it at once, and a picker the
  // player had chosen in says it needs choosing again.
  const empty = (name: 'cityId' | 'bankId') => {
    if (getValues(name) !== '') setValue(name, '', { shouldValidate: true });
  };
  const [provinceId, cityId] = useWatch({ control, name: ['provinceId', 'cityId'] });
  const place = cityId ? { provinceId: Number(provinceId), cityId: Number(cityId) } : undefined;
  const banks = useGetBanks(place, { query: { enabled: place !== undefined } });
  const province = provinces.data?.find((p) => String(p.provinceId) === provinceId);

  return (
    <KitForm kit={kit} className="card-form">
      <FormSelect
        name="provinceId"
        label={t('wd_province')}
        placeholder={t('wd_choose_province')}
        options={(provinces.data ?? []).map((p) => ({ value: String(p.provinceId), label: p.displayName }))}
        disabled={!provinces.data}
        // Another province has other cities, and another city other banks.
        onEdit={() => {
          empty('cityId');
          empty('bankId');
        }}
      />
      <FormSelect
        name="cityId"
        label={t('wd_city')}
        placeholder={t('wd_choose_city')}
        options={(province?.cities ?? []).map((c) => ({ value: String(c.cityId), label: c.displayName }))}
        disabled={!province}
        onEdit={() => empty('bankId')}
      />
      <FormSelect
        name="bankId"
        label={t('wd_bank')}
        placeholder={t('wd_choose_bank')}
        // A bank with a branch in the city (banks) that also takes payouts (the withdraw bank list): a card
        // at any other could be bound but never paid.
        options={(banks.data ?? [])
          .filter((b) => b.type === 'BANK' && payoutBanks.data?.some((p) => p.bankId === b.bankId))
          .map((b) => ({ value: String(b.bankId), label: b.bankName }))}
        disabled={!banks.data || !payoutBanks.data}
      />
      <FormText name="branch" label={t('wd_branch')} hint={t('wd_branch_hint')} />
      <PayeeField locked={locked} />
      <FormText
        name="accountNo"
        label={t('wd_account_no')}
        inputMode="numeric"
        autoComplete="off"
        clean={cleanAccountNo}
      />
      {needsPassword ? <BindingPasswordField /> : null}
      <FormSubmit alertClassName="card-form__alert">{t('wd_bind_card')}</FormSubmit>
    </KitForm>
  );
}
