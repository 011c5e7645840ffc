import { QueryClient } from '@tanstack/react-query';
import { isApiFailure } from '@/api/errors';
import { keepMemberOnDevice } from './member-cache';

/**
 * A refused request fails the same way again, and a 401 has already ended the session, so only failures of
 * the connection are worth one more try (the pipeline has already told the player about the first one).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!isApiFailure(error)) return false;
  if (error.kind === 'http' || error.kind === 'unauthorized' || error.kind === 'cancelled') return false;
  return failureCount < 1;
}

/** The status is fetched again when the tab comes back (the shell does it), not by every screen that reads it. */
export const STATUS_STALE_MS = 5 * 60_000;

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  // The key prefix of GET /wps/system/status, named here so this module stays free of the API pipeline.
  client.setQueryDefaults(['/wps/system/status'], { staleTime: STATUS_STALE_MS });
  keepMemberOnDevice(client);
  return client;
}
