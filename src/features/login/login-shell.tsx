import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { CaptchaStatus } from './captcha-status';
import { SocialSignIn } from './social-sign-in';
import './auth-shell.css';

/**
 * The login shell (spec section 2): /login and /register sit in it and share the social sign-in buttons,
 * the captcha loader's state and the link to the terms.
 */
export function LoginShell() {
  const { t } = useTranslation();
  return (
    <div className="auth-shell">
      <Outlet />
      <CaptchaStatus />
      <SocialSignIn />
      <p className="auth-shell__terms">
        <Link to="/more?page=terms_use">{t('terms_use')}</Link>
      </p>
    </div>
  );
}
