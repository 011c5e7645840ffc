// The routes of the product spec's table and the title each screen shows: the browser suite's axe scan
// (screens.spec.ts) and the contract-mock smoke test (tests/contract-mock) visit the same list.

export type Screen = [path: string, title: string | RegExp];

/** Each public route and the title (h1) of the screen it shows a visitor. */
export const PUBLIC_SCREENS: readonly Screen[] = [
  ['/', 'Home'],
  ['/login', 'Log in'],
  // "Register", or "Log in or register" when the white label allows SMS-code login.
  ['/register', /^(Log in or register|Register)$/],
  ['/promotion', 'Promotions'],
  ['/draw-result', 'Draw results'],
  ['/check-numbers', 'Check my numbers'],
  ['/hot-cold', 'Hot and cold numbers'],
  ['/games', 'Games'],
  ['/notice', 'Notices'],
  ['/more', 'More'],
  ['/more?page=terms_use', 'Terms of use'],
  ['/more?page=privacy', 'Privacy'],
  ['/more?page=license', 'Licence'],
  ['/test', 'Test pages'],
  ['/test/list', 'Test list'],
  ['/test/form', 'Test form'],
];

/** Each member route and its screen's title, for the seeded player on the fake backend. */
export const MEMBER_SCREENS: readonly Screen[] = [
  ['/member/home', 'My account'],
  ['/lottGame?gameId=105', 'Ultra Lotto 6/58'],
  ['/member/lottOrders', 'Betting history'],
  ['/member/fundAccount', 'Fund account'],
  ['/member/bankCard', 'Bank cards'],
  ['/member/bankAccount', 'Add bank account'],
  ['/member/deposit', 'Deposit'],
  ['/member/withdraw', 'Withdraw'],
  ['/member/setPhone', 'Mobile number'],
  ['/member/paymentPassword', 'Payment password'],
  ['/member/kycSetting', 'Identity verification'],
  ['/member/transaction?type=deposit', 'Transactions'],
  ['/member/transaction?type=withdraw', 'Transactions'],
  ['/member/transaction?type=account', 'Transactions'],
  ['/member/securityCenter', 'Security center'],
  ['/member/loginPassword', 'Login password'],
  ['/member/setMail', 'E-mail'],
  ['/member/avatar', 'Avatar'],
  ['/member/responsibleGaming', 'Responsible gaming'],
  ['/member/activityStatement', 'Activity statement'],
];
