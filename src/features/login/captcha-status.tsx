import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { captchaScriptUrl } from '@/services/auth-vendors';
import { Button } from '@/components/button';
import { CAPTCHA_LOAD_FAILED_CODE } from '@/lib/geetest';
import { captchaGate, prepareCaptcha } from '@/state/captcha-gate';

/**
 * The captcha loader's state where the player can see it (spec section 4: init → loading → loaded | fail):
 * quiet while it loads in time, a way to try again when it did not.
 */
export function CaptchaStatus() {
  const { t } = useTranslation();
  const { state, wanted } = useSnapshot(captchaGate);
  if (!wanted) return null;
  return (
    <div className="captcha-status" aria-live="polite">
      {state === 'loading' ? <p className="captcha-status__text">{t('captcha_loading')}</p> : null}
      {state === 'fail' ? (
        <div className="captcha-status__fail">
          <p className="captcha-status__text">
            {t('captcha_network_error', { code: CAPTCHA_LOAD_FAILED_CODE })}
          </p>
          <Button variant="secondary" onClick={() => void prepareCaptcha(captchaScriptUrl())}>
            {t('try_again')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
