import { Suspense, useEffect } from 'react';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { setNavigator } from '@/state/navigation';
import { DataProvider } from './data/data-provider';
import { RouteErrorBoundary } from './layout/route-error';
import { ShellFallback } from './layout/shell-fallback';
import { AppRoutes } from './router';

/**
 * Navigation asked for outside React (a 401, the session's expiry) goes through this app's router; the app
 * mounted last owns it (tests mount one app after another).
 */
function RouterNavigator() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((path) => void navigate(path, { replace: true })), [navigate]);
  return null;
}

export function App() {
  return (
    <DataProvider>
      <BrowserRouter>
        <RouterNavigator />
        <RouteErrorBoundary standalone>
          <Suspense fallback={<ShellFallback />}>
            <AppRoutes />
          </Suspense>
        </RouteErrorBoundary>
      </BrowserRouter>
    </DataProvider>
  );
}
