// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { server } from '@mock/node';
import type { TodayGamesResponse } from '@/api';
import { initI18n } from '@/i18n';
import { DAY_MS, formatManilaDate, manilaStartOfDay } from '@/lib/manila-time';
import { runningClocks } from '@/state/clock';
import { todayInManilaAt } from '@/testing/harness';
import { TodayDrawsList } from './today-draws-list';

beforeAll(async () => {
  await initI18n();
});

afterEach(cleanup);

const HOUR = 3600_000;
const MINUTE = 60_000;

function game(
  gameId: number,
  remark: string,
  remainTime: number,
  lockTime: number,
  winningNumber: string | null,
) {
  return {
    gameId,
    gameCode: `G${gameId}`,
    gameGroupCode: 'X',
    remark,
    gameType: gameId > 100 ? ('JACKPOT' as const) : ('DIGIT' as const),
    balls: 6,
    remainTime,
    lockTime,
    winningTime: Date.now() + remainTime,
    winningNumber,
  };
}

/** Serves today's games from the given list (and all games with their last result); counts the calls. */
function serveToday(todayGames: ReturnType<typeof game>[], games: TodayGamesResponse['games'] = []) {
  const calls = { count: 0 };
  server.use(
    http.get('*/lgw/pl/numeros/today_games', () => {
      calls.count += 1;
      return HttpResponse.json<TodayGamesResponse>({ todayGames, games });
    }),
  );
  return calls;
}

/** A game with its last result, as the games list gives it. */
function lastResult(gameId: number, remark: string, winningTime: number, winNo: string) {
  const { gameCode, gameGroupCode, gameType, balls } = game(gameId, remark, 0, 0, null);
  return { gameId, gameCode, gameGroupCode, remark, gameType, balls, winNo, winningTime };
}

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TodayDrawsList />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("today's draws", () => {
  it('counts down to the close of sales (remaining minus lock time) in HH:MM:SS, with the latest result', async () => {
    serveToday([game(101, 'Ultra Lotto 6/58', 2 * HOUR + 5 * MINUTE, HOUR, '3-14-15-26-35-58')]);
    renderList();
    const row = (await screen.findByRole('heading', { name: 'Ultra Lotto 6/58' })).closest('li')!;
    expect(within(row).getByText(/^01:0[45]:\d\d$/)).toBeInTheDocument();
    expect(within(row).getByText('Sales close in')).toBeInTheDocument();
    expect(within(row).getByText('Latest result: 3-14-15-26-35-58')).toBeInTheDocument();
    expect(row.querySelector('.balls')).toHaveClass('balls--jackpot');
  });

  it('says "closing soon" in red under a minute, and "sales closed" after', async () => {
    serveToday([
      game(1, 'EZ2 (2D)', 15 * MINUTE + 30_000, 15 * MINUTE, null),
      game(2, 'Swertres (3D)', 10 * MINUTE, 15 * MINUTE, '1-2-3'),
    ]);
    renderList();
    const soon = (await screen.findByRole('heading', { name: 'EZ2 (2D)' })).closest('li')!;
    expect(within(soon).getByText('Closing soon')).toBeInTheDocument();
    expect(soon.querySelector('.countdown')).toHaveClass('countdown--closing-soon');
    expect(within(soon).getByText('No result yet')).toBeInTheDocument();
    const closed = screen.getByRole('heading', { name: 'Swertres (3D)' }).closest('li')!;
    expect(within(closed).getByText('Sales closed')).toBeInTheDocument();
  });

  it('drives every countdown from one clock and fetches the games again when one reaches zero', async () => {
    // Time still flows (the fake backend and react-query schedule with timers) but the countdown's last
    // 1.2 seconds are skipped rather than waited for.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const calls = serveToday([
      game(1, 'EZ2 (2D)', 15 * MINUTE + 1200, 15 * MINUTE, null),
      ...Array.from({ length: 8 }, (_, i) => game(10 + i, `Game ${i}`, (i + 2) * HOUR, 15 * MINUTE, null)),
    ]);
    renderList();
    await screen.findByRole('heading', { name: 'EZ2 (2D)' });
    expect(runningClocks()).toBe(1);
    expect(calls.count).toBe(1);
    await vi.advanceTimersByTimeAsync(2000);
    await vi.waitFor(() => expect(calls.count).toBe(2));
    cleanup();
    expect(runningClocks()).toBe(0);
  });

  it("§20.2 before today's first draw: the rows wait for today's results and the latest draw day's follow, one tap from that day", async () => {
    const morning = todayInManilaAt(9);
    const yesterday = manilaStartOfDay(morning) - DAY_MS;
    serveToday(
      [
        game(1, 'Swertres (3D)', 5 * HOUR, 15 * MINUTE, '7-0-4'),
        game(101, 'Ultra Lotto 6/58', 12 * HOUR, HOUR, null),
      ],
      [
        lastResult(1, 'Swertres (3D)', yesterday + 21 * HOUR, '7-0-4'),
        lastResult(101, 'Ultra Lotto 6/58', yesterday + 21 * HOUR, '3-14-15-26-35-58'),
        lastResult(102, 'Grand Lotto 6/55', yesterday - DAY_MS + 21 * HOUR, '1-2-3-4-5-6'),
      ],
    );
    renderList();
    const swertres = (await screen.findByRole('heading', { level: 3, name: 'Swertres (3D)' })).closest('li')!;
    // The shared clock takes the (faked) time once it starts, just after the first paint.
    expect(await within(swertres).findByText('04:45:00')).toBeInTheDocument();
    expect(within(swertres).getByText('Draw 14:00')).toBeInTheDocument();
    expect(within(swertres).getByText('No result yet')).toBeInTheDocument();

    const day = formatManilaDate(yesterday);
    const heading = screen.getByRole('heading', { level: 3, name: `Latest results · ${day}` });
    expect(within(heading).getByRole('link')).toHaveAttribute(
      'href',
      `/draw-result?date=${formatManilaDate(yesterday, '-')}`,
    );
    const latest = heading.nextElementSibling as HTMLElement;
    expect(
      within(latest)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Swertres (3D)', 'Ultra Lotto 6/58']);
    expect(within(latest).getByText('Latest result: 3-14-15-26-35-58')).toBeInTheDocument();
    expect(within(latest).getAllByText('21:00')).toHaveLength(2);
  });

  it('§20.2 once today has a draw, no earlier day is shown', async () => {
    serveToday(
      [game(1, 'Swertres (3D)', HOUR, 15 * MINUTE, '1-2-3')],
      [lastResult(1, 'Swertres (3D)', Date.now() - 1000, '1-2-3')],
    );
    renderList();
    const row = (await screen.findByRole('heading', { name: 'Swertres (3D)' })).closest('li')!;
    expect(within(row).getByText('Latest result: 1-2-3')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Latest results/ })).not.toBeInTheDocument();
  });
});
