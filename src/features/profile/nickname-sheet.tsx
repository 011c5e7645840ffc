import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { getGetMemberInfoQueryKey, settle, updateNickname } from '@/api';
import { Button } from '@/components/button';
import { Sheet } from '@/components/sheet';
import { TextField } from '@/components/text-field';
import { useAccountStatus } from '@/components/use-account-status';
import { problemText } from '@/lib/account-errors';
import { cleanNickname, nicknameField } from '@/lib/account-rules';
import { showToast } from '@/state/ui';

/** The nickname popup of the member home: required, the nickname rule, saved by the nickname call. */
export function NicknameSheet({ current, onClose }: { current: string; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { overrides } = useAccountStatus();
  const override = overrides.get('nickname');
  const schema = useMemo(() => z.object({ nickname: nicknameField(t, override) }), [t, override]);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { nickname: current },
  });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    const nickname = cleanNickname(values.nickname);
    const result = await settle(updateNickname({ nickname }, { silent: true }));
    if (!result.success) {
      setServerError(problemText(result, t));
      return;
    }
    await queryClient.invalidateQueries({ queryKey: getGetMemberInfoQueryKey() });
    showToast('nickname_saved', { kind: 'success' });
    onClose();
  });

  return (
    <Sheet title={t('edit_nickname')} onClose={onClose} closeLabel={t('close')}>
      <form className="account-form" onSubmit={submit} noValidate>
        <TextField
          label={t('nickname')}
          autoComplete="nickname"
          hint={t('nickname_hint')}
          error={errors.nickname?.message ?? serverError ?? undefined}
          {...register('nickname', { onChange: () => setServerError(null) })}
        />
        <Button type="submit" block disabled={!isValid || isSubmitting} aria-busy={isSubmitting}>
          {t('save')}
        </Button>
      </form>
    </Sheet>
  );
}
