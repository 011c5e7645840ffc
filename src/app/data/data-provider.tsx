import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { onSessionEvent } from '@/state/session';
import { createQueryClient } from '../query-client';
import { useQueryClientHolder, type QueryClientHolder } from './query-client-holder';

// The app's long-running watchers need the API pipeline too, so they travel in this chunk; boot starts them.
export { startAuthRuntime } from '@/services/auth-runtime';

function clientOf(holder: QueryClientHolder): QueryClient {
  holder.client ??= createQueryClient();
  return holder.client as QueryClient;
}

/** Gives everything below it the app's query client (server data lives in its cache, nowhere else). */
export function DataProvider({ children }: { children: ReactNode }) {
  const client = clientOf(useQueryClientHolder());

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
