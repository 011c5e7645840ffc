// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDrawHistory, getTodayGames } from '@/api';
import { combinationText, parseCombination } from '@/lib/balls';
import { quickRange, rangeBounds, rangeQuery } from '@/lib/draw-range';
import { formatMoney } from '@/lib/money';
import { formatManilaDateTime } from '@/lib/manila-time';
import { loadStringsBeforeAll, recordFetch, renderRoutes } from '@/testing/harness';
import { DrawPage } from './draw-page';

// jsdom lays nothing out, so every row would measure 0 px and the whole history would be "on screen". Rows
// are given their real height here, so the list virtualises as it does on a phone.
const ROW_HEIGHT = 148;
const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')!;

loadStringsBeforeAll();

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('draw-list__item') ? ROW_HEIGHT : 0;
    },
  });
});

afterAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight);
});

afterEach(() => {
  cleanup();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

const renderDraw = () => renderRoutes([{ path: '/draw-result', element: <DrawPage /> }], '/draw-result').user;

/** The history calls the page made, as their query parameters. */
function recordHistoryCalls() {
  const calls = recordFetch('/lgw/pl/draw/win_order_prize_summaries');
  return () => calls().map(({ url }) => Object.fromEntries(url.searchParams));
}

const rowsInPage = () =>
  screen.queryAllByRole('listitem').filter((item) => item.classList.contains('draw-list__item'));

describe('Draw results', () => {
  it("shows today's draws by default: game, Manila date and time, combination, jackpot in pesos, winners", async () => {
    const calls = recordHistoryCalls();
    renderDraw();
    const today = quickRange('today', Date.now());
    expect(screen.getByLabelText('From')).toHaveValue(today.start);
    expect(screen.getByLabelText('To')).toHaveValue(today.end);
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');

    const expected = await getDrawHistory({ gameCode: 'all', ...rangeQuery(today), page: 0, size: 30 });
    if (expected.content.length === 0) {
      expect(await screen.findByText('No records')).toBeInTheDocument();
      return;
    }
    const first = expected.content[0];
    const [row] = await screen.findAllByRole('article');
    expect(within(row).getByRole('heading', { name: first.remark ?? first.gameCode })).toBeInTheDocument();
    expect(within(row).getByText(formatManilaDateTime(first.winningTime))).toBeInTheDocument();
    expect(
      within(row).getByText(`Winning numbers: ${combinationText(parseCombination(first.winNo))}`),
    ).toBeInTheDocument();
    expect(within(row).getByText(formatMoney(first.jackpotPrize))).toBeInTheDocument();
    expect(within(row).getByText(String(first.winners))).toBeInTheDocument();
    expect(calls()[0]).toMatchObject({
      gameCode: 'all',
      page: '0',
      size: '30',
      ...stringify(rangeQuery(today)),
    });
  });

  it('keeps only the rows on screen in the page and loads zero-based pages of 30 as the player scrolls', async () => {
    const calls = recordHistoryCalls();
    const user = renderDraw();
    await user.click(screen.getByRole('button', { name: '30 days' }));
    expect(await screen.findByText(/\d+ results/)).toBeInTheDocument();
    const total = Number(/(\d+) results/.exec(screen.getByText(/\d+ results/).textContent ?? '')![1]);
    expect(total).toBeGreaterThan(90);
    await vi.waitFor(() => expect(rowsInPage().length).toBeGreaterThan(0));
    expect(rowsInPage().length).toBeLessThanOrEqual(20);
    expect(rowsInPage()[0]).toHaveAttribute('aria-setsize', String(total));
    expect(rowsInPage()[0]).toHaveAttribute('aria-posinset', '1');

    const pages = Math.ceil(total / 30);
    for (let page = 1; page < pages; page++) {
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: (page * 30 - 5) * ROW_HEIGHT, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      });
      await vi.waitFor(() => expect(calls().some((c) => c.page === String(page))).toBe(true), {
        timeout: 3000,
      });
      expect(rowsInPage().length).toBeLessThanOrEqual(60);
    }
    expect(await screen.findByText('No more records')).toBeInTheDocument();
    const thirtyDays = calls().filter(
      (c) => c.startTime === String(rangeQuery(quickRange('days30', Date.now())).startTime),
    );
    expect(thirtyDays.map((c) => Number(c.page))).toEqual([...Array(pages).keys()]);
    expect(thirtyDays.every((c) => c.size === '30')).toBe(true);
  });

  it('says when there is nothing more, and when there is nothing at all', async () => {
    const user = renderDraw();
    await user.click(screen.getByRole('button', { name: '7 days' }));
    const { max } = rangeBounds(Date.now());
    await screen.findByText(/\d+ results/);
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 10_000 * ROW_HEIGHT, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(await screen.findByText('No more records', {}, { timeout: 5000 })).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('To'), { target: { value: max } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: max } });
    expect(await screen.findByText('No records')).toBeInTheDocument();
  });

  it('narrows the list to one game', async () => {
    const calls = recordHistoryCalls();
    const user = renderDraw();
    await user.click(screen.getByRole('button', { name: '7 days' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Game' }), 'Swertres (3D)');
    await vi.waitFor(() => expect(calls().at(-1)).toMatchObject({ gameCode: '3DL', page: '0' }));
    const rows = await screen.findAllByRole('article');
    for (const row of rows) expect(within(row).getByRole('heading')).toHaveTextContent('Swertres (3D)');
  });

  it('§3.6 lists the game choices under their game group', async () => {
    const { games } = await getTodayGames();
    renderDraw();
    const select = await screen.findByRole('combobox', { name: 'Game' });
    await vi.waitFor(() => expect(within(select).getAllByRole('group')).toHaveLength(2));
    for (const [name, code] of [
      ['Jackpot', 'JACKPOT'],
      ['Digit', 'DIGIT'],
    ]) {
      const group = within(select).getByRole('group', { name });
      expect(
        within(group)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(games.filter((game) => game.gameGroupCode === code).map((game) => game.remark));
    }
  });
});

function stringify(query: Record<string, number>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
}
