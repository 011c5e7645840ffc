import { lazy, Suspense, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { withScreenStrings } from '@/i18n';
import { ageGate } from '@/state/age-gate';
import { ui } from '@/state/ui';
import { shell } from '@/state/shell';
import { useLandscapePhone } from '../overlays/use-landscape-phone';
import { OfflineBanner } from '../overlays/offline-banner';
import { ToastOverlay } from '../overlays/toast-overlay';
import { removeDrawnHome, removeFirstPaint } from '../boot/first-paint';
import { AppHeader } from './app-header';
import { FooterMenu } from './footer-menu';
import { MainFallback } from './main-fallback';
import { RouteErrorBoundary } from './route-error';
import { ScrollRestoration } from './scroll-restoration';
import './layout.css';

// Overlays that talk to the server (status, version, sidebar) or are rarely shown load after the first
// paint, keeping the first page's JavaScript small; none of them is needed to draw the screen.
// Their strings are the shell's (src/i18n/en.json), there before them, except the sideways phone's tip, whose
// strings load with it.
const LiveOverlays = lazy(() =>
  import('../overlays/live-overlays').then((m) => ({ default: m.LiveOverlays })),
);
const AgeGate = lazy(() => import('../overlays/age-gate').then((m) => ({ default: m.AgeGate })));
const LandscapeTip = lazy(() =>
  withScreenStrings(() => import('../overlays/landscape-tip')).then((m) => ({ default: m.LandscapeTip })),
);
const WarningDialogs = lazy(() =>
  import('../overlays/warning-dialogs').then((m) => ({ default: m.WarningDialogs })),
);

/** Screens that ask for the 21+ confirmation in their own form, and the internal test pages. */
const NO_AGE_GATE = /^\/(login|register|test)(\/|$)/;

/**
 * The game frame's screens are the player's whole screen (their own slim bar has back, balance and refresh):
 * no header, footer menu or sidebar around the game, and a phone on its side plays on instead of being asked
 * to turn back.
 */
const FULL_SCREEN = /^\/(lottGame|member\/lottOrders)\/?$/;

export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { blockers } = useSnapshot(shell);
  const { answer } = useSnapshot(ageGate);
  const { dialogs } = useSnapshot(ui);
  const landscape = useLandscapePhone();
  const fullScreen = FULL_SCREEN.test(pathname);
  // A page that takes the whole app away (maintenance, access denied, sideways phone) comes before the question.
  const covered = blockers.some((blocker) => blocker !== 'age-refused');
  const askAge = answer !== 'agreed' && !NO_AGE_GATE.test(pathname) && !covered;
  // The question drawn by index.html goes when the app shows no question; the app's own replaces it otherwise.
  useLayoutEffect(() => {
    if (!askAge) removeFirstPaint();
  }, [askAge]);
  // Before the first render is painted, so the drawing and the page it stands for are never both on screen.
  useLayoutEffect(removeDrawnHome, []);

  return (
    <>
      <div className={fullScreen ? 'app-shell app-shell--full' : 'app-shell'} inert={blockers.length > 0}>
        <a className="skip-link" href="#main">
          {t('skip_to_content')}
        </a>
        {fullScreen ? null : <AppHeader />}
        <OfflineBanner />
        <main id="main" className="app-main" tabIndex={-1}>
          {/* A screen that fails keeps the header and the footer menu around its error message. */}
          <RouteErrorBoundary resetKey={pathname}>
            <Suspense fallback={<MainFallback />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </main>
        {fullScreen ? null : <FooterMenu />}
      </div>
      {/* One boundary each: an overlay that is ready never waits for another one's code. */}
      <Suspense fallback={null}>
        <LiveOverlays sidebar={!fullScreen} />
      </Suspense>
      <Suspense fallback={null}>{askAge ? <AgeGate /> : null}</Suspense>
      <Suspense fallback={null}>{landscape && !fullScreen ? <LandscapeTip /> : null}</Suspense>
      <Suspense fallback={null}>{dialogs.length > 0 ? <WarningDialogs /> : null}</Suspense>
      <ToastOverlay />
      <ScrollRestoration />
    </>
  );
}
