import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { DemoAccountsBox } from './demo-accounts-box';
import type { DemoAccount } from './demo-accounts';
import { ForgotPasswordSheet } from './forgot-password-sheet';
import { LoginForm } from './login-form';
import { useLoginForm } from './use-login-form';
import { useLoginStatus } from './use-login-status';
import './login.css';

/** Password login (spec sections 2 and 5), inside the login shell. */
export function LoginPage() {
  const { t } = useTranslation();
  const state = useLoginForm();
  const { flags, overrides } = useLoginStatus();
  const [forgotOpen, setForgotOpen] = useState(false);

  // Filling in is not confirming: the player still ticks the 21+ box themselves.
  const fill = ({ username, password }: DemoAccount) => {
    const options = { shouldValidate: true, shouldDirty: true, shouldTouch: true };
    state.form.setValue('username', username, options);
    state.form.setValue('password', password, options);
  };

  return (
    <div className="login">
      <PageHeader title={t('login')} backTo="/" backLabel={t('back')} />
      <LoginForm kit={state} />
      <div className="login__links">
        <button type="button" className="login__link-button" onClick={() => setForgotOpen(true)}>
          {t('forgot_password')}
        </button>
        {/* SMS-code login exists only when the white label allows it (spec: whitelabel flags). */}
        {flags?.smsCodeLogin ? <Link to="/register">{t('login_with_sms')}</Link> : null}
      </div>
      <p className="login__switch">
        {t('no_account')} <Link to="/register">{t('register')}</Link>
      </p>
      {/* Read inline: Vite replaces it with a constant, so production builds drop the box and its list. */}
      {import.meta.env.VITE_API_MOCK === '1' ? <DemoAccountsBox onPick={fill} /> : null}
      {forgotOpen ? (
        <ForgotPasswordSheet
          onClose={() => setForgotOpen(false)}
          usernameOverride={overrides.get('loginUsername')}
        />
      ) : null}
    </div>
  );
}
