import { useMemo, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  depositByEWallet,
  depositByLaunchUrl,
  depositByQr,
  settle,
  type DepositOrder,
  type DepositPromotion,
  type DepositSettings,
  type PaymentChannel,
} from '@/api';
import { formatMoney } from '@/lib/money';
import { channelLimits, type DepositChannelGroup } from './channels';
import { depositRefusal } from './deposit-failure';
import { depositProblems, type DepositFormValues, type FieldProblem } from './deposit-rules';

export interface DepositFormInput {
  groups: readonly DepositChannelGroup[];
  promotions: readonly DepositPromotion[];
  settings: DepositSettings | undefined;
  onCreated: (order: DepositOrder, channel: PaymentChannel) => void;
}

/** Where the player comes back to after paying on the gateway's page. */
const returnUrl = () => `${window.location.origin}/member/deposit`;

/**
 * The deposit form: its values, its field messages and the one submit. One Idempotency-Key belongs to one
 * intent (channel, amount, promotion): retrying the same intent after a failure sends the same key, so the
 * server never opens the order twice; changing any of them is a new intent with a new key.
 */
export function useDepositForm({ groups, promotions, settings, onCreated }: DepositFormInput) {
  const { t } = useTranslation();
  const [formProblem, setFormProblem] = useState<FieldProblem | { text: string } | null>(null);
  const intent = useRef<{ fingerprint: string; key: string } | null>(null);
  // Its own flag, not the form's isSubmitting: a second tap's submit ends at once and would clear that one
  // while the first request is still on its way.
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);

  const channels = useMemo(() => groups.flatMap((group) => group.channels), [groups]);
  const channelOf = (id: string) => channels.find((c) => String(c.channelId) === id);
  const promotionOf = (id: string) => promotions.find((p) => String(p.promotionId) === id);
  const message = (problem: FieldProblem) => t(problem.key, problem.params);

  const resolver: Resolver<DepositFormValues> = async (values) => {
    const channel = channelOf(values.channelId);
    const problems = depositProblems(values, {
      limits: channel ? channelLimits(channel, settings) : null,
      promotionMin: promotionOf(values.promotionId)?.minDeposit,
      money: (pesos) => formatMoney(pesos),
    });
    const errors: FieldErrors<DepositFormValues> = {};
    for (const [field, problem] of Object.entries(problems) as [keyof DepositFormValues, FieldProblem][])
      errors[field] = { type: 'validate', message: message(problem) };
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };

  const form = useForm<DepositFormValues>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { channelId: '', amount: '', promotionId: '' },
  });
  const channelId = useWatch({ control: form.control, name: 'channelId' });
  const channel = channelOf(channelId);
  const limits = channel ? channelLimits(channel, settings) : null;

  const send = async (values: DepositFormValues) => {
    const chosen = channelOf(values.channelId);
    if (!chosen || inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setFormProblem(null);
    const body = {
      channelId: chosen.channelId,
      amount: Number(values.amount),
      ...(values.promotionId ? { promotionId: Number(values.promotionId) } : {}),
    };
    const fingerprint = JSON.stringify(body);
    if (intent.current?.fingerprint !== fingerprint)
      intent.current = { fingerprint, key: globalThis.crypto.randomUUID() };
    const options = { silent: true, idempotencyKey: intent.current.key };
    try {
      const result = await settle(
        chosen.methodType === 'QR'
          ? depositByQr(body, options)
          : chosen.methodType === 'LAUNCH_URL'
            ? depositByLaunchUrl({ ...body, returnUrl: returnUrl() }, options)
            : depositByEWallet(body, options),
      );
      if (!result.success) {
        const refusal = depositRefusal(result);
        const text = 'text' in refusal.problem ? refusal.problem.text : message(refusal.problem);
        if (refusal.field)
          form.setError(refusal.field, { type: 'server', message: text }, { shouldFocus: true });
        else setFormProblem(refusal.problem);
        return;
      }
      intent.current = null;
      form.reset();
      onCreated(result.data, chosen);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };
  // Built per event: handleSubmit runs send only after validation, never while rendering.
  const submit = (event?: BaseSyntheticEvent) => form.handleSubmit(send)(event);

  const formProblemText = formProblem
    ? 'text' in formProblem
      ? formProblem.text
      : message(formProblem)
    : null;

  return { form, submit, sending, channel, limits, formProblem: formProblemText };
}

export type DepositFormState = ReturnType<typeof useDepositForm>;
