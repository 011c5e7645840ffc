import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { settle } from '@/api';
import { changePassword } from '@/api/areas/account';
import { FormPassword, FormSubmit, KitForm, useKitForm } from '@/components/form';
import { MemberScreen } from '@/components/member-screen';
import { useAccountStatus } from '@/components/use-account-status';
import { ACCOUNT_WORDS } from '@/lib/account-errors';
import { loginPasswordSchema, type LoginPasswordValues } from '@/lib/account-rules';
import { showToast } from '@/state/ui';
import '@/components/account-form.css';

/** Which field a refusal of the server belongs to, so the message stands under it. */
const FIELD_OF_CODE: Partial<Record<string, keyof LoginPasswordValues>> = {
  OLD_PASSWORD_INCORRECT: 'oldPassword',
  same_password: 'newPassword',
  inconsistent_twice: 'confirmNewPassword',
};

/**
 * The login-password change (spec sections 5 and 7): old, new and confirmation; the call's body travels
 * encrypted (the contract marks it, the fetch pipeline does it).
 */
export function LoginPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { overrides } = useAccountStatus();
  const override = overrides.get('loginPassword');
  const schema = useMemo(() => loginPasswordSchema(t, override), [t, override]);
  const kit = useKitForm({
    schema,
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    fieldOfCode: FIELD_OF_CODE,
    words: ACCOUNT_WORDS,
    onSubmit: async (values: LoginPasswordValues) => {
      const result = await settle(changePassword(values, { silent: true }));
      if (!result.success) return result;
      showToast('password_changed', { kind: 'success' });
      void navigate('/member/securityCenter');
    },
  });
  const { trigger, getFieldState } = kit.form;

  return (
    <MemberScreen titleKey="member_login_password" backTo="/member/securityCenter">
      <KitForm kit={kit} className="account-form account-card">
        <FormPassword name="oldPassword" label={t('old_password')} autoComplete="current-password" />
        <FormPassword
          name="newPassword"
          label={t('new_password')}
          autoComplete="new-password"
          hint={t('password_hint')}
          // A confirmation already checked is checked again against the new value; an untouched one is left
          // alone, so no message appears under a field the player has not reached yet.
          onEdit={() => {
            if (getFieldState('confirmNewPassword').isTouched) void trigger('confirmNewPassword');
          }}
        />
        <FormPassword
          name="confirmNewPassword"
          label={t('confirm_new_password')}
          autoComplete="new-password"
        />
        <FormSubmit>{t('save')}</FormSubmit>
      </KitForm>
    </MemberScreen>
  );
}
