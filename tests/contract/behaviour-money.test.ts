import { describe, expect, it, vi } from 'vitest';
import { uploadDepositImage } from '@/api/areas/deposit';
import { MANILA_CITY_ID, METRO_MANILA_ID } from '@mock/db/places';
import { clock } from '@mock/lib/clock';
import { preferences } from '@/state/preferences';
import { API, call, form, logInAs, logOutLocally, picture } from './support';

// Money: deposit channels and orders through their states, withdrawal checks and endings, bank cards.

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ status: 200, code: 'none' }),
    (e: { status: number; code: string }) => ({ status: e.status, code: e.code }),
  );
const balance = async () => (await call<{ sumBalance: number }>('/wps/v2/wallets/balance', 'GET')).sumBalance;
const control = (path: string, body: object) =>
  fetch(`${API}/__mock${path}`, { method: 'POST', body: JSON.stringify(body) }).then(async (r) => {
    expect(r.status, await r.clone().text()).toBe(200);
    return r.json();
  });
const withdraw = (amount: number, extra: object = {}) =>
  call<{ orderNo: string; status: number }>('/wps/v2/transaction/withdraw', 'POST', {
    data: { amount, bankCardId: 55021, paymentPassword: '246810', ...extra },
  });

describe('deposits', () => {
  it('lists channels grouped, with ones the app must filter out and unsorted preset amounts', async () => {
    await logInAs('juan2026');
    const groups = await call<
      { channelName: string; available: boolean; channels: { fixAmounts: number[]; available?: boolean }[] }[]
    >('/wps/v2/deposit/channels', 'GET', { params: { groupMTByChannelName: 'Y' } });
    expect(groups.map((g) => g.channelName)).toEqual(
      expect.arrayContaining(['PG', 'GCASHQR', 'GCASH', 'Paymaya', 'GRABPAY', 'USDT']),
    );
    expect(groups.find((g) => g.channelName === 'BANK_TRANSFER')?.available).toBe(false);
    expect(groups.find((g) => g.channelName === 'PG')!.channels.some((c) => c.available === false)).toBe(
      true,
    );
    const amounts = groups.find((g) => g.channelName === 'GCASH')!.channels[0].fixAmounts;
    expect(amounts).not.toEqual([...amounts].sort((a, b) => a - b));
    const ungrouped = await call<unknown[]>('/wps/v2/deposit/channels', 'GET', {
      params: { groupMTByChannelName: 'N' },
    });
    expect(ungrouped.length).toBeGreaterThan(groups.length);
  });

  it('groups deposit channels by name only when asked (groupMTByChannelName=Y)', async () => {
    await logInAs('juan2026');
    type Group = { channelName: string; channels: { channelId: number }[] };
    const pg = (groups: Group[]) =>
      groups.filter((g) => g.channelName === 'PG').map((g) => g.channels.map((c) => c.channelId));
    const grouped = await call<Group[]>('/wps/v2/deposit/channels', 'GET', {
      params: { groupMTByChannelName: 'Y' },
    });
    expect(pg(grouped)).toEqual([[30, 31]]);
    // Not asked: a group per channel, so a client that forgets the parameter shows the difference.
    expect(pg(await call<Group[]>('/wps/v2/deposit/channels', 'GET'))).toEqual([[30], [31]]);
    expect(
      pg(await call<Group[]>('/wps/v2/deposit/channels', 'GET', { params: { groupMTByChannelName: 'N' } })),
    ).toEqual([[30], [31]]);
  });

  it('refuses deposits out of limits, below a promotion minimum, on an unavailable channel or without a verified mobile', async () => {
    await logInAs('juan2026');
    const qr = (data: object) =>
      failure(call('/wps/v2/deposit/qr', 'POST', { data: { channelId: 22, ...data } }));
    expect(await qr({ amount: 50 })).toMatchObject({ code: 'AMOUNT_BELOW_MIN' });
    expect(await qr({ amount: 30_001 })).toMatchObject({ code: 'AMOUNT_ABOVE_MAX' });
    expect(await qr({ amount: 100.5 })).toMatchObject({ code: 'INVALID_AMOUNT' });
    expect(await qr({ amount: 500, promotionId: 90 })).toMatchObject({ code: 'PROMOTION_MIN_DEPOSIT' });
    expect(
      await failure(call('/wps/v2/deposit/launchUrl', 'POST', { data: { channelId: 31, amount: 1000 } })),
    ).toMatchObject({ code: 'CHANNEL_NOT_SUPPORTED' });
    await logInAs('maria2026');
    expect(await qr({ amount: 500 })).toMatchObject({ code: 'MOBILE_NOT_VERIFIED' });
  });

  it('expires an unpaid order after 5 minutes, rejects or cancels on a back-office decision', async () => {
    clock.freeze();
    await logInAs('pedro2026');
    const a = await call<{ orderNo: string }>('/wps/v2/deposit/qr', 'POST', {
      data: { channelId: 22, amount: 200 },
    });
    const b = await call<{ orderNo: string }>('/wps/v2/deposit/eWallet', 'POST', {
      data: { channelId: 23, amount: 200 },
    });
    const c = await call<{ orderNo: string }>('/wps/v2/deposit/eWallet', 'POST', {
      data: { channelId: 21, amount: 200 },
    });
    expect(
      await failure(call('/wps/v2/deposit/qr', 'POST', { data: { channelId: 22, amount: 200 } })),
    ).toMatchObject({ code: 'TOO_MANY_OPEN_DEPOSITS' });
    await call('/wps/v2/deposit/image', 'POST', {
      data: form({ orderNo: b.orderNo, nickname: 'Pedro', image: picture('r.png', 'image/png') }),
    });
    await control(`/deposits/${b.orderNo}`, { action: 'reject' });
    await control(`/deposits/${c.orderNo}`, { action: 'cancel' });
    clock.advance(5 * 60_000);
    const records = await call<{
      list: { orderNo: string; status: number }[];
      footer: { totalCount: number };
    }>('/wps/v2/deposit/records', 'GET');
    const statusOf = (orderNo: string) => records.list.find((r) => r.orderNo === orderNo)?.status;
    expect([statusOf(a.orderNo), statusOf(b.orderNo), statusOf(c.orderNo)]).toEqual([7, 6, 3]);
    expect(await balance()).toBe(500);
    const rejected = await call<{ list: unknown[]; footer: { totalCount: number } }>(
      '/wps/v2/deposit/records',
      'GET',
      { params: { depositState: 6, depositType: 'EWALLET' } },
    );
    expect(rejected.footer.totalCount).toBe(1);
    expect(
      await failure(
        call('/wps/v2/deposit/image', 'POST', {
          data: form({ orderNo: a.orderNo, nickname: 'P', image: picture('r.png') }),
        }),
      ),
    ).toMatchObject({ code: 'ORDER_CLOSED' });
  });

  it('counts a gateway deposit as paid after the gateway delay, then approves it', async () => {
    clock.freeze();
    await logInAs('pedro2026');
    const order = await call<{ payUrl: string }>('/wps/v2/deposit/launchUrl', 'POST', {
      data: { channelId: 30, amount: 1000, returnUrl: 'https://evil.example/' },
    });
    expect(order.payUrl).toMatch(/^\/__mock\/gateway\/D\d+/);
    expect((await fetch(`${API}${order.payUrl}`)).status).toBe(200);
    clock.advance(10_000 + 20_000);
    expect(await balance()).toBe(1500);
  });
});

