import { describe, expect, it } from 'vitest';
import { launchGame, logout } from '../../src/api';
import { DAY_MS, manilaStartOfDay } from '../../src/lib/manila-time';
import { API, logInAs } from '../../tests/contract/support';
import { bets } from '../db/bets';
import { drawTimes, gameByCode, GAMES, winningNumbers } from '../db/games';
import { entriesOf } from '../db/ledger';
import { findPlayerByUsername } from '../db/players';
import { world } from '../db/world';
import { clock } from '../lib/clock';
import type { PlacedBets, SiteGame, SiteLine, SiteOrder, SiteSession } from './client/types';

// The fake lottery site's API end to end against the fake backend: the launch code traded for a session, the
// games and their rules, a bet slip placed whole through the ledger, and bets settled (and paid) at their draw.

const HOUR = 3_600_000;

/** 10:00 Manila tomorrow: every game's sales are open until 13:45 at the earliest. */
async function morning(): Promise<number> {
  await world();
  const at = manilaStartOfDay(clock.now()) + DAY_MS + 10 * HOUR;
  clock.set(at);
  return at;
}

async function site<T>(path: string, session: string | null, body?: unknown) {
  const response = await fetch(`${API}/m/pl/t1/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(session ? { Authorization: `Bearer ${session}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    data: (await response.json()) as T & { code?: string; message?: string },
  };
}

async function openSite(username: string, view: 'game' | 'order' = 'game') {
  await logInAs(username);
  const { token: code } = await launchGame({
    launchMode: 'LOTT',
    lottoArea: 'PL',
    lottoView: view,
    gameId: 202,
  });
  const { data } = await site<SiteSession>('/session', null, { code });
  return { code, session: data.session };
}

const balanceOf = (username: string) => findPlayerByUsername(username)!.balanceMilli;

