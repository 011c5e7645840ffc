import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { PageHeader } from '@/components/page-header';
import { TextField } from '@/components/text-field';
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
  const form = useForm({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { nickname: '', agree: false },
  });
  const {
    register,
    reset,
    formState: { errors, isValid, isSubmitting },
  } = form;
  const submit = form.handleSubmit(({ nickname }) => {
    showToast('test_form_saved', { kind: 'success', params: { name: nickname } });
    reset();
  });

  return (
    <div className="stack stack--gap-4">
      <PageHeader title={t('test_form_title')} backTo="/test" backLabel={t('back')} />
      <form className="panel panel--loose" onSubmit={submit} noValidate>
        <TextField
          label={t('nickname')}
          autoComplete="nickname"
          error={errors.nickname?.message}
          {...register('nickname')}
        />
        <Checkbox label={t('test_form_agree')} error={errors.agree?.message} {...register('agree')} />
        <Button type="submit" block disabled={!isValid || isSubmitting}>
          {t('save')}
        </Button>
      </form>
    </div>
  );
}
