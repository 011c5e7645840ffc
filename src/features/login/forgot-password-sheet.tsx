import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Sheet } from '@/components/sheet';
import { TextField } from '@/components/text-field';
import type { RuleOverride } from '@/lib/validation';
import { useForgotPassword } from './use-forgot-password';

export function ForgotPasswordSheet({
  onClose,
  usernameOverride,
}: {
  onClose: () => void;
  usernameOverride?: RuleOverride;
}) {
  const { t } = useTranslation();
  const { form, submit, sentTo, serverError } = useForgotPassword(usernameOverride);
  const {
    register,
    formState: { errors, isValid, isSubmitting },
  } = form;

  return (
    <Sheet title={t('forgot_password_title')} onClose={onClose} closeLabel={t('close')}>
      {sentTo ? (
        <div className="forgot-password__done" role="status">
          <p>{t('forgot_password_sent', { email: sentTo })}</p>
          <Button block onClick={onClose}>
            {t('ok')}
          </Button>
        </div>
      ) : (
        <form className="forgot-password" onSubmit={submit} noValidate>
          <p className="forgot-password__intro">{t('forgot_password_intro')}</p>
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
            label={t('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          {serverError ? (
            <p className="login-form__error" role="alert">
              {serverError}
            </p>
          ) : null}
          <Button type="submit" block disabled={!isValid || isSubmitting}>
            {t('forgot_password_send')}
          </Button>
        </form>
      )}
    </Sheet>
  );
}
