import { MANILA_CITY_ID, METRO_MANILA_ID } from '@mock/db/places';
import { apiRequest, type RequestConfig } from '@/api/http';
import type { OperationInfo } from '@/api/generated/operations';
import { call, form, logInAs, picture, seeded, smsCodeFor, type Seeded } from './support';

// A valid request for every operation of both specs, with the player it runs as (null: logged out) and any
// setup the call needs first (an SMS code, an open deposit order). The contract test fails for an operation
// that has no example here.

type Config = Omit<RequestConfig, 'url' | 'method'>;
export interface Example extends Config {
  as?: Seeded | null;
  /** Values of the path's {placeholders}. */
  pathParams?: Record<string, string | number>;
  setup?: () => Promise<Config>;
}

const DAY = 86_400_000;
const juan = seeded('juan');
const maria = seeded('maria');

const newDeposit = () =>
  call<{ orderNo: string }>('/wps/v2/deposit/qr', 'POST', { data: { channelId: 22, amount: 500 } });

export const examples: Record<string, Example> = {
  getAppVersion: { as: null },
  getStatus: { as: null, params: { device: 'MOBILE' } },
  getHelpCenter: { as: null, params: { device: 'WEB' } },
  getAnnouncements: { as: null, params: { platform: 'M', types: 'B,PL,PU,PR' } },
  fcmBind: { data: { registrationToken: 'fcm-token-test:APA91b' } },
  fcmUnbind: { as: null, data: { registrationToken: 'fcm-token-test:APA91b' } },
  fcmSubscribe: { as: null, data: { registrationToken: 'fcm-token-test:APA91b', topic: 'ALL' } },
  telemetryReport: {
    as: null,
    data: {
      build: 'test-build',
      entries: [{ kind: 'vital', name: 'LCP', value: 1800, rating: 'good', route: '/draw-result', at: 1 }],
    },
  },
  getCaptcha: { as: null },
  sendSmsNoLogin: { as: null, data: { countryDialingCode: '63', mobileNum: '09998887777' } },
  sendSmsToVerifiedMobile: { data: { purpose: 'PAYMENT_PASSWORD' } },
  sendSms: { as: null, data: { countryDialingCode: '63', mobileNum: '09998887777', purpose: 'BIND_MOBILE' } },
  verifyCurrentMobile: {
    setup: async () => {
      await call('/wps/v2/verification/sms/send-verified', 'POST', { data: { purpose: 'PAYMENT_PASSWORD' } });
      return { data: { verificationCode: smsCodeFor(juan.mobile), purpose: 'PAYMENT_PASSWORD' } };
    },
  },
  verifySmsCode: {
    as: 'maria',
    setup: async () => {
      const number = { countryDialingCode: '63', mobileNum: maria.mobile };
      await call('/wps/v2/verification/sms/send', 'POST', { data: { ...number, purpose: 'BIND_MOBILE' } });
      return { data: { ...number, purpose: 'BIND_MOBILE', verificationCode: smsCodeFor(maria.mobile) } };
    },
  },
  getRsaKey: { as: null },
  login: {
    as: null,
    data: {
      type: 'password',
      username: juan.username,
      password: juan.password,
      lottoArea: 'PL',
      channel: 'MOBILE',
    },
  },
  logout: {},
  register: {
    as: null,
    data: {
      username: 'newplayer01',
      password: 'Secret2026',
      login: true,
      registerMethod: 'H5',
      lottoArea: 'PL',
    },
  },
  registerAutoUsername: {
    as: null,
    data: { password: 'Secret2026', login: true, registerMethod: 'PWA', lottoArea: 'PL' },
  },
  registerOnlyMobile: {
    as: null,
    setup: async () => {
      const number = { countryDialingCode: '63', mobileNum: '09170000001' };
      await call('/wps/v2/verification/sms/noLogin', 'POST', { data: number });
      return {
        data: {
          ...number,
          password: 'k3Rt9qPz1mXa',
          verificationCode: smsCodeFor(number.mobileNum),
          login: true,
          registerMethod: 'H5',
          lottoArea: 'PL',
        },
      };
    },
  },
  getMemberInfo: {},
  updateMemberInfo: { data: { nickname: 'Juanito' } },
  updateEmail: { data: { mail: 'juan.new@example.ph' } },
  updateNickname: { data: { nickname: 'Juanito' } },
  getConsolidatedFunds: {},
  getSecurityConfig: {},
  getIdImage: {},
  uploadIdImage: {
    as: 'maria',
    setup: async () => ({
      data: form({
        idType: 'PHILSYS',
        idNumber: '1234-5678-9012-3456',
        idImage: picture('id.jpg'),
        selfieImage: picture('selfie.jpg'),
      }),
    }),
  },
  changePassword: {
    data: { oldPassword: 'Lotto2026', newPassword: 'Lotto2027', confirmNewPassword: 'Lotto2027' },
  },
  resetPasswordByEmail: {
    as: null,
    data: new URLSearchParams({ username: juan.username, email: juan.email }),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  },
  setPaymentPassword: { as: 'maria', data: { paymentPassword: '135790', confirmPaymentPassword: '135790' } },
  changePaymentPassword: {
    data: { oldPaymentPassword: '246810', newPaymentPassword: '135790', confirmNewPaymentPassword: '135790' },
  },
  updateLanguage: { data: { language: 'zh' } },
  getPlayerAvatar: {},
  uploadPlayerAvatar: { data: { avatarType: 'STATIC', avatar: '7' } },
  getWalletBalance: { params: { typeId: 0 } },
  walletReturn: { data: { customerId: Number(juan.id) } },
  bindBankCard: {
    data: {
      type: 'BANK',
      bankId: 2,
      accountNo: '009876543210',
      payeeName: 'Juan Dela Cruz',
      provinceId: METRO_MANILA_ID,
      cityId: MANILA_CITY_ID,
      branch: 'BPI Ermita',
      paymentPassword: '246810',
    },
  },
  removeBankCard: { pathParams: { cardId: 55021 } },
  getBindConfig: {},
  getBankCardProvinces: {},
  getBanks: { params: { provinceId: METRO_MANILA_ID, cityId: MANILA_CITY_ID } },
  getWithdrawBankList: {},
  getWithdrawEWalletList: {},
  getWithdrawAccountInfo: {},
  getDepositMethods: {},
  getDepositTasks: { setup: async () => (await newDeposit(), {}) },
  getDepositPromotions: {},
  getPaymentChannels: { params: { groupMTByChannelName: 'Y' } },
  getDepositSettings: {},
  depositByQr: { data: { channelId: 22, amount: 500, promotionId: 88 } },
  depositByEWallet: { data: { channelId: 21, amount: 500, accountNo: '09171234567' } },
  depositByLaunchUrl: { data: { channelId: 30, amount: 1000, returnUrl: '/member/deposit' } },
  uploadDepositImage: {
    setup: async () => {
      const { orderNo } = await newDeposit();
      return { data: form({ orderNo, nickname: 'Juan D.', image: picture('receipt.png', 'image/png') }) };
    },
  },
  getDepositRecords: { params: { page: 1, size: 20 } },
  getWithdrawSettings: {},
  getWithdrawCharges: { params: { amount: 1500 } },
  withdraw: { data: { amount: 1500, bankCardId: 55021, paymentPassword: '246810' } },
  getWithdrawRecords: { params: { start: 0, end: 20 } },
  getTransactionRecords: { params: { page: 1, size: 20 } },
  launchGame: { params: { launchMode: 'LOTT', lottoArea: 'PL', lottoView: 'game', gameId: 101 } },
  getRecentBets: { params: { size: 5 } },
  getGamingLimits: {},
  setGamingLimits: { data: { kind: 'DEPOSIT', limits: { daily: 500, monthly: 10_000 } } },
  getPlayBreak: {},
  startPlayBreak: { as: 'pedro', data: { length: 'H24' } },
  getRealityCheck: {},
  setRealityCheck: { data: { intervalMinutes: 60 } },
  getSessionActivity: {},
  getActivityStatement: { params: { period: 'WEEK' } },
  processContractSalary: { data: { id: 7781, action: 'ACCEPT' } },
  processDividend: { data: { id: 7782, action: 'ACCEPT' } },
  processDailySalary: { data: { id: 7783, action: 'REJECT' } },
  processHourlySalary: { data: { id: 7784, action: 'ACCEPT' } },
  getTodayGames: { as: null },
  getDrawHistory: {
    as: null,
    params: { gameCode: 'all', startTime: Date.now() - 30 * DAY, endTime: Date.now(), page: 0, size: 30 },
  },
};

/** The operation's path with its {placeholders} filled from the example. */
export const withPathParams = (path: string, values: Record<string, string | number> = {}) =>
  path.replace(/\{(\w+)\}/g, (_match, name: string) => String(values[name]));

/**
 * Sends the operation's example through the app's own pipeline, as its player after its setup, and resolves
 * with the answer's body. `beforeCall` runs between the setup's calls and the operation's own.
 */
export async function runExample(
  op: Pick<OperationInfo, 'operationId' | 'method' | 'path'>,
  { beforeCall }: { beforeCall?: () => void } = {},
): Promise<unknown> {
  const { as = 'juan', setup, pathParams, ...config } = examples[op.operationId];
  if (as) await logInAs(seeded(as).username);
  const extra = setup ? await setup() : {};
  beforeCall?.();
  return apiRequest(
    { url: withPathParams(op.path, pathParams), method: op.method, ...config, ...extra },
    { silent: true },
  );
}
