import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { Button } from '@/components/button';
import './layout.css';

/** A screen that crashed (or whose code failed to download) offers a reload instead of a blank page. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => console.error('[route]', error), [error]);
  return (
    <main className="route-error">
      <h1>{t('route_error_title')}</h1>
      <p>{t('route_error_text')}</p>
      <Button block onClick={() => window.location.reload()}>
        {t('reload')}
      </Button>
    </main>
  );
}
