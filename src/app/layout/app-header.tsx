import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { ButtonLink } from '@/components/button-link';
import { session } from '@/state/session';
import { LanguageSwitch } from './language-switch';

export function AppHeader() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSnapshot(session);
  return (
    <header className="app-header">
      <div className="app-header__inner">
        <Link to="/" className="app-header__brand">
          {t('app_name')}
        </Link>
        <div className="app-header__end">
          <LanguageSwitch />
          {isLoggedIn ? null : (
            <nav className="app-header__actions" aria-label={t('account_menu')}>
              <ButtonLink to="/login" variant="inverse">
                {t('login')}
              </ButtonLink>
              <ButtonLink to="/register" variant="accent">
                {t('register')}
              </ButtonLink>
            </nav>
          )}
        </div>
      </div>
    </header>
  );
}
