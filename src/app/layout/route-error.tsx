import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { Button } from '@/components/button';
import './layout.css';

/**
 * A screen that crashed (or whose code failed to download) offers a reload instead of a blank page. Inside the
 * layout it fills the main area; standalone (the layout itself failed) it is the page's main landmark.
 */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => console.error('[route]', error), [error]);
  const Container = standalone ? 'main' : 'div';
  return (
    <Container className={standalone ? 'route-error route-error--standalone' : 'route-error'}>
      <h1>{t('route_error_title')}</h1>
      <p>{t('route_error_text')}</p>
      <Button block onClick={() => window.location.reload()}>
        {t('reload')}
      </Button>
    </Container>
  );
}
