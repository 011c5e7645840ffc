import { Component, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { reportCaught } from '@/app/telemetry/caught';
import './layout.css';

/**
 * A screen that crashed (or whose code failed to download) offers a reload instead of a blank page. Inside the
 * layout it fills the main area; standalone (the layout itself failed) it is the page's main landmark.
 */
export function RouteError({ error, standalone = false }: { error: unknown; standalone?: boolean }) {
  const { t } = useTranslation();
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

interface BoundaryProps {
  children: ReactNode;
  standalone?: boolean;
  /** A new value (the next screen's address) clears the error, so the player can navigate away from it. */
  resetKey?: string;
}

/**
 * Catches what a screen throws while rendering. React offers error boundaries only as class components, and
 * this one is all the app needs of a library's: catch, show RouteError, start over on the next address.
 */
export class RouteErrorBoundary extends Component<
  BoundaryProps,
  { error: unknown; failed: boolean; resetKey?: string }
> {
  state = { error: null as unknown, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  componentDidCatch(error: unknown) {
    reportCaught(error);
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { resetKey?: string }) {
    return props.resetKey === state.resetKey
      ? null
      : { error: null, failed: false, resetKey: props.resetKey };
  }

  render() {
    const { children, standalone } = this.props;
    return this.state.failed ? <RouteError error={this.state.error} standalone={standalone} /> : children;
  }
}
