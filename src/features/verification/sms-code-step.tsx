import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState, type ChangeEvent, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type ApiResult, type CaptchaValidation } from '@/api';
import { CodeField } from '@/components/code-field';
import { FormSubmit } from '@/components/form-alert';
import { TextField } from '@/components/text-field';
import { problemText } from '@/lib/account-errors';
import {
  mobileMessage,
  mobileProblem,
  mobileRule,
  sanitizeMobile,
  sanitizeVerificationCode,
  verificationCodeField,
} from '@/lib/auth-rules';
import { checkPhilippineMobile, DEFAULT_DIAL_CODE, loadPhoneParser, type PhoneCheck } from '@/lib/phone';
import type { RuleOverride } from '@/lib/validation';
import { useSmsSender } from './use-sms-sender';

type Parser = Awaited<ReturnType<typeof loadPhoneParser>>;

/** The number a code goes to: typed by the player, or the bound one the server knows (null). */
export type CodeTarget = PhoneCheck | null;

export interface SmsCodeStepProps {
  intro: ReactNode;
  /** The player types the number (binding or a new number); otherwise the code goes to the bound number. */
  editable: boolean;
  initialMobile?: string;
  overrides: Map<string, RuleOverride>;
  captchaSms: boolean;
  captchaId: string;
  submitLabel: string;
  sendCode: (
    target: CodeTarget,
    captcha: CaptchaValidation | undefined,
  ) => Promise<{ expirationTime: number }>;
  verifyCode: (target: CodeTarget, code: string) => Promise<ApiResult<unknown>>;
  onVerified: (target: CodeTarget) => void;
}

const CODE_FIELD_ERRORS = new Set(['INVALID_VERIFICATION_CODE', 'VERIFICATION_CODE_EXPIRED']);

/** One "send a code, type it, confirm" step of the phone screen (spec sections 4 and 5). */
export function SmsCodeStep({
  intro,
  editable,
  initialMobile = '',
  overrides,
  captchaSms,
  captchaId,
  submitLabel,
  sendCode,
  verifyCode,
  onVerified,
}: SmsCodeStepProps) {
  const { t } = useTranslation();
  const [parser, setParser] = useState<Parser | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const sender = useSmsSender({ captchaSms, captchaId });
  const mobileOverride = overrides.get('loginMobileNum');
  const codeOverride = overrides.get('verificationCode');

  useEffect(() => {
    if (!editable) return;
    let live = true;
    void loadPhoneParser().then((parse) => {
      if (live) setParser(() => parse);
    });
    return () => {
      live = false;
    };
  }, [editable]);

  const schema = useMemo(() => {
    const mobile = mobileRule(mobileOverride);
    return z.object({
      mobile: editable
        ? z.string().superRefine((value, ctx) => {
            const fieldProblem = mobileProblem(t, value, mobile);
            if (fieldProblem) ctx.addIssue({ code: 'custom', message: fieldProblem });
            else if (parser && !checkPhilippineMobile(parser, value, DEFAULT_DIAL_CODE).valid)
              ctx.addIssue({ code: 'custom', message: mobileMessage(t, mobile) });
          })
        : z.string(),
      code: verificationCodeField(t, codeOverride),
    });
  }, [t, editable, parser, mobileOverride, codeOverride]);

  const form = useForm({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { mobile: initialMobile, code: '' },
  });
  const {
    register,
    setValue,
    setError,
    setFocus,
    getFieldState,
    formState: { errors, isValid, isSubmitting },
  } = form;
  const typed = useWatch({ control: form.control, name: 'mobile' });
  const check: PhoneCheck | null = useMemo(() => {
    if (!editable || !parser) return null;
    const result = checkPhilippineMobile(parser, typed, DEFAULT_DIAL_CODE);
    return result.valid ? result : null;
  }, [editable, parser, typed]);
  // A code belongs to the number it was sent to: another number needs its own.
  const targetKey = editable ? (check?.mobileNum ?? null) : 'current';
  const sentHere = sentTo !== null && sentTo === targetKey;

  const onSend = async () => {
    if (targetKey === null) return;
    setProblem(null);
    const outcome = await sender.send((captcha) => sendCode(editable ? check : null, captcha));
    if (outcome.sent) {
      setSentTo(targetKey);
      setFocus('code');
    } else if (outcome.problem) setProblem(outcome.problem);
  };

  const submit = form.handleSubmit(async ({ code }) => {
    setProblem(null);
    if (!sentHere) {
      setProblem(t('send_code_first'));
      return;
    }
    const result = await verifyCode(editable ? check : null, code.trim());
    if (!result.success) {
      if (CODE_FIELD_ERRORS.has(result.code))
        setError('code', { message: problemText(result, t) }, { shouldFocus: true });
      else setProblem(problemText(result, t));
      return;
    }
    onVerified(editable ? check : null);
  });

  const digits =
    (name: 'mobile' | 'code', clean: (raw: string) => string) => (event: ChangeEvent<HTMLInputElement>) =>
      setValue(name, clean(event.target.value), { shouldValidate: getFieldState(name).isTouched });

  return (
    <form className="account-form account-card" onSubmit={submit} noValidate>
      <div className="account-form__intro">{intro}</div>
      {editable ? (
        <TextField
          label={t('mobile_number')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="09171234567"
          error={errors.mobile?.message}
          {...register('mobile', { onChange: digits('mobile', sanitizeMobile) })}
        />
      ) : null}
      <CodeField
        rowClassName="account-code"
        sendClassName="account-code__send"
        sendLabel={sender.label}
        sendDisabled={!sender.canSend || targetKey === null}
        sending={sender.sending}
        onSend={() => void onSend()}
        error={errors.code?.message}
        {...register('code', { onChange: digits('code', sanitizeVerificationCode) })}
      />
      {sentHere ? (
        <p className="account-form__sent" role="status">
          {editable && check ? t('code_sent_to', { number: check.e164 }) : t('code_sent_current')}
        </p>
      ) : null}
      <FormSubmit problem={problem} disabled={!isValid || isSubmitting || !sentHere} busy={isSubmitting}>
        {submitLabel}
      </FormSubmit>
    </form>
  );
}
