import type {
  Bank,
  DepositMethod,
  DepositPromotion,
  PaymentChannel,
} from '../../src/api/generated/wps/wps.schemas';

// The fixed offer of the platform: banks and e-wallets for payouts (shared/domain/pcso-games.md), deposit
// methods, channels and promotions. Channels include some the app must filter out (it keeps only PG, GCASHQR,
// GCASH and Paymaya) and their preset amounts come unsorted, as the real server sends them.

const logo = (code: string) => `/mock-cdn/banks/${code.toLowerCase()}.svg`;

export const BANKS: readonly Bank[] = [
  ['BDO', 'BDO Unibank'],
  ['BPI', 'Bank of the Philippine Islands'],
  ['MBTC', 'Metrobank'],
  ['LBP', 'Landbank of the Philippines'],
  ['PNB', 'Philippine National Bank'],
  ['SECB', 'Security Bank'],
  ['UBP', 'UnionBank of the Philippines'],
  ['RCBC', 'RCBC'],
  ['CBC', 'China Bank'],
  ['PSB', 'PSBank'],
  ['AUB', 'Asia United Bank'],
  ['EWB', 'EastWest Bank'],
].map(([bankCode, bankName], i) => ({
  bankId: i + 1,
  bankCode,
  bankName,
  type: 'BANK' as const,
  logoUrl: logo(bankCode),
}));

export const E_WALLETS: readonly Bank[] = [
  { bankId: 101, bankCode: 'GCASH', bankName: 'GCash', type: 'EWALLET', logoUrl: logo('GCASH') },
  { bankId: 102, bankCode: 'MAYA', bankName: 'Maya', type: 'EWALLET', logoUrl: logo('MAYA') },
];

export const bankById = (bankId: number): Bank | undefined =>
  [...BANKS, ...E_WALLETS].find((b) => b.bankId === bankId);

export const DEPOSIT_METHODS: readonly DepositMethod[] = [
  { methodType: 'EWALLET', displayName: 'GCash / Maya', enabled: true, iconUrl: logo('GCASH'), sort: 1 },
  { methodType: 'QR', displayName: 'Scan QR (GCash)', enabled: true, iconUrl: logo('GCASHQR'), sort: 2 },
  { methodType: 'LAUNCH_URL', displayName: 'Online banking', enabled: true, iconUrl: logo('PG'), sort: 3 },
];

const channel = (c: Omit<PaymentChannel, 'available'> & { available?: boolean }): PaymentChannel => ({
  available: true,
  ...c,
});

export const PAYMENT_CHANNELS: readonly PaymentChannel[] = [
  channel({
    channelId: 21,
    channelName: 'GCASH',
    displayName: 'GCash',
    methodType: 'EWALLET',
    minAmount: 100,
    maxAmount: 50_000,
    fixAmounts: [500, 100, 5000, 1000, 200],
  }),
  channel({
    channelId: 22,
    channelName: 'GCASHQR',
    displayName: 'GCash QR',
    methodType: 'QR',
    minAmount: 100,
    maxAmount: 30_000,
    fixAmounts: [1000, 300, 100, 3000],
  }),
  channel({
    channelId: 23,
    channelName: 'Paymaya',
    displayName: 'Maya',
    methodType: 'EWALLET',
    minAmount: 100,
    maxAmount: 50_000,
    fixAmounts: [2000, 100, 500],
  }),
  channel({
    channelId: 30,
    channelName: 'PG',
    displayName: 'Online banking (InstaPay)',
    methodType: 'LAUNCH_URL',
    minAmount: 200,
    maxAmount: 50_000,
    fixAmounts: [10000, 500, 2000, 1000],
  }),
  channel({
    channelId: 31,
    channelName: 'PG',
    displayName: 'Online banking (PESONet)',
    methodType: 'LAUNCH_URL',
    minAmount: 1000,
    maxAmount: 50_000,
    fixAmounts: [5000, 1000],
    available: false,
  }),
  // Channels the app must leave out: not in its list of kept channel names.
  channel({
    channelId: 40,
    channelName: 'GRABPAY',
    displayName: 'GrabPay',
    methodType: 'EWALLET',
    minAmount: 100,
    maxAmount: 20_000,
    fixAmounts: [300, 100],
  }),
  channel({
    channelId: 41,
    channelName: 'USDT',
    displayName: 'USDT (TRC20)',
    methodType: 'LAUNCH_URL',
    minAmount: 500,
    maxAmount: 100_000,
    fixAmounts: [5000, 500],
  }),
  channel({
    channelId: 42,
    channelName: 'BANK_TRANSFER',
    displayName: 'Manual bank transfer',
    methodType: 'QR',
    minAmount: 500,
    maxAmount: 100_000,
    fixAmounts: [],
    available: false,
  }),
];

export const channelById = (channelId: number) => PAYMENT_CHANNELS.find((c) => c.channelId === channelId);

export const DEPOSIT_PROMOTIONS: readonly DepositPromotion[] = [
  {
    promotionId: 88,
    title: 'First deposit bonus 100% up to ₱1,000',
    minDeposit: 100,
    bonusRate: 1,
    maxBonus: 1000,
    content: '<p>Bonus credited after the deposit is approved. 10× turnover before withdrawal.</p>',
  },
  {
    promotionId: 89,
    title: 'Weekend reload 10% up to ₱500',
    minDeposit: 1000,
    bonusRate: 0.1,
    maxBonus: 500,
    content: '<p>Deposit ₱1,000 or more on Saturday or Sunday and get 10% extra.</p>',
  },
  {
    promotionId: 90,
    title: 'Jackpot week 5% up to ₱2,500',
    minDeposit: 5000,
    bonusRate: 0.05,
    maxBonus: 2500,
    content: '<p>For deposits of ₱5,000 or more while a jackpot is above ₱50 million.</p>',
  },
];

export const promotionById = (id: number) => DEPOSIT_PROMOTIONS.find((p) => p.promotionId === id);

export const DEPOSIT_LIMITS = { minAmount: 100, maxAmount: 50_000, decimals: 0, expireMinutes: 5 };
export const MAX_OPEN_DEPOSITS = 3;

export const WITHDRAW_LIMITS = {
  min: 100,
  max: 50_000,
  dailyCount: 5,
  dailyMaxAmount: 200_000,
  decimals: 0,
  feeRate: 0.01,
  minFee: 10,
  freePerDay: 1,
};

export const CARD_LIMITS = { maxCardCount: 3, maxEWalletCount: 2 };
