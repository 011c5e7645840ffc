import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DepositPromotion } from '@/api';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import '@/components/choice.css';
import { sanitizeAmount } from '@/lib/amount-input';
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
  const { form, submit, sending, channel, limits, formProblem } = state;
  const {
    register,
    setValue,
    formState: { errors, isSubmitted },
  } = form;
  const busy = sending || form.formState.isSubmitting;
  const amount = useWatch({ control: form.control, name: 'amount' });
  const ids = { channel: useId(), promotion: useId(), quick: useId() };
  const amountField = register('amount');
  const decimals = limits?.decimals ?? 0;
  const pickAmount = (value: number) =>
    setValue('amount', String(value), { shouldValidate: isSubmitted, shouldDirty: true });

  return (
    <form
      className="panel panel--loose deposit-form"
      onSubmit={submit}
      noValidate
      aria-label={t('deposit_form')}
    >
      <fieldset
        className="deposit-fieldset"
        aria-describedby={errors.channelId ? `${ids.channel}-error` : undefined}
      >
        <legend className="deposit-fieldset__legend">{t('deposit_channel')}</legend>
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
              const limitsId = `${ids.channel}-${c.channelId}-limits`;
              const selectable = channelSelectable(group, c);
              return (
                <label
                  key={c.channelId}
                  className="choice deposit-option"
                  aria-disabled={!selectable || undefined}
                >
                  <input
                    type="radio"
                    value={String(c.channelId)}
                    disabled={!selectable}
                    aria-labelledby={`${limitsId}-name`}
                    aria-describedby={limitsId}
                    {...register('channelId')}
                  />
                  <span className="deposit-option__text">
                    <span id={`${limitsId}-name`} className="deposit-option__name">
                      {c.displayName}
                    </span>
                    <span id={limitsId} className="deposit-option__detail">
                      {selectable
                        ? t('deposit_limits', {
                            min: formatMoney(c.minAmount),
                            max: formatMoney(c.maxAmount),
                          })
                        : t('deposit_unavailable')}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
        ))}
        {errors.channelId ? (
          <p id={`${ids.channel}-error`} className="field__error">
            {errors.channelId.message}
          </p>
        ) : null}
      </fieldset>

      {channel && limits ? (
        <div className="deposit-quick" role="group" aria-labelledby={ids.quick}>
          <p id={ids.quick} className="deposit-fieldset__legend">
            {t('deposit_quick_amounts')}
          </p>
          <div className="deposit-quick__list">
            {quickAmounts(channel, limits).map((value) => (
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
      ) : null}

      <TextField
        label={t('deposit_amount')}
        inputMode={decimals > 0 ? 'decimal' : 'numeric'}
        autoComplete="off"
        error={errors.amount?.message}
        hint={
          limits
            ? t('deposit_amount_hint', { min: formatMoney(limits.min), max: formatMoney(limits.max) })
            : t('deposit_choose_channel_first')
        }
        {...amountField}
        onChange={(event) => {
          event.target.value = sanitizeAmount(event.target.value, decimals);
          return amountField.onChange(event);
        }}
      />

      {promotions.length > 0 ? (
        <fieldset
          className="deposit-fieldset"
          aria-describedby={errors.promotionId ? `${ids.promotion}-error` : undefined}
        >
          <legend className="deposit-fieldset__legend">{t('deposit_promotion')}</legend>
          <label className="choice deposit-option">
            <input type="radio" value="" {...register('promotionId')} />
            <span className="deposit-option__text">
              <span className="deposit-option__name">{t('deposit_no_promotion')}</span>
            </span>
          </label>
          {promotions.map((p) => (
            <label key={p.promotionId} className="choice deposit-option">
              <input
                type="radio"
                value={String(p.promotionId)}
                aria-labelledby={`${ids.promotion}-${p.promotionId}`}
                aria-describedby={`${ids.promotion}-${p.promotionId}-min`}
                {...register('promotionId')}
              />
              <span className="deposit-option__text">
                <span id={`${ids.promotion}-${p.promotionId}`} className="deposit-option__name">
                  {p.title}
                </span>
                <span id={`${ids.promotion}-${p.promotionId}-min`} className="deposit-option__detail">
                  {t('deposit_promotion_min_hint', { min: formatMoney(p.minDeposit) })}
                </span>
              </span>
            </label>
          ))}
          {errors.promotionId ? (
            <p id={`${ids.promotion}-error`} className="field__error">
              {errors.promotionId.message}
            </p>
          ) : null}
        </fieldset>
      ) : null}

      {formProblem ? (
        <p className="deposit-alert" role="alert">
          {formProblem}
        </p>
      ) : null}
      <Button type="submit" block disabled={busy || !allowed} aria-busy={busy || undefined}>
        {busy ? t('deposit_submitting') : t('deposit_submit')}
      </Button>
    </form>
  );
}
