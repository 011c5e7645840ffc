import { env } from '@/app/env';

// The collector must not cost the first page: its code (web-vitals included) is fetched after the page has
// loaded, in idle time. web-vitals still reads LCP, CLS and TTFB then: the browser buffers their entries.
export function scheduleTelemetry(): void {
  if (env.telemetryRate <= 0) return;
  const load = () =>
    void import('./start').then(({ startTelemetry }) =>
      startTelemetry({
        build: env.buildId ?? 'dev',
        rate: env.telemetryRate,
        basename: env.appBaseUrl,
      }),
    );
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(load, { timeout: 5000 }) : setTimeout(load, 0);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
