import { lazy, type ComponentType } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { HomePage } from '@/features/home/home-page';
import { withScreenStrings } from '@/i18n';
import { RequireLogin, UnknownPath } from './guards/require-login';
import { AppLayout } from './layout/app-layout';

// The spec's route table (section 2), path for path. Home ships with the first page; every other screen is
// its own chunk, loaded when first visited together with the English strings of the screens.
//
// The table is plain elements in react-router's declarative mode, not its data router: the data router
// (loaders, route-level lazy, errorElement, its ScrollRestoration) is 17 kB gzip more on every first page,
// and the app needs none of what it adds beyond what the guard components, React.lazy, the layout's error
// boundary and src/app/layout/scroll-restoration.tsx do here.

const screen = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) => {
  const Screen = lazy(async () => ({ default: pick(await withScreenStrings(load)) }));
  return <Screen />;
};

/** Check my numbers and hot and cold numbers: one chunk for both (src/app/number-tools.ts). */
const numberTools = () => import('./number-tools');

/**
 * Screens that need login: member screens and the game frame (spec section 6). Their paths are here, for the
 * router and the field data's route names; their loaders are in ./member-screens (loadMemberScreens).
 */
const MEMBER_SCREENS = [
  'member/home',
  'lottGame',
  'member/lottOrders',
  'member/fundAccount',
  'member/bankCard',
  'member/bankAccount',
  'member/deposit',
  'member/withdraw',
  'member/setPhone',
  'member/paymentPassword',
  'member/kycSetting',
  'member/transaction',
  'member/securityCenter',
  'member/loginPassword',
  'member/setMail',
  'member/avatar',
  'member/responsibleGaming',
  'member/activityStatement',
] as const;
export type MemberScreenPath = (typeof MEMBER_SCREENS)[number];

/** The member screens' loaders: once there is a session, or with the first member screen. */
export const loadMemberScreens = () => import('./member-screens');

const privateRoutes: RouteObject[] = [
  ...MEMBER_SCREENS.map((path) => ({
    path,
    element: screen(
      () => loadMemberScreens().then((m) => m.memberScreens[path]()),
      (Screen) => Screen,
    ),
  })),
  // A member path the table does not know: a player goes home like any unknown path.
  { path: 'member/*', element: <Navigate to="/" replace /> },
];

const publicRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  {
    // The login shell (spec section 2): both screens share its social sign-in buttons and terms link.
    element: screen(
      () => import('@/features/login/login-shell'),
      (m) => m.LoginShell,
    ),
    children: [
      {
        path: 'login',
        element: screen(
          () => import('@/features/login/login-page'),
          (m) => m.LoginPage,
        ),
      },
      {
        path: 'register',
        element: screen(
          () => import('@/features/register/register-page'),
          (m) => m.RegisterPage,
        ),
      },
    ],
  },
  {
    path: 'promotion',
    element: screen(
      () => import('@/features/promotion/promotion-page'),
      (m) => m.PromotionPage,
    ),
  },
  {
    path: 'draw-result',
    element: screen(
      () => import('@/features/draw/draw-page'),
      (m) => m.DrawPage,
    ),
  },
  { path: 'check-numbers', element: screen(numberTools, (m) => m.NumberCheckPage) },
  { path: 'hot-cold', element: screen(numberTools, (m) => m.HotColdPage) },
  {
    path: 'games',
    element: screen(
      () => import('@/features/games/games-page'),
      (m) => m.GamesPage,
    ),
  },
  {
    path: 'notice',
    element: screen(
      () => import('@/features/notice/notice-page'),
      (m) => m.NoticePage,
    ),
  },
  {
    path: 'more',
    element: screen(
      () => import('@/features/more/more-page'),
      (m) => m.MorePage,
    ),
  },
  {
    path: 'test',
    element: screen(
      () => import('@/features/test-pages/test-page'),
      (m) => m.TestPage,
    ),
  },
  {
    path: 'test/list',
    element: screen(
      () => import('@/features/test-pages/test-list-page'),
      (m) => m.TestListPage,
    ),
  },
  {
    path: 'test/form',
    element: screen(
      () => import('@/features/test-pages/test-form-page'),
      (m) => m.TestFormPage,
    ),
  },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    children: [
      ...publicRoutes,
      { element: <RequireLogin />, children: privateRoutes },
      { path: '*', element: <UnknownPath /> },
    ],
  },
];

/** The screen for the address in the bar (inside the app's router, src/app/app.tsx). */
export const AppRoutes = () => useRoutes(routes);