describe('§7.25 the deposit receipt upload', () => {
  it('§7.25 sends the receipt as multipart/form-data (orderNo, nickname, image); a url-encoded one is refused', async () => {
    await logInAs('pedro2026');
    const order = await call<{ orderNo: string }>('/wps/v2/deposit/eWallet', 'POST', {
      data: { channelId: 21, amount: 200 },
    });
    const urlEncoded = new URLSearchParams({
      orderNo: order.orderNo,
      nickname: 'Pedro',
      image: 'iVBORw0KGgo=',
    });
    expect(
      await failure(
        call('/wps/v2/deposit/image', 'POST', {
          data: urlEncoded,
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        }),
      ),
    ).toMatchObject({ status: 400, code: 'MULTIPART_REQUIRED' });

    const sent: Request[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      // A copy, read after the fake backend has read the original.
      if (input instanceof Request) sent.push(input.clone());
      return realFetch(input, init);
    });
    const receipt = picture('receipt.png', 'image/png');
    await uploadDepositImage({ orderNo: order.orderNo, nickname: 'Pedro', image: receipt }, { silent: true });
    const [request] = sent;
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const parts = await request.formData();
    expect([...parts.keys()]).toEqual(['orderNo', 'nickname', 'image']);
    expect(parts.get('orderNo')).toBe(order.orderNo);
    const image = parts.get('image') as File;
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(new Uint8Array(await receipt.arrayBuffer()));
    const records = await call<{ list: { orderNo: string; status: number }[] }>(
      '/wps/v2/deposit/records',
      'GET',
    );
    expect(records.list.find((r) => r.orderNo === order.orderNo)?.status).toBe(4);
  });
});

