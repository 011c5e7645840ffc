import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { FormCheckbox, FormSubmit, FormText, KitForm } from '@/components/form';
import { sanitizeDialCode, sanitizeMobile, sanitizeVerificationCode } from '@/lib/auth-rules';
import { formatWait } from '@/lib/resend-countdown';
import { usePhoneCode } from './use-phone-code';
import { PHONE_WORDS, usePhoneForm } from './use-phone-form';
import { usePhoneSubmit } from './use-phone-submit';
import { useRegisterStatus } from './use-register-status';

/** A send refused by the server: the phone form's words, with "unknown" in the phone-auth sense. */
const SEND_WORDS = { ...PHONE_WORDS, fallbackKey: 'phone_auth_unknown' };

/** Phone login and registration: number, code, 21+, one button (spec sections 2, 4 and 5). */
export function PhoneForm() {
  const { t } = useTranslation();
  const status = useRegisterStatus();
  const verifierHost = useRef<HTMLDivElement>(null);
  const finish = usePhoneSubmit(status.smsCodeLogin);
  // The kit runs one finish at a time: a second would spend the code again and answer a refusal for an
  // account the first has just made.
  const code = usePhoneCode({
    firebase: status.firebase,
    captchaSms: status.captchaSms,
    captchaId: status.captchaId,
    verifierHost,
  });
  const { kit, dial, check } = usePhoneForm(status.overrides, async ({ code: value }) => {
    if (!code.sent || !sentHere) return { text: t('send_code_first') };
    return finish(code.sent, value);
  });

  // A code belongs to the number it was sent to: another number needs its own.
  const sentHere =
    code.sent && check && code.sent.mobileNum === check.mobileNum && code.sent.dialCode === dial;
  const canSend = check !== null && !code.sending && code.cooldown === 0 && code.blocked === 0;

  const onSend = async () => {
    if (!check) return;
    kit.setProblem(null);
    const outcome = await code.send(check, dial);
    if (outcome === 'sent') kit.form.setFocus('code');
    else kit.report(outcome, SEND_WORDS);
  };

  const sendLabel =
    code.blocked > 0
      ? t('send_code_blocked', { wait: formatWait(code.blocked) })
      : code.cooldown > 0
        ? t('send_code_wait', { seconds: code.cooldown })
        : code.sent
          ? t('send_code_again')
          : t('send_code');

  return (
    <KitForm kit={kit} className="phone-form">
      <div className="phone-form__number">
        <FormText
          name="dialCode"
          className="phone-form__dial"
          label={t('dial_code')}
          inputMode="numeric"
          autoComplete="tel-country-code"
          clean={sanitizeDialCode}
        />
        <FormText
          name="mobile"
          className="phone-form__mobile"
          label={t('mobile_number')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="09171234567"
          clean={sanitizeMobile}
        />
      </div>
      <div className="phone-form__code">
        <FormText
          name="code"
          label={t('verification_code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          clean={sanitizeVerificationCode}
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
      <FormCheckbox name="ageConfirmed" label={t('confirm_age')} />
      <FormSubmit alertClassName="phone-alert" disabled={!sentHere}>
        {status.smsCodeLogin ? t('phone_continue') : t('register')}
      </FormSubmit>
    </KitForm>
  );
}
