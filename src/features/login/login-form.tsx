import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { TextField } from '@/components/text-field';
import type { LoginFormState } from './use-login-form';

export function LoginForm({ form, submit, serverError, sending }: LoginFormState) {
  const { t } = useTranslation();
  const {
    register,
    formState: { errors, isValid, isSubmitting },
  } = form;
  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <TextField
        label={t('username')}
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label={t('password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Checkbox label={t('confirm_age')} error={errors.ageConfirmed?.message} {...register('ageConfirmed')} />
      {serverError ? (
        <p className="login-form__error" role="alert">
          {serverError}
        </p>
      ) : null}
      <Button type="submit" block disabled={!isValid || isSubmitting || sending}>
        {t('login')}
      </Button>
    </form>
  );
}
