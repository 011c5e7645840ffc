import { useEffect, useId, useRef, useState, type BaseSyntheticEvent, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { TextField } from '@/components/text-field';
import { sanitizeDialCode, sanitizeMobile, sanitizeVerificationCode } from '@/lib/auth-rules';
import { formatWait } from '@/lib/resend-countdown';
import { captchaScriptUrl } from '@/services/auth-vendors';
import { prepareCaptcha, releaseCaptcha } from '@/state/captcha-gate';
import { FormAlert, type AlertText } from './form-alert';
import { usePhoneCode } from './use-phone-code';
import { usePhoneForm } from './use-phone-form';
import { usePhoneSubmit } from './use-phone-submit';
import { useRegisterStatus } from './use-register-status';

/** Phone login and registration: number, code, 21+, one button (spec sections 2, 4 and 5). */
export function PhoneForm() {
  const { t } = useTranslation();
  const status = useRegisterStatus();
  const { form, dial, check } = usePhoneForm(status.overrides);
  const [problem, setProblem] = useState<AlertText | null>(null);
  const verifierHost = useRef<HTMLDivElement>(null);
  const codeId = useId();
  const code = usePhoneCode({
    firebase: status.firebase,
    captchaSms: status.captchaSms,
    captchaId: status.captchaId,
    verifierHost,
    onProblem: setProblem,
  });
  const finish = usePhoneSubmit(status.smsCodeLogin, setProblem);
  // A double tap lands both submits before the button re-renders as disabled: the second would spend the
  // code again and answer a refusal for an account the first has just made.
  const inFlight = useRef(false);
  const [finishing, setFinishing] = useState(false);
  const {
    register,
    setValue,
    setFocus,
    formState: { errors, isValid, isSubmitting },
  } = form;

  // The captcha in front of SMS sending loads with the screen, so it opens at once on "send code".
  const captchaOn = status.captchaSms && !status.firebase;
  useEffect(() => {
    if (!captchaOn) return;
    void prepareCaptcha(captchaScriptUrl());
    return releaseCaptcha;
  }, [captchaOn]);

  // A code belongs to the number it was sent to: another number needs its own.
  const sentHere =
    code.sent && check && code.sent.mobileNum === check.mobileNum && code.sent.dialCode === dial;
  const canSend = check !== null && !code.sending && code.cooldown === 0 && code.blocked === 0;

  const onSend = async () => {
    if (!check) return;
    if (await code.send(check, dial)) setFocus('code');
  };

  const finishWith = async ({ code: value }: { code: string }) => {
    if (inFlight.current) return;
    if (!code.sent || !sentHere) {
      setProblem({ text: t('send_code_first') });
      return;
    }
    inFlight.current = true;
    setFinishing(true);
    try {
      await finish(code.sent, value);
    } finally {
      inFlight.current = false;
      setFinishing(false);
    }
  };
  // Built per event: handleSubmit runs finishWith only after validation, never while rendering.
  const onSubmit = (event?: BaseSyntheticEvent) => form.handleSubmit(finishWith)(event);

  /** Inputs that take digits only: whatever arrives (typed, pasted, autofilled) is cleaned the same way. */
  const digits =
    (name: 'dialCode' | 'mobile' | 'code', clean: (raw: string) => string) =>
    (event: ChangeEvent<HTMLInputElement>) =>
      setValue(name, clean(event.target.value), { shouldValidate: form.getFieldState(name).isTouched });

  const sendLabel =
    code.blocked > 0
      ? t('send_code_blocked', { wait: formatWait(code.blocked) })
      : code.cooldown > 0
        ? t('send_code_wait', { seconds: code.cooldown })
        : code.sent
          ? t('send_code_again')
          : t('send_code');

  return (
    <form className="phone-form" onSubmit={onSubmit} noValidate>
      <div className="phone-form__number">
        <TextField
          className="phone-form__dial"
          label={t('dial_code')}
          inputMode="numeric"
          autoComplete="tel-country-code"
          error={errors.dialCode ? t('dial_code_invalid') : undefined}
          {...register('dialCode', { onChange: digits('dialCode', sanitizeDialCode) })}
        />
        <TextField
          className="phone-form__mobile"
          label={t('mobile_number')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="09171234567"
          error={errors.mobile?.message}
          {...register('mobile', { onChange: digits('mobile', sanitizeMobile) })}
        />
      </div>
      <div className="phone-form__code">
        <TextField
          id={codeId}
          label={t('verification_code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          error={errors.code?.message}
          {...register('code', { onChange: digits('code', sanitizeVerificationCode) })}
        />
        <Button
          variant="secondary"
          className="phone-form__send"
          disabled={!canSend}
          aria-busy={code.sending}
          onClick={() => void onSend()}
        >
          {sendLabel}
        </Button>
      </div>
      {code.sent && sentHere ? (
        <p className="phone-form__sent" role="status">
          {t('code_sent_to', { number: code.sent.e164 })}
        </p>
      ) : null}
      {/* The phone-auth provider's invisible reCAPTCHA lives here while a code is sent. */}
      <div ref={verifierHost} className="phone-form__verifier" />
      <Checkbox label={t('confirm_age')} error={errors.ageConfirmed?.message} {...register('ageConfirmed')} />
      <FormAlert problem={problem} />
      <Button type="submit" block disabled={!isValid || isSubmitting || finishing || !sentHere}>
        {status.smsCodeLogin ? t('phone_continue') : t('register')}
      </Button>
    </form>
  );
}
