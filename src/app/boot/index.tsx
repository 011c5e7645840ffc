import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@/app/env';
import { App } from '@/app/app';
import { scheduleTelemetry } from '@/app/telemetry/schedule';
import { initI18n } from '@/i18n';

export const APP_START_MARK = 'lotto:app-start';

/** Starts the app: strings, then the first render. */
export async function boot(): Promise<void> {
  // Marks when the app's own code starts, against the browser's paint timings (tests, field measurements).
  performance.mark(APP_START_MARK);
  await initI18n();
  // What runs for as long as the app is open (the session's idle and cross-tab watch, the landing address's
  // referral codes, push registration in the native wrapper) starts here and nowhere else, beside the first
  // render rather than before it.
  void import('@/services/auth-runtime').then((runtime) => runtime.startAuthRuntime());
  scheduleTelemetry();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  // A transition renders in slices that give the main thread back every few milliseconds, so a tap or a
  // scroll during start-up is answered instead of waiting for the whole first render on a slow phone.
  const render = () =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  if (__BOOT_TRANSITION__) startTransition(render);
  else render();
}
