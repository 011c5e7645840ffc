import { memo, useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DepositPromotion } from '@/api/areas/deposit';
import { FormAmount, FormChoiceGroup, FormRadio, FormSubmit, KitForm } from '@/components/form';
import '@/components/choice.css';
import '@/components/layout.css';
import { formatMoney } from '@/lib/money';
import { channelSelectable, quickAmounts, type DepositChannelGroup } from './channels';
import type { DepositFormState } from './use-deposit-form';
import '@/components/panel.css';
import '@/components/chip.css';

export interface DepositFormProps {
  state: DepositFormState;
  groups: readonly DepositChannelGroup[];
  promotions: readonly DepositPromotion[];
  /** False while deposits are not allowed: the form stays readable but cannot be sent. */
  allowed: boolean;
}

/** Channel, amount (presets or typed), optional promotion; each problem under its own field. */
export function DepositForm({ state, groups, promotions, allowed }: DepositFormProps) {
  const { t } = useTranslation();
  const { kit, channel, limits, allowance } = state;
  const { form } = kit;
  const channelIds = useId();
  const promotionIds = useId();
  const decimals = limits?.decimals ?? 0;

  return (
    <KitForm kit={kit} className="panel panel--loose deposit-form" aria-label={t('deposit_form')}>
      <ChannelChoices groups={groups} idBase={channelIds} />

      {channel && limits ? <QuickAmounts form={form} amounts={quickAmounts(channel, limits)} /> : null}

      <FormAmount
        name="amount"
        label={t('deposit_amount')}
        decimals={decimals}
        hint={
          limits
            ? t('deposit_amount_hint', { min: formatMoney(limits.min), max: formatMoney(limits.max) })
            : t('deposit_choose_channel_first')
        }
      />
      {allowance !== null ? (
        <p className="deposit-muted">{t('rg_deposit_allowance', { left: formatMoney(allowance) })}</p>
      ) : null}

      {promotions.length > 0 ? (
        <FormChoiceGroup
          name="promotionId"
          legend={t('deposit_promotion')}
          className="stack stack--gap-2 plain-fieldset"
          legendClassName="deposit-fieldset__legend"
        >
          <label className="choice deposit-option">
            <FormRadio name="promotionId" value="" />
            <span className="deposit-option__text">
              <span className="deposit-option__name">{t('deposit_no_promotion')}</span>
            </span>
          </label>
          {promotions.map((p) => (
            <label key={p.promotionId} className="choice deposit-option">
              <FormRadio
                name="promotionId"
                value={String(p.promotionId)}
                aria-labelledby={`${promotionIds}-${p.promotionId}`}
                aria-describedby={`${promotionIds}-${p.promotionId}-min`}
              />
              <span className="deposit-option__text">
                <span id={`${promotionIds}-${p.promotionId}`} className="deposit-option__name">
                  {p.title}
                </span>
                <span id={`${promotionIds}-${p.promotionId}-min`} className="deposit-option__detail">
                  {t('deposit_promotion_min_hint', { min: formatMoney(p.minDeposit) })}
                </span>
              </span>
            </label>
          ))}
        </FormChoiceGroup>
      ) : null}

      <FormSubmit alertClassName="deposit-alert" busyLabel={t('deposit_submitting')} disabled={!allowed}>
        {t('deposit_submit')}
      </FormSubmit>
    </KitForm>
  );
}

/**
 * The channels, apart from the rest of the form: picking one or typing an amount re-renders the form, and on a
 * slow phone every channel's label drawn again was most of that tap's or key's delay (`npm run bench:inp`). A
 * radio shows its own checked state, so the list depends only on the channels.
 */
const ChannelChoices = memo(function ChannelChoices({
  groups,
  idBase,
}: {
  groups: readonly DepositChannelGroup[];
  idBase: string;
}) {
  const { t } = useTranslation();
  return (
    <FormChoiceGroup
      name="channelId"
      legend={t('deposit_channel')}
      className="stack stack--gap-2 plain-fieldset"
      legendClassName="deposit-fieldset__legend"
    >
      {groups.length === 0 ? <p className="deposit-muted">{t('deposit_no_channels')}</p> : null}
      {groups.map((group) => (
        <div key={group.channelName} className="deposit-channel-group">
          {group.available ? null : (
            <p className="deposit-channel-group__off">
              {t('deposit_channel_unavailable', {
                name: group.channels.map((c) => c.displayName).join(', '),
              })}
            </p>
          )}
          {group.channels.map((c) => {
            const limitsId = `${idBase}-${c.channelId}-limits`;
            const selectable = channelSelectable(group, c);
            return (
              <label
                key={c.channelId}
                className="choice deposit-option"
                aria-disabled={!selectable || undefined}
              >
                <FormRadio
                  name="channelId"
                  value={String(c.channelId)}
                  disabled={!selectable}
                  aria-labelledby={`${limitsId}-name`}
                  aria-describedby={limitsId}
                />
                <span className="deposit-option__text">
                  <span id={`${limitsId}-name`} className="deposit-option__name">
                    {c.displayName}
                  </span>
                  <span id={limitsId} className="deposit-option__detail">
                    {selectable
                      ? t('deposit_limits', { min: formatMoney(c.minAmount), max: formatMoney(c.maxAmount) })
                      : t('deposit_unavailable')}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      ))}
    </FormChoiceGroup>
  );
});

/** The preset amounts: the only part of the form that follows the typed amount (which preset is pressed). */
function QuickAmounts({ form, amounts }: { form: DepositFormState['kit']['form']; amounts: number[] }) {
  const { t } = useTranslation();
  const id = useId();
  const amount = useWatch({ control: form.control, name: 'amount' });
  const pickAmount = (value: number) => {
    form.setValue('amount', String(value), { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    form.clearErrors('amount');
  };
  return (
    <div className="deposit-quick" role="group" aria-labelledby={id}>
      <p id={id} className="deposit-fieldset__legend">
        {t('deposit_quick_amounts')}
      </p>
      <div className="deposit-quick__list">
        {amounts.map((value) => (
          <button
            key={value}
            type="button"
            className="chip deposit-chip"
            aria-pressed={amount === String(value)}
            onClick={() => pickAmount(value)}
          >
            {formatMoney(value)}
          </button>
        ))}
      </div>
    </div>
  );
}
