import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { PhoneForm } from './phone-form';
import { useRegisterStatus } from './use-register-status';
import './register.css';

/**
 * /register (spec section 2): log in or register with a mobile number and a code. A number without an
 * account registers; a known number logs in, when the white label allows SMS-code login.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const { smsCodeLogin } = useRegisterStatus();
  return (
    <div className="register">
      <PageHeader title={smsCodeLogin ? t('phone_title') : t('register')} backTo="/" backLabel={t('back')} />
      <p className="register__intro">{smsCodeLogin ? t('phone_intro') : t('register_intro')}</p>
      <PhoneForm />
      <p className="register__switch">
        {t('have_account')} <Link to="/login">{t('login_with_password')}</Link>
      </p>
    </div>
  );
}
