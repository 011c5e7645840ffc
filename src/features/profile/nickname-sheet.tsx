import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { getGetMemberInfoQueryKey, settle } from '@/api';
import { updateNickname } from '@/api/areas/account';
import { FormSubmit, FormText, KitForm, useKitForm } from '@/components/form';
import { Sheet } from '@/components/sheet';
import { useAccountStatus } from '@/components/use-account-status';
import { ACCOUNT_WORDS } from '@/lib/account-errors';
import { cleanNickname, nicknameField } from '@/lib/account-rules';
import { showToast } from '@/state/ui';

/** The nickname popup of the member home: required, the nickname rule, saved by the nickname call. */
export function NicknameSheet({ current, onClose }: { current: string; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { overrides } = useAccountStatus();
  const override = overrides.get('nickname');
  const schema = useMemo(() => z.object({ nickname: nicknameField(t, override) }), [t, override]);
  const kit = useKitForm({
    schema,
    validation: 'onChange',
    defaultValues: { nickname: current },
    failuresOn: 'nickname',
    words: ACCOUNT_WORDS,
    onSubmit: async (values) => {
      const nickname = cleanNickname(values.nickname);
      const result = await settle(updateNickname({ nickname }, { silent: true }));
      if (!result.success) return result;
      await queryClient.invalidateQueries({ queryKey: getGetMemberInfoQueryKey() });
      showToast('nickname_saved', { kind: 'success' });
      onClose();
    },
  });

  return (
    <Sheet title={t('edit_nickname')} onClose={onClose} closeLabel={t('close')}>
      <KitForm kit={kit} className="account-form">
        <FormText name="nickname" label={t('nickname')} autoComplete="nickname" hint={t('nickname_hint')} />
        <FormSubmit>{t('save')}</FormSubmit>
      </KitForm>
    </Sheet>
  );
}
