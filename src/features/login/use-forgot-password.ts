import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { settle } from '@/api';
import { resetPasswordByEmail } from '@/api/areas/sign-in';
import { useKitForm } from '@/components/form';
import { loginUsername, REQUIRED_KEY } from '@/lib/validation';

/** Forgot password (spec section 7): username and e-mail, sent form-encoded; the server mails a reset link. */
export function useForgotPassword(usernameOverride?: Parameters<typeof loginUsername>[1]) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const schema = useMemo(
    () =>
      z.object({
        username: loginUsername(t, usernameOverride),
        email: z
          .string()
          .trim()
          .min(1, { message: t(REQUIRED_KEY) })
          .pipe(z.email({ message: t('error_email') })),
      }),
    [t, usernameOverride],
  );

  const kit = useKitForm({
    schema,
    defaultValues: { username: '', email: '' },
    onSubmit: async ({ username, email }) => {
      // Silent: the server's refusal (e.g. the e-mail does not match) belongs on the form.
      const result = await settle(resetPasswordByEmail({ username, email }, { silent: true }));
      if (!result.success) return result;
      setSentTo(email);
    },
  });

  return { kit, sentTo };
}
