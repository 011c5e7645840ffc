import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Production builds only: `npm start` and mock builds run MSW's worker at the same scope, which a second
 * worker would replace (docs/spec-decisions.md, "Installable and offline"). A build-time constant, so other
 * builds carry none of this.
 */
const APP_WORKER_ON = import.meta.env.PROD && import.meta.env.VITE_API_MOCK !== '1';

/**
 * How long after the page has loaded (and the main thread is idle) the worker is registered: its install
 * downloads the shell (about 180 kB) and must not compete with what `/` itself still fetches on a slow
 * connection (pictures, the lists' data). The size budget (scripts/size/fetched.mjs) measures `/` without it.
 */
export const APP_WORKER_DELAY_MS = 3000;

/** Registers the app's service worker (src/app/pwa/register.ts) once the first page has settled. */
export function useAppWorker(): void {
  const client = useQueryClient();
  useEffect(() => {
    // A newer worker taking this tab over is watched for from the page's first script (takeover.ts), not from
    // here: these overlays are drawn after the screen, and a takeover may come before.
    if (!APP_WORKER_ON || !('serviceWorker' in navigator)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      timer = setTimeout(() => {
        // No worker (a private window, a wrapper app without one): the app works as before, online.
        void import('./register').then((worker) => worker.startAppWorker(client)).catch(() => undefined);
      }, APP_WORKER_DELAY_MS);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      clearTimeout(timer);
    };
  }, [client]);
}
