import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useKitForm, type SubmitOutcome } from '@/components/form';
import {
  dialCodeOrDefault,
  isDialCode,
  mobileMessage,
  mobileProblem,
  mobileRule,
  verificationCodeField,
} from '@/lib/auth-rules';
import { checkPhilippineMobile, DEFAULT_DIAL_CODE, loadPhoneParser, type PhoneCheck } from '@/lib/phone';
import type { FailureWords } from '@/lib/forms/failure-message';
import { mustConfirm, type RuleOverride } from '@/lib/validation';
import { loginAge, setLoginAgeConfirmed } from '@/state/login-age';

type Parser = Awaited<ReturnType<typeof loadPhoneParser>>;

export interface PhoneFormValues {
  dialCode: string;
  mobile: string;
  code: string;
  ageConfirmed: boolean;
}

/** The phone form shows a refusal's code on a line of its own (spec section 8). */
export const PHONE_WORDS: FailureWords = { codeShownApart: true };

/**
 * The phone form's fields and rules (spec section 5): a Philippine mobile (the phone metadata loads with this
 * screen, not with the app), a 1-3 digit dial code defaulting to 63, a code of at most 6 digits, and 21+.
 */
export function usePhoneForm(
  overrides: Map<string, RuleOverride>,
  onSubmit: (values: PhoneFormValues) => Promise<SubmitOutcome>,
) {
  const { t } = useTranslation();
  const [parser, setParser] = useState<Parser | null>(null);
  const mobileOverride = overrides.get('loginMobileNum');
  const codeOverride = overrides.get('verificationCode');

  useEffect(() => {
    let live = true;
    void loadPhoneParser().then((parse) => {
      if (live) setParser(() => parse);
    });
    return () => {
      live = false;
    };
  }, []);

  const schema = useMemo(() => {
    const mobile = mobileRule(mobileOverride);
    return z
      .object({
        dialCode: z
          .string()
          .refine((value) => value === '' || isDialCode(value), { message: t('dial_code_invalid') }),
        mobile: z.string().superRefine((value, ctx) => {
          const problem = mobileProblem(t, value, mobile);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        }),
        code: verificationCodeField(t, codeOverride),
        ageConfirmed: mustConfirm(t, 'confirm_age_required'),
      })
      .superRefine(
        // Whether the digits make a Philippine mobile depends on the dial code, so it is checked on the
        // whole form, once both fields keep their own rules.
        async ({ dialCode, mobile: value }, ctx) => {
          const parse = await loadPhoneParser();
          if (!checkPhilippineMobile(parse, value, dialCodeOrDefault(dialCode, DEFAULT_DIAL_CODE)).valid)
            ctx.addIssue({ code: 'custom', path: ['mobile'], message: mobileMessage(t, mobile) });
        },
        {
          when: ({ issues }) =>
            !issues.some((issue) => ['mobile', 'dialCode'].includes(String(issue.path?.[0]))),
        },
      );
  }, [t, mobileOverride, codeOverride]);

  const kit = useKitForm({
    schema,
    defaultValues: { dialCode: DEFAULT_DIAL_CODE, mobile: '', code: '', ageConfirmed: loginAge.confirmed },
    words: PHONE_WORDS,
    onSubmit,
  });
  const { form } = kit;

  const [dialCode, mobile, ageConfirmed] = useWatch({
    control: form.control,
    name: ['dialCode', 'mobile', 'ageConfirmed'],
  });
  const dial = dialCodeOrDefault(dialCode, DEFAULT_DIAL_CODE);

  // Another dial code makes another number of the same digits: check the mobile again against it.
  const { getFieldState, trigger } = form;
  useEffect(() => {
    if (getFieldState('mobile').isTouched) void trigger('mobile');
  }, [dial, getFieldState, trigger]);

  useEffect(() => setLoginAgeConfirmed(ageConfirmed), [ageConfirmed]);

  // What the send button needs to know at once, without waiting for a validation pass.
  const rule = mobileRule(mobileOverride);
  const check: PhoneCheck | null =
    parser && mobileProblem(t, mobile, rule) === null ? checkPhilippineMobile(parser, mobile, dial) : null;

  return { kit, dial, check: check?.valid ? check : null };
}
