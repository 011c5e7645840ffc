import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { apiConfig } from '@/api/config';
import { routes } from '@/app/router';
import { onCaught } from './caught';
import { createCollector, messageOf, TELEMETRY_PATH } from './collector';
import { routePatternOf } from './route-pattern';

// The field-data collector's wiring, loaded in idle time after the page is drawn (./schedule.ts): web-vitals
// measures, the page's error events and the error boundary report, and a hidden or left page sends the batch.

export function startTelemetry(options: { build: string; rate: number; basename: string }): void {
  const collector = createCollector({
    url: `${apiConfig.baseUrl}${TELEMETRY_PATH}`,
    build: options.build,
    rate: options.rate,
    routePattern: () => routePatternOf(routes, location.pathname, options.basename),
  });
  if (!collector.sampled) return;

  const vital = (metric: Metric) =>
    collector.vital(metric.name as 'LCP' | 'INP' | 'CLS' | 'TTFB', metric.value, metric.rating);
  onLCP(vital);
  onCLS(vital);
  onINP(vital);
  onTTFB(vital);

  addEventListener('error', (event) => collector.error('error', messageOf(event.error ?? event.message)));
  addEventListener('unhandledrejection', (event) =>
    collector.error('unhandledrejection', messageOf(event.reason)),
  );
  // The blocked address's origin only: its path and query may name a player.
  addEventListener('securitypolicyviolation', (event) => {
    const blocked = /^https?:/.test(event.blockedURI) ? new URL(event.blockedURI).origin : event.blockedURI;
    collector.error('csp', `${event.effectiveDirective} ${blocked}`);
  });
  onCaught((error) => collector.error('boundary', messageOf(error)));

  // web-vitals reports LCP, CLS and INP when the page is hidden, in its own visibilitychange listener added
  // above; this one is added after it, so the batch it sends holds them.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') collector.flush();
  });
  addEventListener('pagehide', () => collector.flush());
  // Tells a test (and a profile) that field data is being collected from here on.
  performance.mark(TELEMETRY_START_MARK);
}

export const TELEMETRY_START_MARK = 'lotto:telemetry-start';
