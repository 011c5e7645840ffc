import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { settle } from '@/api';
import {
  getGetRealityCheckQueryKey,
  setRealityCheck,
  type RealityCheck,
  type RealityCheckIntervalMinutes,
} from '@/api/areas/responsible';
import { FormSelect, FormSubmit, KitForm, useKitForm } from '@/components/form';
import { showToast } from '@/state/ui';
import { RgSection } from './rg-section';

const INTERVALS = ['0', '30', '60', '120'] as const;
const schema = z.object({ interval: z.enum(INTERVALS) });

/** The reality-check interval, a setting of the player kept by the server. */
export function RealitySection({ current }: { current: RealityCheckIntervalMinutes }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const kit = useKitForm({
    schema,
    defaultValues: { interval: String(current) as (typeof INTERVALS)[number] },
    onSubmit: async ({ interval }) => {
      const intervalMinutes = Number(interval) as RealityCheckIntervalMinutes;
      const result = await settle(setRealityCheck({ intervalMinutes }, { silent: true }));
      if (!result.success) return result;
      queryClient.setQueryData<RealityCheck>(getGetRealityCheckQueryKey(), result.data);
      showToast('rg_reality_saved', { kind: 'success' });
    },
  });
  return (
    <RgSection title={t('rg_reality_title')} intro={t('rg_reality_intro')}>
      <KitForm kit={kit} className="account-form">
        <FormSelect
          name="interval"
          label={t('rg_reality_field')}
          options={INTERVALS.map((value) => ({ value, label: t(`rg_reality_${value}`) }))}
        />
        <FormSubmit>{t('rg_reality_save')}</FormSubmit>
      </KitForm>
    </RgSection>
  );
}
