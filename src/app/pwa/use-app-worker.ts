import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { OFFLINE_READABLE_PATHS } from '@/lib/offline-cache';

/**
 * Production builds only: `npm start` and mock builds run MSW's worker at the same scope, which a second
 * worker would replace (docs/spec-decisions.md, "Installable and offline"). A build-time constant, so other
 * builds carry none of this.
 */
const APP_WORKER_ON = import.meta.env.PROD && import.meta.env.VITE_API_MOCK !== '1';

/** After the page has loaded and the main thread is idle: the worker's install never competes with `/`. */
function whenSettled(run: () => void): () => void {
  let cancelled = false;
  const go = () => {
    if (cancelled) return;
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => cancelled || run());
    else setTimeout(() => cancelled || run(), 0);
  };
  if (document.readyState === 'complete') go();
  else window.addEventListener('load', go, { once: true });
  return () => {
    cancelled = true;
  };
}

/**
 * Registers the app's service worker (src/app/pwa/register.ts) once the first page is up. When the first
 * worker of a device takes over, the lottery data on screen is asked again, through it, so the worker has
 * the results a player offline will open on (it saw none of the calls made before it ran).
 */
export function useAppWorker(): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!APP_WORKER_ON || !('serviceWorker' in navigator)) return;
    return whenSettled(() => {
      void import('./register')
        .then(({ registerAppWorker }) =>
          registerAppWorker(undefined, {
            onFirstControl: () =>
              void client.refetchQueries({
                type: 'active',
                predicate: (query) => OFFLINE_READABLE_PATHS.includes(String(query.queryKey[0])),
              }),
          }),
        )
        // No worker (a private window, a wrapper app without one): the app works as before, online.
        .catch(() => undefined);
    });
  }, [client]);
}
