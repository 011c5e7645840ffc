import type { ComponentType } from 'react';
import type { MemberScreenPath } from './router';

// The loaders of the screens that need login (src/app/router.tsx, MEMBER_SCREENS), each with the list of files it
// preloads: a chunk of their own, fetched with the first of these screens or once there is a session
// (src/app/overlays/live-overlays.tsx), so a visitor's page never carries them.
export const memberScreens: Record<MemberScreenPath, () => Promise<ComponentType>> = {
  'member/home': () => import('@/features/profile/member-home-page').then((m) => m.MemberHomePage),
  lottGame: () => import('@/features/lott-game/lott-game-page').then((m) => m.LottGamePage),
  'member/lottOrders': () => import('@/features/lott-game/lott-orders-page').then((m) => m.LottOrdersPage),
  'member/fundAccount': () =>
    import('@/features/payout-accounts/fund-account-page').then((m) => m.FundAccountPage),
  'member/bankCard': () => import('@/features/payout-accounts/bank-card-page').then((m) => m.BankCardPage),
  'member/bankAccount': () =>
    import('@/features/payout-accounts/bank-account-page').then((m) => m.BankAccountPage),
  'member/deposit': () => import('@/features/deposit/deposit-page').then((m) => m.DepositPage),
  'member/withdraw': () => import('@/features/withdraw/withdraw-page').then((m) => m.WithdrawPage),
  'member/setPhone': () => import('@/features/verification/set-phone-page').then((m) => m.SetPhonePage),
  'member/paymentPassword': () =>
    import('@/features/payout-accounts/payment-password-page').then((m) => m.PaymentPasswordPage),
  'member/kycSetting': () => import('@/features/verification/kyc-setting-page').then((m) => m.KycSettingPage),
  'member/transaction': () => import('@/features/records/transaction-page').then((m) => m.TransactionPage),
  'member/securityCenter': () =>
    import('@/features/security/security-center-page').then((m) => m.SecurityCenterPage),
  'member/loginPassword': () =>
    import('@/features/security/login-password-page').then((m) => m.LoginPasswordPage),
  'member/setMail': () => import('@/features/verification/set-mail-page').then((m) => m.SetMailPage),
  'member/avatar': () => import('@/features/profile/avatar-page').then((m) => m.AvatarPage),
  'member/responsibleGaming': () =>
    import('@/features/responsible/responsible-page').then((m) => m.ResponsibleGamingPage),
  'member/activityStatement': () =>
    import('@/features/responsible/statement-page').then((m) => m.ActivityStatementPage),
};
