import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { settle } from '@/api';
import {
  getGetGamingLimitsQueryKey,
  setGamingLimits,
  type GamingLimits,
  type LimitAmounts,
  type LimitKind,
  type PeriodLimit,
} from '@/api/areas/responsible';
import { FormAmount, FormSubmit, KitForm, useKitForm } from '@/components/form';
import { shownDateTime } from '@/lib/shown-instant';
import { formatMoney } from '@/lib/money';
import { showToast } from '@/state/ui';
import { RgSection } from './rg-section';

type Kind = 'DEPOSIT' | 'SPEND';
const PERIODS = ['daily', 'weekly', 'monthly'] as const;
type Period = (typeof PERIODS)[number];
type LimitValues = Record<Period, string>;

/** One period's limit: what is used, a bar of it, what is left, and a raise that waits its 24 hours. */
function LimitRow({ limit }: { limit: PeriodLimit }) {
  const { t } = useTranslation();
  const label = t(`rg_period_${limit.period}`);
  const used = formatMoney(limit.used);
  return (
    <li className="rg-limit">
      <div className="rg-limit__head">
        <span className="rg-limit__period">{label}</span>
        <span>
          {limit.limit === null
            ? t('rg_used_no_limit', { used })
            : t('rg_used_of', { used, limit: formatMoney(limit.limit) })}
        </span>
      </div>
      {limit.limit !== null ? (
        <>
          <progress
            className="rg-limit__bar"
            max={limit.limit}
            value={Math.min(limit.used, limit.limit)}
            aria-label={`${label}: ${t('rg_used_of', { used, limit: formatMoney(limit.limit) })}`}
          />
          <span className="rg-limit__left">{t('rg_left', { left: formatMoney(limit.remaining ?? 0) })}</span>
        </>
      ) : null}
      {limit.pendingFrom !== undefined ? (
        <p className="rg-limit__pending">
          {limit.pendingLimit === null || limit.pendingLimit === undefined
            ? t('rg_pending_none', { date: shownDateTime(limit.pendingFrom) })
            : t('rg_pending', {
                limit: formatMoney(limit.pendingLimit),
                date: shownDateTime(limit.pendingFrom),
              })}
        </p>
      ) : null}
    </li>
  );
}

const asField = (limit: PeriodLimit) => {
  // A raise that waits is what the player asked for: the form shows it, not the limit it replaces.
  const wanted = limit.pendingFrom !== undefined ? limit.pendingLimit : limit.limit;
  return wanted === null || wanted === undefined ? '' : String(wanted);
};

/** The limits of one kind (deposits or stakes) and the form that changes them. */
export function LimitsSection({ kind, limits }: { kind: Kind; limits: LimitKind }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const schema = useMemo(() => {
    const amount = z.string().refine((v) => v === '' || /^[1-9]\d{0,7}$/.test(v), t('rg_limit_whole'));
    return z.object({ daily: amount, weekly: amount, monthly: amount }).superRefine((values, ctx) => {
      // A week's limit below a day's (or a month's below either) could never be reached as set.
      const set = PERIODS.map((p) => (values[p] === '' ? null : Number(values[p])));
      for (let i = 1; i < set.length; i++) {
        const longer = set[i];
        const shorter = set.slice(0, i).filter((v): v is number => v !== null);
        if (longer !== null && shorter.some((v) => longer < v))
          ctx.addIssue({ code: 'custom', path: [PERIODS[i]], message: t('rg_limit_order') });
      }
    });
  }, [t]);
  const kit = useKitForm({
    schema,
    defaultValues: {
      daily: asField(limits.daily),
      weekly: asField(limits.weekly),
      monthly: asField(limits.monthly),
    } satisfies LimitValues,
    onSubmit: async (values: LimitValues) => {
      // Only what the player changed: a period sent again is a new request, and a raise that waits would
      // start its 24 hours over (the field shows that raise, so it looks unchanged and must stay unsent).
      const amounts: LimitAmounts = {};
      for (const period of PERIODS)
        if (values[period] !== asField(limits[period]))
          amounts[period] = values[period] === '' ? null : Number(values[period]);
      if (Object.keys(amounts).length === 0) {
        showToast('rg_limits_saved', { kind: 'success' });
        return;
      }
      const result = await settle(setGamingLimits({ kind, limits: amounts }, { silent: true }));
      if (!result.success) return result;
      queryClient.setQueryData<GamingLimits>(getGetGamingLimitsQueryKey(), result.data);
      showToast('rg_limits_saved', { kind: 'success' });
    },
  });
  return (
    <RgSection title={t(kind === 'DEPOSIT' ? 'rg_deposit_limits' : 'rg_spend_limits')}>
      <ul className="rg-limits">
        {PERIODS.map((period) => (
          <LimitRow key={period} limit={limits[period]} />
        ))}
      </ul>
      <KitForm kit={kit} className="account-form">
        {PERIODS.map((period) => (
          <FormAmount
            key={period}
            name={period}
            decimals={0}
            label={t('rg_limit_field', { period: t(`rg_period_${period.toUpperCase()}`) })}
            placeholder={t('rg_no_limit')}
          />
        ))}
        <p className="rg-muted">{t('rg_limit_hint')}</p>
        <FormSubmit>{t(kind === 'DEPOSIT' ? 'rg_save_deposit_limits' : 'rg_save_spend_limits')}</FormSubmit>
      </KitForm>
    </RgSection>
  );
}
