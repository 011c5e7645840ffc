import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { HomePage } from '@/features/home/home-page';
import { loadScreenStrings } from '@/i18n';
import { requireLogin, unknownPath } from './guards/login-loaders';
import { RequireLogin } from './guards/require-login';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './layout/route-error';
import { ShellFallback } from './layout/shell-fallback';

// The spec's route table (section 2), path for path. Home ships with the first page; every other screen is
// its own chunk, loaded when first visited together with the English strings of the screens.

type Lazy = RouteObject['lazy'];
const screen =
  <M,>(load: () => Promise<M>, pick: (module: M) => NonNullable<RouteObject['Component']>): Lazy =>
  async () => {
    const [module] = await Promise.all([load(), loadScreenStrings()]);
    return { Component: pick(module) };
  };

/** Screens that need login: member screens and the game frame (spec section 6). */
const privateRoutes: RouteObject[] = [
  {
    path: 'member/home',
    lazy: screen(
      () => import('@/features/profile/member-home-page'),
      (m) => m.MemberHomePage,
    ),
  },
  {
    path: 'lottGame',
    lazy: screen(
      () => import('@/features/lott-game/lott-game-page'),
      (m) => m.LottGamePage,
    ),
  },
  {
    path: 'member/lottOrders',
    lazy: screen(
      () => import('@/features/lott-game/lott-orders-page'),
      (m) => m.LottOrdersPage,
    ),
  },
  {
    path: 'member/fundAccount',
    lazy: screen(
      () => import('@/features/payout-accounts/fund-account-page'),
      (m) => m.FundAccountPage,
    ),
  },
  {
    path: 'member/bankCard',
    lazy: screen(
      () => import('@/features/payout-accounts/bank-card-page'),
      (m) => m.BankCardPage,
    ),
  },
  {
    path: 'member/bankAccount',
    lazy: screen(
      () => import('@/features/payout-accounts/bank-account-page'),
      (m) => m.BankAccountPage,
    ),
  },
  {
    path: 'member/deposit',
    lazy: screen(
      () => import('@/features/deposit/deposit-page'),
      (m) => m.DepositPage,
    ),
  },
  {
    path: 'member/withdraw',
    lazy: screen(
      () => import('@/features/withdraw/withdraw-page'),
      (m) => m.WithdrawPage,
    ),
  },
  {
    path: 'member/setPhone',
    lazy: screen(
      () => import('@/features/verification/set-phone-page'),
      (m) => m.SetPhonePage,
    ),
  },
  {
    path: 'member/paymentPassword',
    lazy: screen(
      () => import('@/features/payout-accounts/payment-password-page'),
      (m) => m.PaymentPasswordPage,
    ),
  },
  {
    path: 'member/kycSetting',
    lazy: screen(
      () => import('@/features/verification/kyc-setting-page'),
      (m) => m.KycSettingPage,
    ),
  },
  {
    path: 'member/transaction',
    lazy: screen(
      () => import('@/features/records/transaction-page'),
      (m) => m.TransactionPage,
    ),
  },
  {
    path: 'member/securityCenter',
    lazy: screen(
      () => import('@/features/security/security-center-page'),
      (m) => m.SecurityCenterPage,
    ),
  },
  {
    path: 'member/loginPassword',
    lazy: screen(
      () => import('@/features/security/login-password-page'),
      (m) => m.LoginPasswordPage,
    ),
  },
  {
    path: 'member/setMail',
    lazy: screen(
      () => import('@/features/verification/set-mail-page'),
      (m) => m.SetMailPage,
    ),
  },
  {
    path: 'member/avatar',
    lazy: screen(
      () => import('@/features/profile/avatar-page'),
      (m) => m.AvatarPage,
    ),
  },
  // A member path the table does not know: a player goes home like any unknown path.
  { path: 'member/*', loader: () => redirect('/') },
];

const publicRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  {
    // The login shell (spec section 2): both screens share its social sign-in buttons and terms link.
    lazy: screen(
      () => import('@/features/login/login-shell'),
      (m) => m.LoginShell,
    ),
    children: [
      {
        path: 'login',
        lazy: screen(
          () => import('@/features/login/login-page'),
          (m) => m.LoginPage,
        ),
      },
      {
        path: 'register',
        lazy: screen(
          () => import('@/features/register/register-page'),
          (m) => m.RegisterPage,
        ),
      },
    ],
  },
  {
    path: 'promotion',
    lazy: screen(
      () => import('@/features/promotion/promotion-page'),
      (m) => m.PromotionPage,
    ),
  },
  {
    path: 'draw-result',
    lazy: screen(
      () => import('@/features/draw/draw-page'),
      (m) => m.DrawPage,
    ),
  },
  {
    path: 'games',
    lazy: screen(
      () => import('@/features/games/games-page'),
      (m) => m.GamesPage,
    ),
  },
  {
    path: 'notice',
    lazy: screen(
      () => import('@/features/notice/notice-page'),
      (m) => m.NoticePage,
    ),
  },
  {
    path: 'more',
    lazy: screen(
      () => import('@/features/more/more-page'),
      (m) => m.MorePage,
    ),
  },
  {
    path: 'test',
    lazy: screen(
      () => import('@/features/test-pages/test-page'),
      (m) => m.TestPage,
    ),
  },
  {
    path: 'test/list',
    lazy: screen(
      () => import('@/features/test-pages/test-list-page'),
      (m) => m.TestListPage,
    ),
  },
  {
    path: 'test/form',
    lazy: screen(
      () => import('@/features/test-pages/test-form-page'),
      (m) => m.TestFormPage,
    ),
  },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteError standalone />,
    hydrateFallbackElement: <ShellFallback />,
    children: [
      {
        // A screen that fails keeps the header and the footer menu around its error message.
        errorElement: <RouteError />,
        children: [
          ...publicRoutes,
          { loader: requireLogin, element: <RequireLogin />, children: privateRoutes },
          { path: '*', loader: unknownPath },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
