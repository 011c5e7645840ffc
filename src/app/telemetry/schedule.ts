import { env } from '@/app/env';

// The collector must not cost the first page: its code (web-vitals included) is fetched after the page has
// loaded, in idle time. web-vitals still reads LCP, CLS and TTFB then: the browser buffers their entries.
// Whether this page load reports is decided here, before any byte of the collector is fetched: a load left
// out of the sample costs nothing at all (the collector then takes every entry: rate 1).
export function scheduleTelemetry(random: () => number = Math.random): void {
  if (env.telemetryRate <= 0 || random() >= env.telemetryRate) return;
  const load = () =>
    void import('./start').then(({ startTelemetry }) =>
      startTelemetry({
        build: env.buildId ?? 'dev',
        rate: 1,
        basename: env.appBaseUrl,
      }),
    );
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(load, { timeout: 5000 }) : setTimeout(load, 0);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
