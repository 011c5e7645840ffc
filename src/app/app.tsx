import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { onSessionEvent } from '@/state/session';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);

  // Server data belongs to the player who asked for it: when the session ends, none of it may outlive it.
  useEffect(
    () =>
      onSessionEvent((event) => {
        if (event.type !== 'loggedIn' && event.type !== 'touched') queryClient.clear();
      }),
    [queryClient],
  );

  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
