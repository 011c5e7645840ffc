import { useTranslation } from 'react-i18next';
import { FormCheckbox, FormPassword, FormSubmit, FormText, KitForm } from '@/components/form';
import type { LoginFormState } from './use-login-form';

export function LoginForm({ kit }: { kit: LoginFormState }) {
  const { t } = useTranslation();
  return (
    <KitForm kit={kit} className="login-form">
      <FormText
        name="username"
        label={t('username')}
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
      />
      <FormPassword name="password" label={t('password')} autoComplete="current-password" />
      <FormCheckbox name="ageConfirmed" label={t('confirm_age')} />
      <FormSubmit alertClassName="login-form__error">{t('login')}</FormSubmit>
    </KitForm>
  );
}
