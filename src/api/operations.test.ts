import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mock/node';
import { operations } from './all-operations';
import { firstPageOperations } from './generated/operations-first-page';
import * as firstPageDoor from './index';
import { findOperation } from './operations';

const API = 'http://lotto.test';

describe('findOperation', () => {
  it('finds a fixed path by method, whatever the case of the method, ignoring the query', async () => {
    expect(await findOperation('get', '/wps/member/info?x=1')).toMatchObject({
      operationId: 'getMemberInfo',
      protected: true,
    });
  });

  it('finds a path with a parameter for any value of that parameter', async () => {
    expect((await findOperation('DELETE', '/wps/v2/member/bankCards/12'))?.operationId).toBe(
      'removeBankCard',
    );
    expect((await findOperation('delete', '/wps/v2/member/bankCards/card-7?force=1'))?.operationId).toBe(
      'removeBankCard',
    );
  });

  it('does not match a parameter path with another method, a missing or an extra segment', async () => {
    expect(await findOperation('GET', '/wps/v2/member/bankCards/12')).toBeUndefined();
    expect(await findOperation('DELETE', '/wps/v2/member/bankCards/')).toBeUndefined();
    expect(await findOperation('DELETE', '/wps/v2/member/bankCards/12/extra')).toBeUndefined();
    expect(await findOperation('DELETE', '/prefix/wps/v2/member/bankCards/12')).toBeUndefined();
  });

  it('knows nothing of a path outside the contract', async () => {
    expect(await findOperation('GET', '/nowhere')).toBeUndefined();
    expect(await findOperation('DELETE', '/nowhere/12')).toBeUndefined();
  });
});

/** The operations a door's exports belong to (the call, its hook, its query key or options). */
function operationsOf(door: object): Set<string> {
  const names = new Set(Object.keys(door));
  const pascal = (id: string) => id[0].toUpperCase() + id.slice(1);
  return new Set(
    operations
      .filter(({ operationId: id }) =>
        [id, `use${pascal(id)}`, `get${pascal(id)}QueryKey`, `get${pascal(id)}MutationOptions`].some((name) =>
          names.has(name),
        ),
      )
      .map((op) => op.operationId),
  );
}

describe('the first page pays only for the calls it can make', () => {
  const areaDoors = import.meta.glob<object>('./areas/*.ts', { eager: true });
  const firstPage = new Set(firstPageOperations.map((op) => op.operationId));

  it("carries the rows of its own door's calls and no row of a call only a member area's door offers", () => {
    const ownCalls = operationsOf(firstPageDoor);
    const memberCalls = new Set(
      Object.values(areaDoors).flatMap((door) => [...operationsOf(door)].filter((id) => !ownCalls.has(id))),
    );
    expect(Object.keys(areaDoors).length).toBeGreaterThanOrEqual(5);
    expect(memberCalls.size).toBeGreaterThan(30);
    expect([...memberCalls].filter((id) => firstPage.has(id))).toEqual([]);
    expect([...firstPage].sort()).toEqual([...ownCalls].sort());
    for (const id of ['updateNickname', 'setGamingLimits', 'withdraw', 'getRecentBets', 'getDepositRecords'])
      expect(firstPage.has(id), id).toBe(false);
    expect(firstPage.has('getMemberInfo')).toBe(true);
  });

  it('holds each of its rows as the whole table has it', () => {
    for (const row of firstPageOperations)
      expect(operations.find((op) => op.operationId === row.operationId)).toEqual(row);
  });
});

describe("a member area's call in a freshly loaded app", () => {
  afterEach(() => {
    server.events.removeAllListeners();
    vi.doUnmock('./generated/operations');
    // The rest of the suite shares this worker's modules: it goes on with the ones it had.
    vi.resetModules();
  });

  /** The app as a page load starts it: fresh modules, signed in, talking to the fake backend. */
  async function freshApp() {
    vi.resetModules();
    const { configureApi } = await import('./config');
    configureApi({ baseUrl: API, appBaseUrl: API, merchant: 'lottoph' });
    const { dispatchSession } = await import('@/state/session');
    dispatchSession({ type: 'loggedIn', token: 'fresh-token', firstTimeLogin: false, at: Date.now() });
    const seen: Request[] = [];
    server.events.on('request:start', ({ request }) => seen.push(request.clone()));
    return { seen };
  }

  it('is not among the rows a page load starts with, and is found on its first lookup', async () => {
    await freshApp();
    const fresh = await import('./operations');
    expect(fresh.findLoadedOperation('POST', '/wps/member/info/nickname')).toBeUndefined();
    expect(await fresh.findOperation('POST', '/wps/member/info/nickname')).toMatchObject({
      operationId: 'updateNickname',
      protected: true,
    });
    expect(fresh.findLoadedOperation('DELETE', '/wps/v2/member/bankCards/7')?.operationId).toBe(
      'removeBankCard',
    );
  });

  it("goes out as the contract says on the area's first call, through its own door", async () => {
    const { seen } = await freshApp();
    server.use(http.post(`${API}/wps/member/info/nickname`, () => HttpResponse.json({ success: true })));
    const account = await import('./areas/account');
    await account.updateNickname({ nickname: 'Juan' });
    // Only the contract's row says the call is protected: without it no token would be sent.
    expect(seen.map((r) => [new URL(r.url).pathname, r.headers.get('Authorization')])).toEqual([
      ['/wps/member/info/nickname', 'Bearer fresh-token'],
    ]);
  });

  it('goes out as the contract says through a second door, with a path parameter, or many at once', async () => {
    const { seen } = await freshApp();
    server.use(
      http.get(`${API}/wps/v2/withdraw/records`, () => HttpResponse.json({ list: [], total: 0 })),
      http.delete(`${API}/wps/v2/member/bankCards/:id`, () => HttpResponse.json({ success: true })),
    );
    const [deposit, withdraw] = await Promise.all([import('./areas/deposit'), import('./areas/withdraw')]);
    const { apiRequest } = await import('./http');
    await Promise.all([
      deposit.getWithdrawRecords({ start: 0, end: 10 }),
      withdraw.getWithdrawRecords({ start: 0, end: 10 }),
      apiRequest({ url: '/wps/v2/member/bankCards/7', method: 'DELETE' }),
    ]);
    expect(seen).toHaveLength(3);
    for (const request of seen) expect(request.headers.get('Authorization')).toBe('Bearer fresh-token');
  });

  it('fails as a network failure, without going out, when the rest of the table cannot be fetched', async () => {
    const { seen } = await freshApp();
    vi.doMock('./generated/operations', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const account = await import('./areas/account');
    const failure = await account.updateNickname({ nickname: 'Juan' }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'network' });
    expect(seen).toEqual([]);
  });
});
