import { configureApi } from '@/api/config';

// The build's environment (see .env and the README), read in one place.
export const env = {
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '',
  merchant: (import.meta.env.VITE_MERCHANT as string | undefined) || 'lottoph',
  mock: import.meta.env.VITE_API_MOCK === '1',
};

configureApi({ baseUrl: env.apiBaseUrl, merchant: env.merchant });
