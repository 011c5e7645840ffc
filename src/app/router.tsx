import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { HomePage } from '@/features/home/home-page';
import { RequireLogin } from './guards/require-login';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './layout/route-error';
import { ShellFallback } from './layout/shell-fallback';

// The spec's route table (section 2). Home ships with the first page; every other screen loads on demand.
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <ShellFallback />,
    children: [
      { index: true, element: <HomePage /> },
      {
        path: 'login',
        lazy: async () => ({ Component: (await import('@/features/login/login-page')).LoginPage }),
      },
      {
        // No member screen exists yet: the guard sends visitors to log in, players back home.
        path: 'member/*',
        element: (
          <RequireLogin>
            <Navigate to="/" replace />
          </RequireLogin>
        ),
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
