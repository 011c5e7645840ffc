import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { setNavigator } from '@/state/navigation';
import { QueryClientHolderContext, type QueryClientHolder } from './data/query-client-holder';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  const [holder] = useState<QueryClientHolder>(() => ({ client: null }));
  // Navigation asked for outside React (a 401, the session's expiry) goes through this app's router; the app
  // mounted last owns it (tests mount one app after another).
  useEffect(() => setNavigator((path) => router.navigate(path, { replace: true })), [router]);

  return (
    <QueryClientHolderContext value={holder}>
      <RouterProvider router={router} />
    </QueryClientHolderContext>
  );
}