describe('withdrawals', () => {
  it('checks limits, balance, daily count and the payment password', async () => {
    clock.freeze();
    await logInAs('juan2026');
    expect(await failure(withdraw(99))).toMatchObject({ code: 'AMOUNT_BELOW_MIN' });
    expect(await failure(withdraw(50_001))).toMatchObject({ code: 'AMOUNT_ABOVE_MAX' });
    expect(await failure(withdraw(12_346))).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(await failure(withdraw(100, { paymentPassword: '000000' }))).toMatchObject({
      code: 'PAYMENT_PASSWORD_INCORRECT',
    });
    expect(await failure(withdraw(100, { bankCardId: 1 }))).toMatchObject({ code: 'BANK_CARD_NOT_FOUND' });
    for (let i = 0; i < 5; i++) await withdraw(100);
    expect(await failure(withdraw(100))).toMatchObject({ code: 'WITHDRAW_DAILY_LIMIT' });
    expect(await call('/wps/v2/withdraw/settings', 'GET')).toMatchObject({
      dailyCount: 5,
      remainingCount: 0,
    });
    expect(await call('/wps/v2/withdraw/charges', 'GET', { params: { amount: 1500 } })).toMatchObject({
      fee: 15,
      actualAmount: 1485,
      freeCountLeft: 0,
    });
    await logInAs('pedro2026');
    expect(await failure(withdraw(100))).toMatchObject({ code: 'BANK_CARD_REQUIRED' });
  });

  it('refunds an audit failure and a failed transfer', async () => {
    clock.freeze();
    await logInAs('juan2026');
    const start = await balance();
    const a = await withdraw(1000);
    const b = await withdraw(2000);
    expect(await balance()).toBeCloseTo(start - 3000, 3);
    await control(`/withdrawals/${a.orderNo}`, { action: 'audit-failure' });
    await control(`/withdrawals/${b.orderNo}`, { action: 'transfer' });
    await control(`/withdrawals/${b.orderNo}`, { action: 'failed' });
    expect(await balance()).toBeCloseTo(start, 3);
    const records = await call<{ records: { orderNo: string; status: number; remark: string | null }[] }>(
      '/wps/v2/withdraw/records',
      'GET',
      {
        params: { start: 0, end: 2, startDateTs: clock.now() - 60_000, endDateTs: clock.now() + 1 },
      },
    );
    expect(records.records.map((r) => r.status).sort()).toEqual([3, 5]);
    const types = await call<{ list: { txTypeId: number }[] }>('/wps/v2/transaction/records', 'GET', {
      params: { size: 4 },
    });
    expect(types.list.map((r) => r.txTypeId)).toEqual([2002, 2002, 2001, 2001]);
  });

  it('asks for an SMS code on every withdrawal when the deposit settings say so', async () => {
    await fetch(`${API}/__mock/settings`, {
      method: 'PATCH',
      body: JSON.stringify({ mobileVerificationType: 'EVERY_WITHDRAWAL' }),
    });
    await logInAs('juan2026');
    expect(await call('/wps/v2/deposit/settings', 'GET')).toMatchObject({
      mobileVerificationType: 'EVERY_WITHDRAWAL',
    });
    expect(await failure(withdraw(100))).toMatchObject({ code: 'VERIFICATION_CODE_REQUIRED' });
    await call('/wps/v2/verification/sms/send-verified', 'POST', { data: { purpose: 'WITHDRAW' } });
    const { code } = (await (await fetch(`${API}/__mock/sms/last?mobile=09171234567`)).json()) as {
      code: string;
    };
    expect(await withdraw(100, { verificationCode: code })).toMatchObject({ status: 1 });
  });
});

