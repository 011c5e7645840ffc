import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { onSessionEvent } from '@/state/session';
import { createQueryClient } from '../query-client';

/**
 * Gives the whole app its one query client (server data lives in its cache, nowhere else). Each mounted app
 * has its own, so tests that mount the app again start clean.
 */
export function DataProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);

  // Server data belongs to the player who asked for it: when the session ends, none of it may outlive it.
  useEffect(
    () =>
      onSessionEvent((event) => {
        if (event.type !== 'loggedIn' && event.type !== 'touched') client.clear();
      }),
    [client],
  );

  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
