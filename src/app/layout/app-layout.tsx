import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { OfflineBanner } from '../overlays/offline-banner';
import { RedirectOnRequest } from '../overlays/redirect-on-request';
import { ToastOverlay } from '../overlays/toast-overlay';
import { WarningDialogs } from '../overlays/warning-dialogs';
import { AppHeader } from './app-header';
import './layout.css';

export function AppLayout() {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skip_to_content')}
      </a>
      <AppHeader />
      <OfflineBanner />
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <ToastOverlay />
      <WarningDialogs />
      <RedirectOnRequest />
      <ScrollRestoration />
    </>
  );
}
