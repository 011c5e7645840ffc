import { describe, expect, it } from 'vitest';
import { MANILA_CITY_ID, METRO_MANILA_ID } from '@mock/db/places';
import { adopt, API, call, form, picture } from './support';

// The definition of done: a new player registers, deposits, gets approved, binds a card, passes KYC
// and withdraws, entirely through HTTP calls (the app's pipeline for the API, the control endpoints for what
// a person would do: read the SMS, let time pass).

const control = async <T>(path: string, body?: object): Promise<T> => {
  const response = await fetch(`${API}/__mock${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'Content-Type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.ok, `${path} answered ${response.status}`).toBe(true);
  return (await response.json()) as T;
};
const wait = (ms: number) => control('/clock', { action: 'advance', ms });
const balance = async () =>
  (await call<{ sumBalance: number }>('/wps/v2/wallets/balance', 'GET', { params: { typeId: 0 } }))
    .sumBalance;

describe('a new player, from registration to a paid-out withdrawal', () => {
  it('registers, deposits, binds a card, passes KYC and withdraws', async () => {
    const number = { countryDialingCode: '63', mobileNum: '09175550123' };

    const sent = await call<{ type: string; expirationTime: number }>(
      '/wps/v2/verification/sms/noLogin',
      'POST',
      { data: number },
    );
    expect(sent.type).toBe('register');
    const { code } = await control<{ code: string }>(`/sms/last?mobile=${number.mobileNum}`);
    const registered = await call<{ username: string; token: string; firstTimeLogin: boolean }>(
      '/wps/member/register/onlyMobile',
      'PUT',
      {
        data: {
          ...number,
          password: 'k3Rt9qPz1mXa',
          verificationCode: code,
          login: true,
          registerMethod: 'H5',
          lottoArea: 'PL',
        },
      },
    );
    expect(registered).toMatchObject({ username: 'ph09175550123', firstTimeLogin: true });
    adopt(registered.token);
    expect(await call('/wps/member/info', 'GET')).toMatchObject({
      account: 'ph09175550123',
      mobileVerified: true,
    });
    expect(await balance()).toBe(0);

    // Deposit ₱1,000 by GCash with the first-deposit promotion, upload the receipt, wait for the approval.
    const channels = await call<{ channelName: string; channels: { channelId: number }[] }[]>(
      '/wps/v2/deposit/channels',
      'GET',
    );
    const gcash = channels.find((g) => g.channelName === 'GCASH')!.channels[0].channelId;
    const order = await call<{ orderNo: string; status: number }>('/wps/v2/deposit/eWallet', 'POST', {
      data: { channelId: gcash, amount: 1000, promotionId: 88, accountNo: '09175550123' },
    });
    expect(order.status).toBe(5);
    await call('/wps/v2/deposit/image', 'POST', {
      data: form({ orderNo: order.orderNo, nickname: 'Ana Santos', image: picture('receipt.jpg') }),
    });
    const [task] = await call<{ status: number }[]>('/wps/v2/deposit/tasks', 'GET');
    expect(task.status).toBe(4);
    await wait(19_000);
    expect(await balance()).toBe(0);
    await wait(2_000);
    expect(await balance()).toBe(2000);
    const deposits = await call<{ list: { status: number }[] }>('/wps/v2/deposit/records', 'GET', {
      params: { depositState: 2 },
    });
    expect(deposits.list).toHaveLength(1);

    // Withdrawing before a card, KYC and payment password is refused, in the spec's order.
    const tryWithdraw = (data: object) =>
      call('/wps/v2/transaction/withdraw', 'POST', { data }).catch((e: { code: string }) => e.code);
    expect(await tryWithdraw({ amount: 500, bankCardId: 1, paymentPassword: '112233' })).toBe(
      'BANK_CARD_REQUIRED',
    );

    // Bind a BDO card in Manila (the payee name becomes the account's).
    const provinces = await call<{ provinceId: number; cities: { cityId: number }[] }[]>(
      '/wps/v2/member/bankCards/provinces',
      'GET',
    );
    expect(provinces.length).toBe(83);
    const banks = await call<{ bankId: number; bankCode: string }[]>(
      '/wps/v2/member/bankCards/banks',
      'GET',
      {
        params: { provinceId: METRO_MANILA_ID, cityId: MANILA_CITY_ID },
      },
    );
    const bdo = banks.find((b) => b.bankCode === 'BDO')!;
    const card = await call<{ id: number; accountNo: string }>('/wps/v2/member/bankCards', 'PUT', {
      data: {
        type: 'BANK',
        bankId: bdo.bankId,
        accountNo: '004455667788',
        payeeName: 'Ana Santos',
        provinceId: METRO_MANILA_ID,
        cityId: MANILA_CITY_ID,
        branch: 'BDO Ermita',
      },
    });
    expect(card.accountNo).toBe('********7788');
    expect(await tryWithdraw({ amount: 500, bankCardId: card.id, paymentPassword: '112233' })).toBe(
      'KYC_REQUIRED',
    );

    // KYC: submit, in review, approved after the review delay.
    const kyc = await call<{ status: string }>('/wps/member/idImage', 'POST', {
      data: form({ idType: 'PHILSYS', idImage: picture('id.jpg'), selfieImage: picture('selfie.jpg') }),
    });
    expect(kyc.status).toBe('IN_REVIEW');
    await wait(30_000);
    expect(await call('/wps/member/idImage', 'GET')).toMatchObject({ status: 'APPROVED', reason: null });
    expect(await tryWithdraw({ amount: 500, bankCardId: card.id, paymentPassword: '112233' })).toBe(
      'PAYMENT_PASSWORD_NOT_SET',
    );
    await call('/wps/member/paymentPassword', 'POST', {
      data: { paymentPassword: '112233', confirmPaymentPassword: '112233' },
    });
    const security = await call<Record<string, { isComplete: boolean }>>(
      '/wps/v2/member/securityConfig',
      'GET',
    );
    expect(
      [security.bankCards, security.idVerification, security.paymentPassword, security.mobileVerified].every(
        (i) => i.isComplete,
      ),
    ).toBe(true);

    // Withdraw ₱500: Processing → Transferring → Success; the money left the balance at once.
    expect(await call('/wps/v2/withdraw/charges', 'GET', { params: { amount: 500 } })).toMatchObject({
      fee: 0,
      actualAmount: 500,
    });
    const withdrawal = await call<{ orderNo: string; status: number }>(
      '/wps/v2/transaction/withdraw',
      'POST',
      {
        data: { amount: 500, bankCardId: card.id, paymentPassword: '112233' },
      },
    );
    expect(withdrawal.status).toBe(1);
    expect(await balance()).toBe(1500);
    const status = async () =>
      (
        await call<{ list: { status: number }[] }>('/wps/v2/withdraw/records', 'GET', {
          params: { start: 0, end: 10 },
        })
      ).list[0].status;
    await wait(10_000);
    expect(await status()).toBe(2);
    await wait(30_000);
    expect(await status()).toBe(4);
    expect(await balance()).toBe(1500);

    const records = await call<{ list: { txTypeName: string; amount: number }[] }>(
      '/wps/v2/transaction/records',
      'GET',
    );
    expect(records.list.map((r) => [r.txTypeName, r.amount])).toEqual([
      ['Withdrawal', -500],
      ['Deposit bonus', 1000],
      ['Deposit', 1000],
    ]);
  });
});
