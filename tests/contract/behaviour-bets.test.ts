import { describe, expect, it } from 'vitest';
import { clock } from '@mock/lib/clock';
import type { RecentBet, RecentBets } from '@/api/generated/wps/wps.schemas';
import { getRecentBetsResponse } from '@/api/generated/wps-zod/bet/bet.zod';
import { API, call, logInAs, logOutLocally } from './support';

// Issue 20 item 5: the player's recent bets (GET /wps/v2/bet/recent), which "Check my numbers" picks a
// combination from: the signed-in player's own bets only, newest first, as many as asked for.

const recent = (size?: number) =>
  call<RecentBets>('/wps/v2/bet/recent', 'GET', { params: size === undefined ? {} : { size } });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ status: 200, code: 'none' }),
    (e: { status: number; code: string }) => ({ status: e.status, code: e.code }),
  );
async function bet(username: string, gameCode: string, numbers: number[], amount: number) {
  const placed = await fetch(`${API}/__mock/bets`, {
    method: 'POST',
    body: JSON.stringify({ username, gameCode, numbers, amount }),
  });
  expect(placed.status, await placed.clone().text()).toBe(200);
}

const newestFirst = (list: readonly RecentBet[]) =>
  list.every((b, i) => i === 0 || list[i - 1].betTime >= b.betTime);

describe('§20.5 the recent bets call', () => {
  it('answers an empty list to a player who has never bet', async () => {
    await logInAs('maria2026');
    expect(await recent()).toEqual({ list: [] });
  });

  it('answers the newest bets first, 20 unless asked otherwise, each as the contract declares it', async () => {
    await logInAs('juan2026');
    // More bets than a default page: juan2026's seeded history and as many more as it takes.
    const seeded = (await recent(50)).list.length;
    for (let n = seeded; n <= 20; n += 1) await bet('juan2026', '3DL', [n % 10, 0, 7], 10);
    const all = await recent(50);
    expect(all.list.length).toBeGreaterThan(20);
    expect(getRecentBetsResponse.parse(all)).toEqual(all);
    expect(newestFirst(all.list)).toBe(true);
    expect((await recent()).list).toEqual(all.list.slice(0, 20));
    expect((await recent(3)).list).toEqual(all.list.slice(0, 3));
  });

  it('puts a bet just placed first, with its game, numbers, play type, draw and stake', async () => {
    clock.freeze();
    const now = clock.now();
    await logInAs('juan2026');
    await bet('juan2026', '3DL', [4, 0, 7], 20);
    await bet('juan2026', 'UL58', [58, 3, 11, 24, 38, 45], 40);
    const [jackpot, swertres] = (await recent(2)).list;
    expect(swertres).toMatchObject({
      gameCode: '3DL',
      remark: 'Swertres (3D)',
      numbers: [4, 0, 7],
      playType: 'STRAIGHT',
      betTime: now,
      amount: 20,
    });
    expect(swertres.drawTime).toBeGreaterThan(now);
    // A jackpot game's combination is kept ascending; a later id comes first at the same bet time.
    expect(jackpot).toMatchObject({ gameCode: 'UL58', numbers: [3, 11, 24, 38, 45, 58], amount: 40 });
    expect(jackpot.id).toBeGreaterThan(swertres.id);
  });

  it("never answers another player's bets", async () => {
    await bet('pedro2026', '2DL', [7, 21], 20);
    await logInAs('pedro2026');
    const pedros = (await recent(50)).list;
    expect(pedros.map((b) => b.gameCode)).toEqual(['2DL']);
    await logInAs('maria2026');
    expect((await recent(50)).list).toEqual([]);
  });

  it('refuses a page size outside 1 to 50 with the error envelope, and a visitor with 401', async () => {
    await logInAs('juan2026');
    expect(await failure(recent(51))).toEqual({ status: 400, code: 'BAD_REQUEST' });
    expect(await failure(recent(0))).toEqual({ status: 400, code: 'BAD_REQUEST' });
    logOutLocally();
    expect(await failure(recent())).toMatchObject({ status: 401 });
  });
});
