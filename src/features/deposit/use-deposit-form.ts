import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { settle } from '@/api';
import {
  depositByEWallet,
  depositByLaunchUrl,
  depositByQr,
  type DepositOrder,
  type DepositPromotion,
  type DepositSettings,
  type PaymentChannel,
} from '@/api/areas/deposit';
import { useKitForm } from '@/components/form';
import { checkedObject } from '@/lib/forms/checked-object';
import type { FailureWords } from '@/lib/forms/failure-message';
import { createAttemptKeys } from '@/lib/idempotency';
import { formatMoney } from '@/lib/money';
import { playBreakMessage } from '@/lib/play-break';
import { channelLimits, type DepositChannelGroup } from './channels';
import { depositProblems, type DepositFormValues, type FieldProblem } from './deposit-rules';

// Where a refused deposit is explained (product spec section 8): on the field it is about when there is one,
// otherwise above the button. Known refusals have words of our own in both languages.

const FIELD_OF_CODE = {
  CHANNEL_NOT_SUPPORTED: 'channelId',
  AMOUNT_BELOW_MIN: 'amount',
  AMOUNT_ABOVE_MAX: 'amount',
  INVALID_AMOUNT: 'amount',
  PROMOTION_MIN_DEPOSIT: 'promotionId',
  PROMOTION_NOT_FOUND: 'promotionId',
  DEPOSIT_LIMIT_EXCEEDED: 'amount',
} as const;

/** The server states the limit it applied (e.g. "The maximum deposit is ₱30000"); our words are a fallback. */
const LIMIT_CODES = [
  'AMOUNT_BELOW_MIN',
  'AMOUNT_ABOVE_MAX',
  'INVALID_AMOUNT',
  'PROMOTION_MIN_DEPOSIT',
  'DEPOSIT_LIMIT_EXCEEDED',
];

export const DEPOSIT_REFUSAL_MESSAGES: Record<string, string> = {
  CHANNEL_NOT_SUPPORTED: 'deposit_channel_not_supported',
  PROMOTION_NOT_FOUND: 'deposit_promotion_unavailable',
  AMOUNT_BELOW_MIN: 'deposit_amount_invalid',
  AMOUNT_ABOVE_MAX: 'deposit_amount_invalid',
  INVALID_AMOUNT: 'deposit_amount_invalid',
  PROMOTION_MIN_DEPOSIT: 'deposit_amount_invalid',
  DEPOSIT_NOT_ALLOWED: 'deposit_not_allowed',
  TOO_MANY_OPEN_DEPOSITS: 'deposit_too_many_open',
  MOBILE_NOT_VERIFIED: 'deposit_mobile_not_verified',
  MOBILE_NOT_SET: 'deposit_mobile_not_verified',
  DEPOSIT_LIMIT_EXCEEDED: 'rg_deposit_limit_exceeded',
};

const DEPOSIT_WORDS: FailureWords = { codes: DEPOSIT_REFUSAL_MESSAGES, serverWordsFirst: LIMIT_CODES };

export interface DepositFormInput {
  groups: readonly DepositChannelGroup[];
  promotions: readonly DepositPromotion[];
  settings: DepositSettings | undefined;
  onCreated: (order: DepositOrder, channel: PaymentChannel) => void;
  /** What the player's deposit limits still allow; null when none is set (issue 19). */
  allowance?: number | null;
  /**
   * The server refused the amount as over a deposit limit: the allowance shown was out of date (a deposit or a
   * lower limit from another device), so the page reads the limits again.
   */
  onLimitRefused?: () => void;
}

/** Where the player comes back to after paying on the gateway's page. */
const returnUrl = () => `${window.location.origin}/member/deposit`;

/**
 * The deposit form: its values, its field messages and the one submit. One Idempotency-Key belongs to one
 * attempt at one intent (channel, amount, promotion): retrying it after no answer sends the same key, so the
 * server never opens the order twice; a refusal ends the attempt, and changing any of them is a new intent,
 * each then with a new key.
 */
export function useDepositForm({
  groups,
  promotions,
  settings,
  onCreated,
  allowance = null,
  onLimitRefused,
}: DepositFormInput) {
  const { t } = useTranslation();
  const [attempt] = useState(() => createAttemptKeys());

  const channels = useMemo(() => groups.flatMap((group) => group.channels), [groups]);
  const schema = useMemo(() => {
    const message = (problem: FieldProblem | undefined) => problem && t(problem.key, problem.params);
    return checkedObject(
      { channelId: z.string(), amount: z.string(), promotionId: z.string() },
      (values: DepositFormValues) => {
        const channel = channels.find((c) => String(c.channelId) === values.channelId);
        const problems = depositProblems(values, {
          limits: channel ? channelLimits(channel, settings) : null,
          promotionMin: promotions.find((p) => String(p.promotionId) === values.promotionId)?.minDeposit,
          money: (pesos) => formatMoney(pesos),
          allowance,
        });
        return {
          channelId: message(problems.channelId),
          amount: message(problems.amount),
          promotionId: message(problems.promotionId),
        };
      },
    );
  }, [t, channels, promotions, settings, allowance]);
  const channelOf = (id: string) => channels.find((c) => String(c.channelId) === id);

  const kit = useKitForm({
    schema,
    validation: 'onTouched',
    defaultValues: { channelId: '', amount: '', promotionId: '' },
    fieldOfCode: FIELD_OF_CODE,
    words: DEPOSIT_WORDS,
    onSubmit: async (values) => {
      const chosen = channelOf(values.channelId);
      if (!chosen) return;
      const body = {
        channelId: chosen.channelId,
        amount: Number(values.amount),
        ...(values.promotionId ? { promotionId: Number(values.promotionId) } : {}),
      };
      // One Idempotency-Key per attempt (src/lib/idempotency.ts): retrying after no answer never opens a
      // second order; a refused attempt is over, and the next one gets a new key.
      const options = { silent: true, idempotencyKey: attempt.keyFor(JSON.stringify(body)) };
      const result = await settle(
        chosen.methodType === 'QR'
          ? depositByQr(body, options)
          : chosen.methodType === 'LAUNCH_URL'
            ? depositByLaunchUrl({ ...body, returnUrl: returnUrl() }, options)
            : depositByEWallet(body, options),
      );
      attempt.settle(result);
      if (!result.success && result.code === 'DEPOSIT_LIMIT_EXCEEDED') onLimitRefused?.();
      // A break that began on another device: said with its end date (issue 19).
      if (!result.success) return playBreakMessage(result, t) ?? result;
      kit.form.reset();
      onCreated(result.data, chosen);
    },
  });
  const channelId = useWatch({ control: kit.form.control, name: 'channelId' });
  const channel = channelOf(channelId);
  const limits = channel ? channelLimits(channel, settings) : null;

  return { kit, channel, limits, allowance };
}

export type DepositFormState = ReturnType<typeof useDepositForm>;
