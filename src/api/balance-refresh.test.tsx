// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getWalletBalance } from '@/api';
import { dispatchSession } from '@/state/session';
import { interceptFetch, logInAs } from '@/testing/harness';
import { BALANCE_REFRESH_DELAY_MS, useBalanceRefresh } from './balance-refresh';

const JUAN_ID = 10000001;

afterEach(() => {
  vi.restoreAllMocks();
  dispatchSession({ type: 'loggedOut' });
});

/** Records every call (path and time) on its way to the fake backend; the first `failRecalls` recalls fail. */
function recordCalls(failRecalls = 0) {
  const log: { call: string; at: number }[] = [];
  let failures = failRecalls;
  interceptFetch((request) => {
    const path = new URL(request.url).pathname;
    log.push({ call: `${request.method} ${path}`, at: performance.now() });
    if (path === '/wps/relay/GCS_walletReturn' && failures > 0) {
      failures -= 1;
      return Response.json({ success: false, code: 'GAME_WALLET_BUSY', message: 'busy' }, { status: 500 });
    }
  });
  return log;
}

const readBalance = () =>
  vi.fn(async () => {
    await getWalletBalance({ typeId: 0 });
    return { isSuccess: true };
  });

describe('balance refresh', () => {
  it('recalls the wallet, waits 250 ms, then reads the balance', async () => {
    await logInAs();
    const log = recordCalls();
    const read = readBalance();
    const { result } = renderHook(() => useBalanceRefresh(JUAN_ID, read));

    let outcome;
    await act(async () => {
      outcome = await result.current.refresh();
    });

    expect(outcome).toBe('updated');
    expect(log.map((entry) => entry.call)).toEqual([
      'POST /wps/relay/GCS_walletReturn',
      'GET /wps/v2/wallets/balance',
    ]);
    expect(log[1].at - log[0].at).toBeGreaterThanOrEqual(BALANCE_REFRESH_DELAY_MS - 5);
    expect(result.current.outcome).toBe('updated');
    expect(result.current.refreshing).toBe(false);
  });

  it('retries a failed recall once, and only once, before reading the balance', async () => {
    await logInAs();
    const log = recordCalls(5);
    const read = readBalance();
    const { result } = renderHook(() => useBalanceRefresh(JUAN_ID, read));

    await act(async () => {
      await result.current.refresh();
    });

    expect(log.map((entry) => entry.call)).toEqual([
      'POST /wps/relay/GCS_walletReturn',
      'POST /wps/relay/GCS_walletReturn',
      'GET /wps/v2/wallets/balance',
    ]);
    expect(log[2].at - log[1].at).toBeGreaterThanOrEqual(BALANCE_REFRESH_DELAY_MS - 5);
  });

  it('ignores taps while a refresh runs', async () => {
    await logInAs();
    const log = recordCalls();
    const read = readBalance();
    const { result } = renderHook(() => useBalanceRefresh(JUAN_ID, read));

    let outcomes: string[] = [];
    await act(async () => {
      outcomes = await Promise.all([
        result.current.refresh(),
        result.current.refresh(),
        result.current.refresh(),
      ]);
    });

    expect(outcomes).toEqual(['updated', 'ignored', 'ignored']);
    expect(read).toHaveBeenCalledTimes(1);
    expect(log.filter((entry) => entry.call.endsWith('GCS_walletReturn'))).toHaveLength(1);
  });

  it('says so when the balance cannot be read', async () => {
    await logInAs();
    recordCalls();
    const { result } = renderHook(() => useBalanceRefresh(JUAN_ID, async () => ({ isSuccess: false })));
    await act(async () => {
      await result.current.refresh();
    });
    expect(result.current.outcome).toBe('failed');
  });
});
