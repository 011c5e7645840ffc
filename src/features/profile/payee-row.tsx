import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { getGetMemberInfoQueryKey, settle } from '@/api';
import { updateMemberInfo } from '@/api/areas/account';
import { FormSubmit, FormText, KitForm, useKitForm } from '@/components/form';
import { IconButton } from '@/components/icon-button';
import { EditIcon } from '@/components/icons/edit-icon';
import { Sheet } from '@/components/sheet';
import { ACCOUNT_WORDS } from '@/lib/account-errors';
import { cleanPayee, payeeField } from '@/lib/payee';
import { showToast } from '@/state/ui';

/**
 * The member card's account name (the payee withdrawals are paid to): shown when it is on file, otherwise set
 * once here through the profile update. Changing it afterwards is customer service's (the server says
 * PAYEE_LOCKED), so there is no edit button for a name on file.
 */
export function PayeeRow({ payee }: { payee: string | null }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <div className="member-card__id">
      <span>
        {t('wd_payee')}{' '}
        <span className={payee ? 'member-card__id-value' : 'member-card__payee-unset'}>
          {payee || t('payee_not_set')}
        </span>
      </span>
      {payee ? null : (
        <IconButton label={t('payee_set')} icon={<EditIcon size={20} />} onClick={() => setEditing(true)} />
      )}
      {editing ? <PayeeSheet onClose={() => setEditing(false)} /> : null}
    </div>
  );
}

/** The account name popup: required, a name's characters, saved by POST /wps/member/info. */
function PayeeSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const schema = useMemo(() => z.object({ payee: payeeField(t) }), [t]);
  const kit = useKitForm({
    schema,
    validation: 'onChange',
    defaultValues: { payee: '' },
    failuresOn: 'payee',
    words: ACCOUNT_WORDS,
    onSubmit: async (values) => {
      const result = await settle(updateMemberInfo({ payee: cleanPayee(values.payee) }, { silent: true }));
      if (!result.success) return result;
      // The answer is the member as the server now has it.
      queryClient.setQueryData(getGetMemberInfoQueryKey(), result.data);
      showToast('payee_saved', { kind: 'success' });
      onClose();
    },
  });

  return (
    <Sheet title={t('payee_set')} onClose={onClose} closeLabel={t('close')}>
      <KitForm kit={kit} className="account-form">
        <FormText name="payee" label={t('wd_payee')} autoComplete="name" hint={t('payee_hint')} />
        <FormSubmit>{t('save')}</FormSubmit>
      </KitForm>
    </Sheet>
  );
}
