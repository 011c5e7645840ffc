import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { onSessionEvent } from '@/state/session';
import { createQueryClient } from '../query-client';
import { useMockWorldRefresh } from './use-mock-world-refresh';

/**
 * The GET calls whose answers are the same for everyone: the contract marks them neither protected nor
 * optional-auth (data-provider.test.ts holds this list to it). Named by path, as their query keys begin, so
 * this first-page module stays free of the API pipeline.
 */
export const PUBLIC_QUERY_PATHS: ReadonlySet<string> = new Set([
  '/v.json',
  '/wps/system/status',
  '/wps/system/helpCenter',
  '/wps/captcha',
  '/wps/session/key/rsa',
  '/wps/relay/MCSFE_getListAnnouncements',
  '/lgw/pl/numeros/today_games',
  '/lgw/pl/draw/win_order_prize_summaries',
]);

/**
 * Server data belongs to the player who asked for it: when the session ends none of it may outlive it. What
 * everyone gets alike stays, so the screens showing it keep watching the same entries: a dropped entry leaves
 * its screen asking twice when it next refreshes (once for the dropped entry, once for its replacement).
 */
export function dropPlayersData(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => !PUBLIC_QUERY_PATHS.has(String(query.queryKey[0])) });
  client.getMutationCache().clear();
}

/**
 * Gives the whole app its one query client (server data lives in its cache, nowhere else). Each mounted app
 * has its own, so tests that mount the app again start clean.
 */
export function DataProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);

  useEffect(
    () =>
      onSessionEvent((event) => {
        if (event.type !== 'loggedIn' && event.type !== 'touched') dropPlayersData(client);
      }),
    [client],
  );
  useMockWorldRefresh(client);

  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
