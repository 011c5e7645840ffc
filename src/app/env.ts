import { configureApi } from '@/api/config';
import { rememberRunningBuild } from '@/state/app-version';

// The build's environment (see .env and the README), read in one place.
export const env = {
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '',
  /** Where the app is served on its origin; its deployment's files (/v.json) are there. */
  appBaseUrl: import.meta.env.BASE_URL,
  merchant: (import.meta.env.VITE_MERCHANT as string | undefined) || 'lottoph',
  mock: import.meta.env.VITE_API_MOCK === '1',
  /** The id this build was made with, also written to its /v.json (scripts/build/version-file.ts). */
  buildId: import.meta.env.VITE_BUILD_ID as string | undefined,
  /** Share of page loads that send field data (Core Web Vitals, client errors), 0..1; 0 sends none. */
  telemetryRate: Number(import.meta.env.VITE_TELEMETRY_SAMPLE_RATE ?? 0) || 0,
};

configureApi({ baseUrl: env.apiBaseUrl, appBaseUrl: env.appBaseUrl, merchant: env.merchant });
rememberRunningBuild(env.buildId);