describe('bank cards', () => {
  it('binds within the limits, with the payee on file and a real province and city', async () => {
    await logInAs('juan2026');
    const bind = (data: object) =>
      call('/wps/v2/member/bankCards', 'PUT', {
        data: {
          type: 'BANK',
          bankId: 3,
          payeeName: 'Juan Dela Cruz',
          provinceId: METRO_MANILA_ID,
          cityId: MANILA_CITY_ID,
          branch: 'Ermita',
          paymentPassword: '246810',
          ...data,
        },
      });
    expect(await failure(bind({ accountNo: '001122334455', payeeName: 'Somebody Else' }))).toMatchObject({
      code: 'PAYEE_NAME_MISMATCH',
    });
    expect(await failure(bind({ accountNo: '001122334455', cityId: 1380100000 + 1 }))).toMatchObject({
      code: 'CITY_REQUIRED',
    });
    expect(await failure(bind({ accountNo: '001234567890', bankId: 1 }))).toMatchObject({
      code: 'CARD_ALREADY_BOUND',
    });
    expect(await failure(bind({ accountNo: '12' }))).toMatchObject({ code: 'INVALID_ACCOUNT_NO' });
    await bind({ accountNo: '001122334455' });
    await bind({ accountNo: '001122334466' });
    expect(await failure(bind({ accountNo: '001122334477' }))).toMatchObject({ code: 'CARD_LIMIT_REACHED' });
    const wallet = {
      type: 'EWALLET',
      bankId: 101,
      provinceId: undefined,
      cityId: undefined,
      branch: undefined,
    };
    expect(await failure(bind({ ...wallet, accountNo: '12345' }))).toMatchObject({
      code: 'INVALID_ACCOUNT_NO',
    });
    await bind({ ...wallet, accountNo: '09171234567' });
    const info = await call<{ bankCards: { type: string }[]; maxCardCount: number }>(
      '/wps/v2/withdraw/accountInfo',
      'GET',
    );
    expect(info.bankCards.map((c) => c.type)).toEqual(['BANK', 'BANK', 'BANK', 'EWALLET']);
    const security = await call<Record<string, { isComplete: boolean }>>(
      '/wps/v2/member/securityConfig',
      'GET',
    );
    expect(security.virtualWallets.isComplete).toBe(true);
  });

  it('lists 82 provinces plus Metro Manila, each with its cities, and banks by place', async () => {
    await logInAs('juan2026');
    const provinces = await call<{ provinceId: number; displayName: string; cities: unknown[] }[]>(
      '/wps/v2/member/bankCards/provinces',
      'GET',
    );
    expect(provinces).toHaveLength(83);
    expect(provinces.every((p) => p.cities.length > 0)).toBe(true);
    expect(
      await failure(call('/wps/v2/member/bankCards/banks', 'GET', { params: { provinceId: 42 } })),
    ).toMatchObject({ code: 'UNKNOWN_PROVINCE' });
    expect((await call<unknown[]>('/wps/v2/withdraw/bankList', 'GET')).length).toBe(12);
    expect(
      (await call<{ bankCode: string }[]>('/wps/v2/withdraw/eWalletList', 'GET')).map((b) => b.bankCode),
    ).toEqual(['GCASH', 'MAYA']);
  });
});

describe('§7.19 consolidated funds', () => {
  it("§7.19 answers every wallet and their sum, which is the player's balance; wallets are named in the request's language", async () => {
    await logInAs('juan2026');
    const funds = await call<{
      sumBalance: number;
      currency: string;
      wallets: { typeId: number; name: string; balance: number }[];
    }>('/wps/member/info/funds/consolidated', 'GET');
    expect(funds).toMatchObject({ sumBalance: await balance(), currency: 'PHP' });
    expect(funds.wallets).toEqual([
      { typeId: 1, name: 'Main wallet', balance: funds.sumBalance },
      { typeId: 2, name: 'Lottery game wallet', balance: 0 },
    ]);
    preferences.language = 'zh';
    try {
      const zh = await call<{ wallets: { name: string }[] }>('/wps/member/info/funds/consolidated', 'GET');
      expect(zh.wallets.map((w) => w.name)).toEqual(['主钱包', '彩票游戏钱包']);
    } finally {
      preferences.language = 'en';
    }
    logOutLocally();
    expect(await failure(call('/wps/member/info/funds/consolidated', 'GET'))).toMatchObject({ status: 401 });
  });
});
