import { QueryClient } from '@tanstack/react-query';
import { isApiFailure } from '@/api';

/**
 * A refused request fails the same way again, and a 401 has already ended the session, so only failures of
 * the connection are worth one more try (the pipeline has already told the player about the first one).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!isApiFailure(error)) return false;
  if (error.kind === 'http' || error.kind === 'unauthorized' || error.kind === 'cancelled') return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
