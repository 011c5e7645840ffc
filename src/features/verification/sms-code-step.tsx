import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type ApiResult } from '@/api';
import { type CaptchaValidation } from '@/api/areas/sign-in';
import { FormCode, FormSubmit, FormText, KitForm, useKitForm } from '@/components/form';
import { ACCOUNT_WORDS } from '@/lib/account-errors';
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

const FIELD_OF_CODE = {
  INVALID_VERIFICATION_CODE: 'code',
  VERIFICATION_CODE_EXPIRED: 'code',
} as const;

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

  /** The number a typed mobile stands for, once it is a valid Philippine one. */
  const checkOf = (mobile: string): CodeTarget => {
    if (!editable || !parser) return null;
    const result = checkPhilippineMobile(parser, mobile, DEFAULT_DIAL_CODE);
    return result.valid ? result : null;
  };
  // A code belongs to the number it was sent to: another number needs its own.
  const targetKeyOf = (target: CodeTarget) => (editable ? (target?.mobileNum ?? null) : 'current');

  const kit = useKitForm({
    schema,
    defaultValues: { mobile: initialMobile, code: '' },
    fieldOfCode: FIELD_OF_CODE,
    words: ACCOUNT_WORDS,
    onSubmit: async ({ mobile, code }) => {
      const target = checkOf(mobile);
      if (sentTo === null || sentTo !== targetKeyOf(target)) return t('send_code_first');
      const result = await verifyCode(editable ? target : null, code.trim());
      if (!result.success) return result;
      onVerified(editable ? target : null);
    },
  });
  const { form, setProblem } = kit;
  const typed = useWatch({ control: form.control, name: 'mobile' });
  const check = checkOf(typed);
  const targetKey = targetKeyOf(check);
  const sentHere = sentTo !== null && sentTo === targetKey;

  const onSend = async () => {
    if (targetKey === null) return;
    setProblem(null);
    const outcome = await sender.send((captcha) => sendCode(editable ? check : null, captcha));
    if (outcome.sent) {
      setSentTo(targetKey);
      form.setFocus('code');
    } else if (outcome.problem) setProblem(outcome.problem);
  };

  return (
    <KitForm kit={kit} className="account-form account-card">
      <div className="account-form__intro">{intro}</div>
      {editable ? (
        <FormText
          name="mobile"
          label={t('mobile_number')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="09171234567"
          clean={sanitizeMobile}
        />
      ) : null}
      <FormCode
        name="code"
        rowClassName="account-code"
        sendClassName="account-code__send"
        sendLabel={sender.label}
        sendDisabled={!sender.canSend || targetKey === null}
        sending={sender.sending}
        onSend={() => void onSend()}
        clean={sanitizeVerificationCode}
      />
      {sentHere ? (
        <p className="account-form__sent" role="status">
          {editable && check ? t('code_sent_to', { number: check.e164 }) : t('code_sent_current')}
        </p>
      ) : null}
      <FormSubmit disabled={!sentHere}>{submitLabel}</FormSubmit>
    </KitForm>
  );
}
