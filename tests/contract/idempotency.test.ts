import { describe, expect, it } from 'vitest';
import { apiRequest } from '@/api/http';
import { call, logInAs } from './support';

// A double tap or a retry after a timeout must never create (or charge) a money order twice: deposits and
// withdrawals carry an Idempotency-Key, and the fake backend answers a repeated key with the first order.

const balance = async () => (await call<{ sumBalance: number }>('/wps/v2/wallets/balance', 'GET')).sumBalance;
const records = async (url: string) =>
  (await call<{ total: number }>(url, 'GET', { params: { page: 1, size: 50, start: 0, end: 50 } })).total;

const deposit = (key: string) =>
  apiRequest<{ orderNo: string }>(
    {
      url: '/wps/v2/deposit/eWallet',
      method: 'POST',
      data: { channelId: 21, amount: 500, accountNo: '09171234567' },
    },
    { silent: true, idempotencyKey: key },
  );
const withdraw = (key: string) =>
  apiRequest<{ orderNo: string }>(
    {
      url: '/wps/v2/transaction/withdraw',
      method: 'POST',
      data: { amount: 200, bankCardId: 55021, paymentPassword: '246810' },
    },
    { silent: true, idempotencyKey: key },
  );

describe('idempotent money calls', () => {
  it('a double-tapped deposit creates one order', async () => {
    await logInAs('juan2026');
    const before = await records('/wps/v2/deposit/records');
    const [first, second] = await Promise.all([deposit('dep-key-0000000001'), deposit('dep-key-0000000001')]);
    const retried = await deposit('dep-key-0000000001');
    expect(second.orderNo).toBe(first.orderNo);
    expect(retried.orderNo).toBe(first.orderNo);
    expect(await records('/wps/v2/deposit/records')).toBe(before + 1);
    const other = await deposit('dep-key-0000000002');
    expect(other.orderNo).not.toBe(first.orderNo);
  });

  it('a double-tapped withdrawal is charged once', async () => {
    await logInAs('juan2026');
    const start = await balance();
    const [first, second] = await Promise.all([
      withdraw('wd-key-00000000001'),
      withdraw('wd-key-00000000001'),
    ]);
    expect(second.orderNo).toBe(first.orderNo);
    expect(await balance()).toBeCloseTo(start - 200, 3);
    await withdraw('wd-key-00000000001');
    expect(await balance()).toBeCloseTo(start - 200, 3);
  });

  it('refuses a money call without a key, and the pipeline always sends one', async () => {
    const token = await logInAs('juan2026');
    const bare = await fetch('http://lotto.test/wps/v2/deposit/eWallet', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ channelId: 21, amount: 500 }),
    });
    expect(bare.status).toBe(400);
    await expect(
      apiRequest(
        { url: '/wps/v2/deposit/eWallet', method: 'POST', data: { channelId: 21, amount: 500 } },
        { silent: true },
      ),
    ).resolves.toMatchObject({ orderNo: expect.any(String) });
  });
});