describe('the fake lottery site API', () => {
  it('trades the one-time launch code for a session once', async () => {
    const { code, session } = await openSite('juan2026');
    expect(session).toMatch(/^ps/);
    const again = await site('/session', null, { code });
    expect(again.status).toBe(401);
    expect(again.data.code).toBe('LAUNCH_CODE_INVALID');
    expect((await site('/wallet', null)).status).toBe(401);
    expect((await site('/wallet', 'forged')).status).toBe(401);
  });

  it('lists the nine games with their rules, price and the draw on sale', async () => {
    const at = await morning();
    const { session } = await openSite('juan2026');
    const { data } = await site<{ games: SiteGame[] }>('/games', session);
    expect(data.games).toHaveLength(9);
    const swertres = data.games.find((g) => g.gameCode === '3DL')!;
    expect(swertres).toMatchObject({ balls: 3, min: 0, max: 9, distinct: false, ticketPrice: 10 });
    expect(swertres.playTypes).toEqual(['STRAIGHT', 'RAMBOLITO']);
    expect(swertres.rules.join(' ')).toContain('Rambolito');
    expect(swertres.draw).toMatchObject({
      salesOpen: true,
      drawTime: at + 4 * HOUR,
      lockTime: at + 3.75 * HOUR,
    });
    const ultra = data.games.find((g) => g.gameCode === 'UL58')!;
    expect(ultra).toMatchObject({
      balls: 6,
      max: 58,
      distinct: true,
      ticketPrice: 20,
      playTypes: ['STRAIGHT'],
    });
  });

  it("§20.3 gives every game the operator's artwork, the same file the app shows", async () => {
    await morning();
    const { session } = await openSite('juan2026');
    const { data } = await site<{ games: SiteGame[] }>('/games', session);
    expect(data.games.map((g) => [g.gameCode, g.picture])).toEqual(
      GAMES.map((g) => [g.gameCode, `/game-art/${g.gameCode.toLowerCase()}.svg`]),
    );
  });

  it('places a slip whole with one ledger entry, then settles and pays it at the draw', async () => {
    const at = await morning();
    const { session } = await openSite('juan2026');
    const game = gameByCode('3DL')!;
    const drawAt = drawTimes(game, at, at + DAY_MS)[0];
    const winning = winningNumbers(game, drawAt);
    const losing = winning.map((n) => (n + 1) % 10);
    const lines: SiteLine[] = [
      { gameId: 202, numbers: winning, playType: 'STRAIGHT', tickets: 1 },
      { gameId: 202, numbers: losing, playType: 'STRAIGHT', tickets: 2 },
      { gameId: 105, numbers: [1, 2, 3, 4, 5, 6], playType: 'STRAIGHT', tickets: 1 },
    ];
    const before = balanceOf('juan2026');
    const entriesBefore = entriesOf(findPlayerByUsername('juan2026')!.id).length;
    const placed = await site<PlacedBets>('/bets', session, { lines });
    expect(placed.status).toBe(200);
    expect(placed.data).toMatchObject({ count: 3, totalText: '₱50.00' });
    expect(balanceOf('juan2026')).toBe(before - 50_000);
    const entries = entriesOf(findPlayerByUsername('juan2026')!.id);
    expect(entries).toHaveLength(entriesBefore + 1);
    expect(entries.at(-1)).toMatchObject({ txTypeId: 3001, amountMilli: -50_000 });

    let orders = (await site<{ orders: SiteOrder[] }>('/orders', session)).data.orders;
    expect(orders.slice(0, 3).map((o) => o.status)).toEqual(['PENDING', 'PENDING', 'PENDING']);

    clock.set(drawAt + 1000);
    orders = (await site<{ orders: SiteOrder[] }>('/orders', session)).data.orders;
    const won = orders.find((o) => o.gameId === 202 && o.numbers.join() === winning.join())!;
    expect(won).toMatchObject({ status: 'WON', prizeText: '₱4,500.00', winning });
    expect(orders.find((o) => o.gameId === 202 && o.tickets === 2)).toMatchObject({ status: 'LOST' });
    // Ultra Lotto draws on its own days: still pending unless today is one of them.
    expect(balanceOf('juan2026')).toBe(before - 50_000 + 4_500_000);
  });

  it('plays each of the nine games: a slip with a line of each, every line settled and paid', async () => {
    const at = await morning();
    const { session } = await openSite('juan2026');
    const games = (await site<{ games: SiteGame[] }>('/games', session)).data.games;
    const lines: SiteLine[] = games.map((g) => {
      const game = gameByCode(g.gameCode)!;
      return {
        gameId: g.gameId,
        numbers: winningNumbers(game, g.draw.drawTime),
        playType: 'STRAIGHT',
        tickets: 1,
      };
    });
    const placed = await site<PlacedBets>('/bets', session, { lines });
    expect(placed.data.count).toBe(9);
    clock.set(at + 8 * DAY_MS);
    const orders = (await site<{ orders: SiteOrder[] }>('/orders', session)).data.orders.slice(0, 9);
    expect(orders.map((o) => o.gameId).sort()).toEqual(GAMES.map((g) => g.gameId).sort());
    for (const order of orders) {
      expect(order, order.gameName).toMatchObject({ status: 'WON', winning: order.numbers });
      expect(order.prizeText).not.toBe('₱0.00');
    }
  });

  it('refuses a slip the balance cannot cover, clearly, and takes nothing', async () => {
    await morning();
    const { session } = await openSite('rosa2026');
    const before = balanceOf('rosa2026');
    const count = bets.findMany((q) => q.where({ playerId: findPlayerByUsername('rosa2026')!.id })).length;
    const refused = await site('/bets', session, {
      lines: [{ gameId: 105, numbers: [1, 2, 3, 4, 5, 6], playType: 'STRAIGHT', tickets: 2 }],
    });
    expect(refused.status).toBe(400);
    expect(refused.data.code).toBe('INSUFFICIENT_BALANCE');
    expect(refused.data.message).toBe(
      'Insufficient balance: these bets cost ₱40.00 and your balance is ₱20.00. Please top up first.',
    );
    expect(balanceOf('rosa2026')).toBe(before);
    expect(bets.findMany((q) => q.where({ playerId: findPlayerByUsername('rosa2026')!.id }))).toHaveLength(
      count,
    );
  });

  it('closes sales at the lock time and refuses lines that break the rules', async () => {
    const at = await morning();
    const { session } = await openSite('juan2026');
    const place = (line: SiteLine) => site('/bets', session, { lines: [line] });
    const bad: [SiteLine, string][] = [
      [{ gameId: 101, numbers: [1, 1, 2, 3, 4, 5], playType: 'STRAIGHT', tickets: 1 }, 'INVALID_NUMBERS'],
      [{ gameId: 101, numbers: [1, 2, 3, 4, 5, 43], playType: 'STRAIGHT', tickets: 1 }, 'INVALID_NUMBERS'],
      [{ gameId: 203, numbers: [1, 2, 3, 4], playType: 'RAMBOLITO', tickets: 1 }, 'INVALID_NUMBERS'],
      [{ gameId: 201, numbers: [7, 7], playType: 'RAMBOLITO', tickets: 1 }, 'INVALID_NUMBERS'],
      [{ gameId: 201, numbers: [0, 7], playType: 'STRAIGHT', tickets: 1 }, 'INVALID_NUMBERS'],
      [{ gameId: 202, numbers: [1, 2, 3], playType: 'STRAIGHT', tickets: 0 }, 'INVALID_TICKETS'],
      [{ gameId: 999, numbers: [1, 2, 3], playType: 'STRAIGHT', tickets: 1 }, 'UNKNOWN_GAME'],
    ];
    for (const [line, code] of bad) expect((await place(line)).data.code, JSON.stringify(line)).toBe(code);
    expect((await site('/bets', session, { lines: [] })).data.code).toBe('EMPTY_SLIP');

    clock.set(at + 3.75 * HOUR + 60_000);
    const closed = await place({ gameId: 202, numbers: [1, 2, 3], playType: 'STRAIGHT', tickets: 1 });
    expect(closed.data.code).toBe('SALES_CLOSED');
    const games = (await site<{ games: SiteGame[] }>('/games', session)).data.games;
    expect(games.find((g) => g.gameCode === '3DL')!.draw.salesOpen).toBe(false);
  });

  it('ends the site session when the player logs out of the operator', async () => {
    const { session } = await openSite('juan2026');
    expect((await site('/wallet', session)).status).toBe(200);
    await logout({ silent: true });
    const ended = await site('/wallet', session);
    expect(ended.status).toBe(401);
    expect(ended.data.code).toBe('SITE_SESSION_ENDED');
  });
});
