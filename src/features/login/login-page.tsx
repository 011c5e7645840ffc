import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DemoAccountsBox } from './demo-accounts-box';
import type { DemoAccount } from './demo-accounts';
import { LoginForm } from './login-form';
import { useLoginForm } from './use-login-form';
import './login.css';

export function LoginPage() {
  const { t } = useTranslation();
  const state = useLoginForm();

  // Filling in is not confirming: the player still ticks the 21+ box themselves.
  const fill = ({ username, password }: DemoAccount) => {
    const options = { shouldValidate: true, shouldDirty: true, shouldTouch: true };
    state.form.setValue('username', username, options);
    state.form.setValue('password', password, options);
  };

  return (
    <div className="login">
      <h1 className="login__title">{t('login')}</h1>
      <LoginForm {...state} />
      <p className="login__switch">
        {t('no_account')} <Link to="/register">{t('register')}</Link>
      </p>
      {/* Read inline: Vite replaces it with a constant, so production builds drop the box and its list. */}
      {import.meta.env.VITE_API_MOCK === '1' ? <DemoAccountsBox onPick={fill} /> : null}
    </div>
  );
}
