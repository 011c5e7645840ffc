import { useTranslation } from 'react-i18next';
import './layout.css';

/** What shows while the first screen's code is still loading: the header bar, so the page does not jump. */
export function ShellFallback() {
  const { t } = useTranslation();
  return (
    <header className="app-header">
      <div className="app-header__inner">
        <span className="app-header__brand">{t('app_name')}</span>
      </div>
    </header>
  );
}
