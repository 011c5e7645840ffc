import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { changePassword, settle } from '@/api';
import { FormSubmit } from '@/components/form-alert';
import { MemberScreen } from '@/components/member-screen';
import { TextField } from '@/components/text-field';
import { useAccountStatus } from '@/components/use-account-status';
import { problemText } from '@/lib/account-errors';
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
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    trigger,
    getFieldState,
    formState: { errors, isValid, isSubmitting },
  } = useForm<LoginPasswordValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    const result = await settle(changePassword(values, { silent: true }));
    if (!result.success) {
      const field = FIELD_OF_CODE[result.code];
      if (field) setError(field, { message: problemText(result, t) }, { shouldFocus: true });
      else setProblem(problemText(result, t));
      return;
    }
    showToast('password_changed', { kind: 'success' });
    void navigate('/member/securityCenter');
  });

  return (
    <MemberScreen titleKey="member_login_password" backTo="/member/securityCenter">
      <form className="account-form account-card" onSubmit={submit} noValidate>
        <TextField
          label={t('old_password')}
          type="password"
          autoComplete="current-password"
          error={errors.oldPassword?.message}
          {...register('oldPassword')}
        />
        <TextField
          label={t('new_password')}
          type="password"
          autoComplete="new-password"
          hint={t('password_hint')}
          error={errors.newPassword?.message}
          {...register('newPassword', {
            // A confirmation already checked is checked again against the new value; an untouched one is
            // left alone, so no message appears under a field the player has not reached yet.
            onChange: () => {
              if (getFieldState('confirmNewPassword').isTouched) void trigger('confirmNewPassword');
            },
          })}
        />
        <TextField
          label={t('confirm_new_password')}
          type="password"
          autoComplete="new-password"
          error={errors.confirmNewPassword?.message}
          {...register('confirmNewPassword')}
        />
        <FormSubmit problem={problem} disabled={!isValid || isSubmitting} busy={isSubmitting}>
          {t('save')}
        </FormSubmit>
      </form>
    </MemberScreen>
  );
}
