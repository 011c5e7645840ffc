import { createContext, useContext } from 'react';

// The app's one query client, created on first use by the data provider (src/app/data/data-provider.tsx),
// which loads in parallel with the first paint rather than before it. The holder is per app instance, so two
// providers (the screens and the overlays) share one cache, and tests that mount the app again start clean.

export interface QueryClientHolder<T = unknown> {
  client: T | null;
}

export const QueryClientHolderContext = createContext<QueryClientHolder>({ client: null });

export const useQueryClientHolder = () => useContext(QueryClientHolderContext);
