import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { QueryClientHolderContext, type QueryClientHolder } from './data/query-client-holder';
import { loadDataProvider } from './data/lazy-data-provider';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  const [holder] = useState<QueryClientHolder>(() => {
    // Starts fetching the data layer while the first screen renders, instead of after.
    void loadDataProvider();
    return { client: null };
  });

  return (
    <QueryClientHolderContext value={holder}>
      <RouterProvider router={router} />
    </QueryClientHolderContext>
  );
}
