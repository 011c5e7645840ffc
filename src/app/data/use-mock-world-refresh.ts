import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { MOCK_WORLD_CHANGED } from '@/lib/mock-seam';

/**
 * In mock mode (`npm start`), every answer the app holds is refetched when the dev panel changes the fake world
 * (src/lib/mock-seam.ts): the status otherwise is read only at start and when the tab comes back, so a switched
 * maintenance scenario showed nothing until a reload. The env flag is a build-time constant: a production
 * build keeps an empty effect.
 */
export function useMockWorldRefresh(client: QueryClient): void {
  useEffect(() => {
    if (import.meta.env.VITE_API_MOCK !== '1') return;
    const refresh = () => void client.invalidateQueries();
    window.addEventListener(MOCK_WORLD_CHANGED, refresh);
    return () => window.removeEventListener(MOCK_WORLD_CHANGED, refresh);
  }, [client]);
}
