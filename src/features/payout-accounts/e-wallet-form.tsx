import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { getGetMemberInfoQueryKey, settle } from '@/api';
import { bindBankCard, useGetWithdrawEWalletList, type BindConfig } from '@/api/areas/withdraw';
import { FormChoiceGroup, FormRadio, FormSubmit, FormText, KitForm, useKitForm } from '@/components/form';
import '@/components/choice.css';
import { checkedObject } from '@/lib/forms/checked-object';
import { FUNDS_WORDS } from '@/lib/funds-forms';
import { showToast } from '@/state/ui';
import { BindingPasswordField, bindingRules, cleanPayee, PayeeField } from './bind-fields';
import { refreshCards } from './card-list';
import { checkEWalletNumber } from './card-rules';

const FIELD_OF_CODE = {
  UNKNOWN_WALLET: 'wallet',
  BANK_NOT_SUPPORTED: 'wallet',
  INVALID_ACCOUNT_NO: 'number',
  CARD_ALREADY_BOUND: 'number',
  INVALID_PAYEE_NAME: 'payee',
  PAYEE_NAME_MISMATCH: 'payee',
  PAYEE_LOCKED: 'payee',
  PAYMENT_PASSWORD_INCORRECT: 'paymentPassword',
} as const;

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
  const locked = !config.payeeNameEditable && Boolean(payeeOnFile);
  const needsPassword = config.paymentPasswordRequired === true;

  const schema = useMemo(
    () =>
      checkedObject(
        { wallet: z.string(), number: z.string(), payee: z.string(), paymentPassword: z.string() },
        async (values) => ({
          wallet: values.wallet === '' ? t('wd_err_wallet') : null,
          number: (await checkEWalletNumber(values.number, t)).problem,
          ...bindingRules(values, needsPassword, t),
        }),
      ),
    [t, needsPassword],
  );
  const kit = useKitForm({
    schema,
    // Checked as the player goes: "Add e-wallet" waits for a valid form (spec section 5).
    validation: 'onTouched',
    defaultValues: { wallet: '', number: '', payee: locked ? (payeeOnFile ?? '') : '', paymentPassword: '' },
    fieldOfCode: FIELD_OF_CODE,
    words: FUNDS_WORDS,
    onSubmit: async (values) => {
      const { accountNo } = await checkEWalletNumber(values.number, t);
      const result = await settle(
        bindBankCard(
          {
            type: 'EWALLET',
            bankId: Number(values.wallet),
            accountNo,
            payeeName: cleanPayee(values.payee),
            ...(needsPassword ? { paymentPassword: values.paymentPassword } : {}),
          },
          { silent: true },
        ),
      );
      if (!result.success) return result;
      refreshCards(queryClient);
      void queryClient.invalidateQueries({ queryKey: getGetMemberInfoQueryKey() });
      showToast('wd_ewallet_added', { kind: 'success' });
      onDone();
    },
  });

  // The first wallet is chosen once the list is known (checked, so the button knows it is there).
  const first = wallets.data?.[0]?.bankId;
  const { getValues, setValue } = kit.form;
  useEffect(() => {
    if (first !== undefined && getValues('wallet') === '')
      setValue('wallet', String(first), { shouldValidate: true });
  }, [first, getValues, setValue]);

  return (
    <KitForm kit={kit} className="card-form">
      <FormChoiceGroup name="wallet" legend={t('wd_ewallet')}>
        {(wallets.data ?? []).map((wallet) => (
          <label key={wallet.bankId} className="choice card-form__choice">
            <FormRadio name="wallet" value={String(wallet.bankId)} />
            <span>{wallet.bankName}</span>
          </label>
        ))}
      </FormChoiceGroup>
      <FormText
        name="number"
        label={t('wd_ewallet_number')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="09171234567"
        hint={t('wd_ewallet_number_hint')}
      />
      <PayeeField locked={locked} />
      {needsPassword ? <BindingPasswordField /> : null}
      <FormSubmit alertClassName="card-form__alert">{t('wd_bind_ewallet')}</FormSubmit>
    </KitForm>
  );
}
