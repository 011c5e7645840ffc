// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getWalletBalance } from '@/api';
import { dispatchSession, session } from '@/state/session';
import { dismissToast, ui } from '@/state/ui';
import { interceptFetch, logInAs } from '@/testing/harness';
import { BALANCE_REFRESH_DELAY_MS, useBalanceRefresh } from './balance-refresh';
import { cancelPendingRequests } from '@/api/http';

const JUAN_ID = 10000001;

// The 250 ms between recall and balance runs on a fake clock: each refresh is driven by `drive`, which moves
// the clock in small steps until it settles, so the order and spacing of calls are checked without waiting.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});

/** Moves the fake clock in 10 ms steps until `running` settles. */
async function drive<T>(running: Promise<T>): Promise<T> {
  let settled = false;
  void running.finally(() => (settled = true)).catch(() => undefined);
  while (!settled) await vi.advanceTimersByTimeAsync(10);
  return running;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  dispatchSession({ type: 'loggedOut' });
  for (const t of [...ui.toasts]) dismissToast(t.id);
  ui.dialogs.splice(0);
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
      outcome = await drive(result.current.refresh());
    });

    expect(outcome).toBe('updated');
    expect(log.map((entry) => entry.call)).toEqual([
      'POST /wps/relay/GCS_walletReturn',
      'GET /wps/v2/wallets/balance',
    ]);
    expect(log[1].at - log[0].at).toBeGreaterThanOrEqual(BALANCE_REFRESH_DELAY_MS);
    expect(result.current.outcome).toBe('updated');
    expect(result.current.refreshing).toBe(false);
  });

  it('retries a failed recall once, and only once, before reading the balance', async () => {
    await logInAs();
    const log = recordCalls(5);
    const read = readBalance();
    const { result } = renderHook(() => useBalanceRefresh(JUAN_ID, read));

    await act(async () => {
      await drive(result.current.refresh());
    });

    expect(log.map((entry) => entry.call)).toEqual([
      'POST /wps/relay/GCS_walletReturn',
      'POST /wps/relay/GCS_walletReturn',
      'GET /wps/v2/wallets/balance',
    ]);
    expect(log[2].at - log[1].at).toBeGreaterThanOrEqual(BALANCE_REFRESH_DELAY_MS);
  });

  it('ignores taps while a refresh runs', async () => {
    await logInAs();
    const log = recordCalls();
    const read = readBalance();
    const { result } = renderHook(() => useBalanceRefresh(JUAN_ID, read));

    let outcomes: string[] = [];
    await act(async () => {
      outcomes = await drive(
        Promise.all([result.current.refresh(), result.current.refresh(), result.current.refresh()]),
      );
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
      await drive(result.current.refresh());
    });
    expect(result.current.outcome).toBe('failed');
  });
});

const RECALL = '/wps/relay/GCS_walletReturn';

/** Records the recalls' bodies; `answer` may answer a recall itself (by its 1-based number). */
function recordRecalls(answer: (n: number) => Response | void = () => undefined) {
  const bodies: unknown[] = [];
  interceptFetch(async (request) => {
    if (new URL(request.url).pathname !== RECALL) return;
    bodies.push(await request.clone().json());
    return answer(bodies.length);
  });
  return bodies;
}

async function refreshOnce(customerId: number | null, read = readBalance()) {
  const { result } = renderHook(() => useBalanceRefresh(customerId, read));
  let outcome: string | undefined;
  await act(async () => {
    outcome = await drive(result.current.refresh());
  });
  return { outcome, read, result };
}

describe('balance refresh details', () => {
  it('shows it is refreshing only while a refresh runs', async () => {
    await logInAs();
    const { result } = renderHook(() => useBalanceRefresh(JUAN_ID, readBalance()));
    expect(result.current.refreshing).toBe(false);
    expect(result.current.outcome).toBeNull();
    let running: Promise<unknown> = Promise.resolve();
    act(() => {
      running = result.current.refresh();
    });
    expect(result.current.refreshing).toBe(true);
    await act(async () => {
      await drive(running);
    });
    expect(result.current.refreshing).toBe(false);
  });

  it.each([null, 0, -5, 1.5, Number.MAX_SAFE_INTEGER + 2])(
    'recalls nothing without a valid member id (%s), and still reads the balance',
    async (customerId) => {
      await logInAs();
      const log = recordCalls();
      const { outcome } = await refreshOnce(customerId);
      expect(outcome).toBe('updated');
      expect(log.map((entry) => entry.call)).toEqual(['GET /wps/v2/wallets/balance']);
    },
  );

  it('retries a failed recall for the same member, and neither failure is shown', async () => {
    await logInAs();
    const failure = () =>
      Response.json({ success: false, code: 'GAME_WALLET_BUSY', message: 'busy' }, { status: 500 });
    const bodies = recordRecalls(failure);
    const { outcome } = await refreshOnce(JUAN_ID);
    expect(outcome).toBe('updated');
    expect(bodies).toEqual([{ customerId: JUAN_ID }, { customerId: JUAN_ID }]);
    expect(ui.toasts).toEqual([]);
  });

  it('does not retry a recall refused for an ended session, and reads no balance for it', async () => {
    await logInAs();
    const bodies = recordRecalls(() =>
      Response.json({ success: false, code: 'UNAUTHORIZED', message: 'Session ended' }, { status: 401 }),
    );
    const { outcome, read } = await refreshOnce(JUAN_ID);
    expect(bodies).toHaveLength(1);
    expect(session.isLoggedIn).toBe(false);
    expect(read).not.toHaveBeenCalled();
    expect(outcome).toBe('failed');
  });

  it('does not retry a recall that was cancelled', async () => {
    await logInAs();
    const bodies = recordRecalls((n) => {
      // What a 401 on another call does to everything in flight.
      if (n === 1) cancelPendingRequests();
    });
    const { outcome } = await refreshOnce(JUAN_ID);
    expect(bodies).toHaveLength(1);
    expect(outcome).toBe('updated');
  });

  it('answers the next tap once a refresh has finished', async () => {
    await logInAs();
    const read = readBalance();
    const { result } = renderHook(() => useBalanceRefresh(JUAN_ID, read));
    const outcomes: string[] = [];
    await act(async () => {
      outcomes.push(await drive(result.current.refresh()));
      outcomes.push(await drive(result.current.refresh()));
    });
    expect(outcomes).toEqual(['updated', 'updated']);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('uses the member id and balance reader of the latest render', async () => {
    await logInAs();
    const bodies = recordRecalls();
    const first = readBalance();
    const second = readBalance();
    const { result, rerender } = renderHook(({ id, read }) => useBalanceRefresh(id, read), {
      initialProps: { id: null as number | null, read: first },
    });
    rerender({ id: JUAN_ID, read: second });
    await act(async () => {
      await drive(result.current.refresh());
    });
    expect(bodies).toEqual([{ customerId: JUAN_ID }]);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
