import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormCheckbox, FormSubmit, FormText, KitForm, useKitForm } from '@/components/form';
import { PageHeader } from '@/components/page-header';
import { formatRange, mustConfirm } from '@/lib/validation';
import { showToast } from '@/state/ui';
import '@/components/layout.css';
import '@/components/panel.css';
import './test-pages.css';

const NICKNAME_MAX = 20;

/** A real form with the kit's fields: validation on the field, a disabled submit until valid, a toast. */
export function TestFormPage() {
  const { t } = useTranslation();
  const schema = useMemo(
    () =>
      z.object({
        nickname: z
          .string()
          .trim()
          .min(1, t('required_limit'))
          .max(NICKNAME_MAX, formatRange(t('form_max_limit'), NICKNAME_MAX, NICKNAME_MAX)),
        agree: mustConfirm(t, 'test_form_agree_required'),
      }),
    [t],
  );
  const kit = useKitForm({
    schema,
    defaultValues: { nickname: '', agree: false },
    onSubmit: ({ nickname }) => {
      showToast('test_form_saved', { kind: 'success', params: { name: nickname } });
      kit.form.reset();
    },
  });

  return (
    <div className="stack stack--gap-4">
      <PageHeader title={t('test_form_title')} backTo="/test" backLabel={t('back')} />
      <KitForm kit={kit} className="panel panel--loose">
        <FormText name="nickname" label={t('nickname')} autoComplete="nickname" />
        <FormCheckbox name="agree" label={t('test_form_agree')} />
        <FormSubmit>{t('save')}</FormSubmit>
      </KitForm>
    </div>
  );
}
