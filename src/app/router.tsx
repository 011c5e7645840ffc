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

/** Screens that need login: member screens and the game frame (spec section 6). */
const privateRoutes: RouteObject[] = [
  {
    path: 'member/home',
    element: screen(
      () => import('@/features/profile/member-home-page'),
      (m) => m.MemberHomePage,
    ),
  },
  {
    path: 'lottGame',
    element: screen(
      () => import('@/features/lott-game/lott-game-page'),
      (m) => m.LottGamePage,
    ),
  },
  {
    path: 'member/lottOrders',
    element: screen(
      () => import('@/features/lott-game/lott-orders-page'),
      (m) => m.LottOrdersPage,
    ),
  },
  {
    path: 'member/fundAccount',
    element: screen(
      () => import('@/features/payout-accounts/fund-account-page'),
      (m) => m.FundAccountPage,
    ),
  },
  {
    path: 'member/bankCard',
    element: screen(
      () => import('@/features/payout-accounts/bank-card-page'),
      (m) => m.BankCardPage,
    ),
  },
  {
    path: 'member/bankAccount',
    element: screen(
      () => import('@/features/payout-accounts/bank-account-page'),
      (m) => m.BankAccountPage,
    ),
  },
  {
    path: 'member/deposit',
    element: screen(
      () => import('@/features/deposit/deposit-page'),
      (m) => m.DepositPage,
    ),
  },
  {
    path: 'member/withdraw',
    element: screen(
      () => import('@/features/withdraw/withdraw-page'),
      (m) => m.WithdrawPage,
    ),
  },
  {
    path: 'member/setPhone',
    element: screen(
      () => import('@/features/verification/set-phone-page'),
      (m) => m.SetPhonePage,
    ),
  },
  {
    path: 'member/paymentPassword',
    element: screen(
      () => import('@/features/payout-accounts/payment-password-page'),
      (m) => m.PaymentPasswordPage,
    ),
  },
  {
    path: 'member/kycSetting',
    element: screen(
      () => import('@/features/verification/kyc-setting-page'),
      (m) => m.KycSettingPage,
    ),
  },
  {
    path: 'member/transaction',
    element: screen(
      () => import('@/features/records/transaction-page'),
      (m) => m.TransactionPage,
    ),
  },
  {
    path: 'member/securityCenter',
    element: screen(
      () => import('@/features/security/security-center-page'),
      (m) => m.SecurityCenterPage,
    ),
  },
  {
    path: 'member/loginPassword',
    element: screen(
      () => import('@/features/security/login-password-page'),
      (m) => m.LoginPasswordPage,
    ),
  },
  {
    path: 'member/setMail',
    element: screen(
      () => import('@/features/verification/set-mail-page'),
      (m) => m.SetMailPage,
    ),
  },
  {
    path: 'member/avatar',
    element: screen(
      () => import('@/features/profile/avatar-page'),
      (m) => m.AvatarPage,
    ),
  },
  {
    path: 'member/responsibleGaming',
    element: screen(
      () => import('@/features/responsible/responsible-page'),
      (m) => m.ResponsibleGamingPage,
    ),
  },
  {
    path: 'member/activityStatement',
    element: screen(
      () => import('@/features/responsible/statement-page'),
      (m) => m.ActivityStatementPage,
    ),
  },
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
