import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import {
  getGetMemberInfoQueryKey,
  getGetSecurityConfigQueryKey,
  settle,
  updateEmail,
  useGetMemberInfo,
} from '@/api';
import { FormSubmit } from '@/components/form-alert';
import { MemberScreen } from '@/components/member-screen';
import { TextField } from '@/components/text-field';
import { problemText } from '@/lib/account-errors';
import { emailField } from '@/lib/account-rules';
import { showToast } from '@/state/ui';
import '@/components/account-form.css';
import './verification.css';

/** The e-mail setting (spec section 2): the current address, and a validated new one saved by the call. */
export function SetMailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const info = useGetMemberInfo();
  const current = info.data?.email ?? '';
  const schema = useMemo(() => z.object({ email: emailField(t) }), [t]);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isValid, isSubmitting, isDirty },
  } = useForm({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { email: '' } });

  // The current address fills the field once known, unless the player has started typing.
  useEffect(() => {
    if (current && !isDirty) reset({ email: current });
  }, [current, isDirty, reset]);

  const submit = handleSubmit(async ({ email }) => {
    setProblem(null);
    const mail = email.trim();
    // The spec says the client encodes the address; URI encoding keeps "+" and other characters intact.
    const result = await settle(updateEmail({ mail: encodeURIComponent(mail) }, { silent: true }));
    if (!result.success) {
      setProblem(problemText(result, t));
      return;
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetMemberInfoQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getGetSecurityConfigQueryKey() }),
    ]);
    showToast('email_saved', { kind: 'success' });
    void navigate('/member/securityCenter');
  });

  return (
    <MemberScreen titleKey="member_set_mail" backTo="/member/securityCenter">
      <form className="account-form account-card" onSubmit={submit} noValidate aria-busy={info.isPending}>
        <p className="account-form__intro">
          {current ? t('email_current', { email: current }) : t('email_not_set')}
        </p>
        <TextField
          label={t('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="juan.delacruz@example.com"
          error={errors.email?.message}
          {...register('email')}
        />
        <FormSubmit problem={problem} disabled={!isValid || isSubmitting} busy={isSubmitting}>
          {t('save')}
        </FormSubmit>
      </form>
    </MemberScreen>
  );
}
