import { useTranslation } from 'react-i18next';
import { FormPassword, FormText } from '@/components/form';
import { paymentPasswordProblem, PAYMENT_PASSWORD_LENGTH } from '@/lib/funds-forms';
import { payeeProblem } from '@/lib/payee';

type Translate = (key: string) => string;

/** The rules a binding shares: the holder's name, and the payment password when the settings ask for one. */
export const bindingRules = (
  values: { payee: string; paymentPassword: string },
  needsPassword: boolean,
  t: Translate,
) => ({
  payee: payeeProblem(values.payee, t),
  paymentPassword: needsPassword ? paymentPasswordProblem(values.paymentPassword, t) : null,
});

/** The holder's name as the server takes it: spaces around and runs of spaces inside dropped. */
export const cleanPayee = (raw: string) => raw.trim().replace(/\s+/g, ' ');

/** The payee: the first card fixes the name on file, so every later card carries the same one (read-only). */
export function PayeeField({ locked }: { locked: boolean }) {
  const { t } = useTranslation();
  return (
    <FormText
      name="payee"
      label={t('wd_payee')}
      autoComplete="name"
      readOnly={locked}
      hint={locked ? t('wd_payee_locked') : t('wd_payee_hint')}
    />
  );
}

/** The payment password a binding asks for when the settings require one. */
export function BindingPasswordField() {
  const { t } = useTranslation();
  return (
    <FormPassword
      name="paymentPassword"
      label={t('member_payment_password')}
      digits={PAYMENT_PASSWORD_LENGTH}
    />
  );
}
