import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { getGetMemberInfoQueryKey, settle, useGetMemberInfo } from '@/api';
import { updateEmail } from '@/api/areas/account';
import { getGetSecurityConfigQueryKey } from '@/api/areas/withdraw';
import { FormSubmit, FormText, KitForm, useKitForm } from '@/components/form';
import { MemberScreen } from '@/components/member-screen';
import { ACCOUNT_WORDS } from '@/lib/account-errors';
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
  const kit = useKitForm({
    schema,
    defaultValues: { email: '' },
    words: ACCOUNT_WORDS,
    onSubmit: async ({ email }) => {
      const mail = email.trim();
      // The spec says the client encodes the address; URI encoding keeps "+" and other characters intact.
      const result = await settle(updateEmail({ mail: encodeURIComponent(mail) }, { silent: true }));
      if (!result.success) return result;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getGetMemberInfoQueryKey() }),
        queryClient.invalidateQueries({ queryKey: getGetSecurityConfigQueryKey() }),
      ]);
      showToast('email_saved', { kind: 'success' });
      void navigate('/member/securityCenter');
    },
  });
  const {
    reset,
    formState: { isDirty },
  } = kit.form;

  // The current address fills the field once known, unless the player has started typing.
  useEffect(() => {
    if (current && !isDirty) reset({ email: current });
  }, [current, isDirty, reset]);

  return (
    <MemberScreen titleKey="member_set_mail" backTo="/member/securityCenter">
      <KitForm kit={kit} className="account-form account-card" aria-busy={info.isPending}>
        <p className="account-form__intro">
          {current ? t('email_current', { email: current }) : t('email_not_set')}
        </p>
        <FormText
          name="email"
          label={t('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="juan.delacruz@example.com"
        />
        <FormSubmit>{t('save')}</FormSubmit>
      </KitForm>
    </MemberScreen>
  );
}
