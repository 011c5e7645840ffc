import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { FormSubmit, FormText, KitForm } from '@/components/form';
import { Sheet } from '@/components/sheet';
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
  const { kit, sentTo } = useForgotPassword(usernameOverride);

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
        <KitForm kit={kit} className="forgot-password">
          <p className="forgot-password__intro">{t('forgot_password_intro')}</p>
          <FormText
            name="username"
            label={t('username')}
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
          />
          <FormText name="email" label={t('email')} type="email" inputMode="email" autoComplete="email" />
          <FormSubmit alertClassName="login-form__error">{t('forgot_password_send')}</FormSubmit>
        </KitForm>
      )}
    </Sheet>
  );
}
