// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDrawHistory, getTodayGames, type DrawHistoryItem } from '@/api';
import { addManilaDays, manilaDayKey, manilaDayStart } from '@/lib/manila-time';
import { interceptFetch, refreshFailing, renderRoutes, setUpScreenTests } from '@/testing/harness';
import { HotColdPage } from './hot-cold-page';

// §20.6 hot and cold numbers against the in-process fake backend and its seeded draw history: the expected
// counts are worked out here from the same history call the page makes, never guessed.

// The fake backend works out its draw history on the first call; done here, no test waits for it.
setUpScreenTests({ preload: [() => getTodayGames()] });

const HISTORY = '/lgw/pl/draw/win_order_prize_summaries';
const DAY = 86_400_000;

const renderPage = (path = '/hot-cold') =>
  renderRoutes([{ path: '/hot-cold', element: <HotColdPage /> }], path);

/** Every draw of a game since the start of the Manila day `days - 1` days before today. */
async function drawsOf(gameCode: string, days: number): Promise<DrawHistoryItem[]> {
  const today = manilaDayKey(Date.now());
  const query = {
    gameCode,
    startTime: manilaDayStart(addManilaDays(today, -(days - 1)))!,
    endTime: manilaDayStart(today)! + DAY,
    size: 30,
  };
  const first = await getDrawHistory({ ...query, page: 0 });
  const rest = await Promise.all(
    Array.from({ length: first.totalPages - 1 }, (_, i) => getDrawHistory({ ...query, page: i + 1 })),
  );
  return [first, ...rest].flatMap((page) => page.content);
}

/** How many of `draws` have each number, the slow way: the result read as written ("12-5-33" or "527"). */
function countsOf(draws: readonly DrawHistoryItem[], numbers: readonly number[]) {
  const drawn = draws.map((draw) =>
    (draw.winNo.includes('-') ? draw.winNo.split('-') : draw.winNo.split('')).map(Number),
  );
  return numbers.map((n) => drawn.filter((one) => one.includes(n)).length);
}

/**
 * The table's body rows as [number, times drawn]: the table found by its role, its cells read through the
 * table's own rows (a role query per cell of 42 rows is slow in jsdom).
 */
function tableCounts() {
  const table = screen.getByRole<HTMLTableElement>('table');
  return [...table.tBodies[0].rows].map((row) => [
    Number(row.cells[0].textContent),
    Number(row.cells[1].textContent),
  ]);
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('§20.6 hot and cold numbers', () => {
  it('shows how many draws of the last 30 and 90 days each number of Lotto 6/42 came out in, as the history says', async () => {
    const [month, quarter] = await Promise.all([drawsOf('LOTTO42', 30), drawsOf('LOTTO42', 90)]);
    const { user, router } = renderPage();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Game' }), 'Lotto 6/42');
    expect(screen.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();

    const table = await screen.findByRole('table', {
      name: `Each number over the last 30 days (${month.length} draws)`,
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Number', 'Times drawn', 'Last drawn', 'Draws since']);
    const numbers = range(1, 42);
    expect(tableCounts()).toEqual(numbers.map((n, i) => [n, countsOf(month, numbers)[i]]));
    expect(screen.getByRole('status')).toHaveTextContent(
      `Lotto 6/42: ${month.length} draws in the last 30 days.`,
    );

    await user.click(screen.getByRole('radio', { name: 'Last 90 days' }));
    await screen.findByRole('table', { name: `Each number over the last 90 days (${quarter.length} draws)` });
    expect(tableCounts()).toEqual(numbers.map((n, i) => [n, countsOf(quarter, numbers)[i]]));
    // The choice is in the address, so the way back and a shared link keep it.
    expect(router.state.location.search).toBe('?game=LOTTO42&days=90');
  });

  it('names the hottest and the coldest numbers in the lists and in the chart’s words', async () => {
    const draws = await drawsOf('UL58', 30);
    const numbers = range(1, 58);
    const counts = countsOf(draws, numbers);
    const most = Math.max(...counts);
    const fewest = Math.min(...counts);
    renderPage('/hot-cold?game=UL58');

    // Each item as a screen reader says it: "12 (8 times)", and for a cold one how long since.
    const said = (list: HTMLElement) =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => within(item).getByText(/^\d+ \(\d+ times?\)/).textContent!);
    const hot = said(await screen.findByRole('region', { name: 'Hot' }));
    expect(hot).toHaveLength(5);
    // The first hot number is one drawn the most times.
    const hottest = Number(hot[0].split(' ')[0]);
    expect(hot[0]).toBe(`${hottest} (${most} times)`);
    expect(counts[hottest - 1]).toBe(most);

    const cold = said(screen.getByRole('region', { name: 'Cold' }));
    const coldest = Number(cold[0].split(' ')[0]);
    expect(counts[coldest - 1]).toBe(fewest);
    expect(cold[0]).toMatch(/^\d+ \(\d+ times?\), (Today|\d+ days? ago|Not in 90 days)$/);

    const chart = screen.getByRole('img', { name: /^Chart of how many draws each number came out in/ });
    expect(chart).toHaveAccessibleName(expect.stringContaining(`Most often: ${hottest} (${most} times`));
    expect(chart).toHaveAccessibleName(expect.stringContaining(`Least often: ${coldest} (${fewest} time`));
  });

  it('counts a 4D digit once a draw, whatever its place and however often it is in it, from 0 to 9', async () => {
    const draws = await drawsOf('4DL', 30);
    // A draw with a digit twice is in the history the test is checked against.
    expect(draws.some((draw) => new Set(draw.winNo.split('-')).size < 4)).toBe(true);
    renderPage('/hot-cold?game=4DL');
    await screen.findByRole('table', { name: /^Each number over the last 30 days/ });
    expect(screen.getByRole('columnheader', { name: 'Digit' })).toBeInTheDocument();
    const digits = range(0, 9);
    expect(tableCounts()).toEqual(digits.map((n, i) => [n, countsOf(draws, digits)[i]]));
  });

  it('says a failed history call in the catalogue’s words, and tries again', async () => {
    let refuse = true;
    interceptFetch((request) =>
      refuse && new URL(request.url).pathname === HISTORY
        ? Response.json(
            { success: false, code: 'SYSTEM_BUSY', message: 'The draw service is busy' },
            { status: 500 },
          )
        : undefined,
    );
    const { user } = renderPage('/hot-cold?game=LOTTO42');
    expect(await screen.findByText('The draw service is busy')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('table')).toBeInTheDocument());
  });
});

describe('a failed refresh of what the hot and cold page read', () => {
  it('keeps the game chosen and its statistics', async () => {
    const month = await drawsOf('LOTTO42', 30);
    const { user, client } = renderPage();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Game' }), 'Lotto 6/42');
    const title = `Each number over the last 30 days (${month.length} draws)`;
    await screen.findByRole('table', { name: title });

    // The games and the history are read again (another screen asked for them) and the server fails this time.
    await refreshFailing(client);

    expect(screen.queryByText('Could not load this. Please try again.')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Game' })).toHaveDisplayValue('Lotto 6/42');
    expect(screen.getByRole('table', { name: title })).toBeInTheDocument();
  });
});
