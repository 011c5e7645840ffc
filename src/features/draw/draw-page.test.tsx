// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { getDrawHistory, getTodayGames } from '@/api';
import { combinationText, parseCombination } from '@/lib/balls';
import { drawResultPath } from '@/lib/draw-link';
import { gameArtUrl } from '@/lib/games';
import { quickRange, rangeBounds, rangeQuery } from '@/lib/draw-range';
import { formatMoney } from '@/lib/money';
import {
  addManilaDays,
  DAY_MS,
  formatManilaDate,
  formatManilaDateTime,
  manilaDayKey,
} from '@/lib/manila-time';
import {
  dismissAllToasts,
  interceptFetch,
  loadStringsBeforeAll,
  recordFetch,
  renderRoutes,
  todayInManilaAt,
} from '@/testing/harness';
import { DrawPage } from './draw-page';

// jsdom lays nothing out, so every row would measure 0 px and the whole history would be "on screen". Rows
// are given their real height here, so the list virtualises as it does on a phone.
const ROW_HEIGHT = 148;
const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')!;
// The page's scroll position, which the tests set; put back after the file for the files sharing the worker.
const scrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');

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
  if (scrollY) Object.defineProperty(window, 'scrollY', scrollY);
  else Reflect.deleteProperty(window, 'scrollY');
});

afterEach(() => {
  cleanup();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

const renderDraw = (path = '/draw-result') =>
  renderRoutes([{ path: '/draw-result', element: <DrawPage /> }], path, { toasts: true }).user;

/** Today's first draw is at 14:00. */
const nineInTheMorning = () => todayInManilaAt(9);
/** After the day's last draw (21:00), so today always has results, whenever the test runs. */
const tenAtNight = () => todayInManilaAt(22);

/** The history calls the page made, as their query parameters. */
function recordHistoryCalls() {
  const calls = recordFetch('/lgw/pl/draw/win_order_prize_summaries');
  return () => calls().map(({ url }) => Object.fromEntries(url.searchParams));
}

const rowsInPage = () =>
  screen.queryAllByRole('listitem').filter((item) => item.classList.contains('draw-list__item'));

describe('Draw results', () => {
  it("shows today's draws by default: game, Manila date and time, combination, jackpot in pesos, winners", async () => {
    tenAtNight();
    const calls = recordHistoryCalls();
    renderDraw();
    const today = quickRange('today', Date.now());
    expect(screen.getByLabelText('From')).toHaveValue(today.start);
    expect(screen.getByLabelText('To')).toHaveValue(today.end);
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');

    const expected = await getDrawHistory({ gameCode: 'all', ...rangeQuery(today), page: 0, size: 30 });
    expect(expected.content.length).toBeGreaterThan(0);
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

  it('keeps the rows when the next page fails, asks again only when the player says so, then goes on', async () => {
    const user = renderDraw();
    await user.click(screen.getByRole('button', { name: '30 days' }));
    expect(await screen.findByText(/\d+ results/)).toBeInTheDocument();
    await vi.waitFor(() => expect(rowsInPage().length).toBeGreaterThan(0));
    const scrollTo = (row: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: row * ROW_HEIGHT, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      });

    // The history's next pages, as the page asks for them: refused while `failing`, answered after.
    const asked: { page: string | null; refused: boolean }[] = [];
    let failing = true;
    interceptFetch((request) => {
      const url = new URL(request.url);
      if (url.pathname !== '/lgw/pl/draw/win_order_prize_summaries') return;
      asked.push({ page: url.searchParams.get('page'), refused: failing });
      if (failing)
        return new Response(JSON.stringify({ code: 'SYSTEM_ERROR', message: 'Down' }), { status: 500 });
    });
    scrollTo(25);
    const again = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('Could not load this. Please try again.')).toBeInTheDocument();
    expect(rowsInPage().length).toBeGreaterThan(0);
    expect(asked).toEqual([{ page: '1', refused: true }]);
    // Near the end still, and scrolled: the page does not ask on and on by itself.
    scrollTo(27);
    scrollTo(28);
    await act(() => new Promise((settled) => setTimeout(settled, 0)));
    expect(asked).toHaveLength(1);

    failing = false;
    await user.click(again);
    await vi.waitFor(() => expect(asked).toContainEqual({ page: '1', refused: false }));
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull());
    expect(screen.queryByText('Could not load this. Please try again.')).toBeNull();
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

  it("§20.3 shows each draw with its game's artwork, named after the game", async () => {
    const codes = new Map((await getTodayGames()).games.map((game) => [game.remark, game.gameCode]));
    const user = renderDraw();
    await user.click(screen.getByRole('button', { name: '7 days' }));
    const rows = await screen.findAllByRole('article');
    for (const row of rows) {
      const name = within(row).getByRole('heading').textContent ?? '';
      const code = codes.get(name)!;
      expect(code, name).toBeDefined();
      expect(within(row).getByRole('img', { name })).toHaveAttribute('src', gameArtUrl(code));
    }
  });

  it('§20.6 offers the number tools, the hot and cold numbers of the game chosen', async () => {
    const user = renderDraw();
    const tools = screen.getByRole('navigation', { name: 'Number tools' });
    expect(within(tools).getByRole('link', { name: 'Check my numbers' })).toHaveAttribute(
      'href',
      '/check-numbers',
    );
    const hotCold = within(tools).getByRole('link', { name: 'Hot and cold numbers' });
    expect(hotCold).toHaveAttribute('href', '/hot-cold');
    await screen.findByRole('option', { name: 'Swertres (3D)' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Game' }), 'Swertres (3D)');
    expect(hotCold).toHaveAttribute('href', '/hot-cold?game=3DL');
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

describe('issue 20 item 2: results are never empty in the morning', () => {
  it("§20.2 before today's first draw, shows the next draws with countdowns and the latest draw day's results, one tap from that day", async () => {
    const morning = nineInTheMorning();
    const yesterday = addManilaDays(manilaDayKey(morning), -1);
    const user = renderDraw();
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');

    const next = await screen.findByRole('region', { name: 'No draws yet today' });
    const swertres = within(next).getByRole('heading', { name: 'Swertres (3D)' }).closest('li')!;
    expect(within(swertres).getByText('Draw 14:00')).toBeInTheDocument();
    // The shared clock takes the (faked) time once it starts, just after the first paint.
    expect(await within(swertres).findByText('05:00:00')).toBeInTheDocument();
    expect(within(swertres).getByText('Draw in')).toBeInTheDocument();
    expect(screen.queryByText('No records')).not.toBeInTheDocument();

    const dayText = formatManilaDate(morning - DAY_MS);
    const latest = screen.getByRole('region', { name: `Latest results · ${dayText}` });
    const expected = await getDrawHistory({
      gameCode: 'all',
      ...rangeQuery({ start: yesterday, end: yesterday }),
      page: 0,
      size: 30,
    });
    expect(expected.content.length).toBeGreaterThan(0);
    await vi.waitFor(() =>
      expect(within(latest).getAllByRole('article')).toHaveLength(expected.content.length),
    );
    const first = within(latest).getAllByRole('article')[0];
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent(
      expected.content[0].remark ?? expected.content[0].gameCode,
    );
    expect(
      within(first).getByText(formatManilaDateTime(expected.content[0].winningTime)),
    ).toBeInTheDocument();

    await user.click(within(latest).getByRole('link', { name: `All results of ${dayText}` }));
    expect(await screen.findByText(`${expected.totalElements} results`)).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue(yesterday);
    expect(screen.getByLabelText('To')).toHaveValue(yesterday);
    expect(screen.queryByRole('region', { name: 'No draws yet today' })).not.toBeInTheDocument();
  });

  it('§20.2 a chosen game shows its own next draw and its own latest day', async () => {
    nineInTheMorning();
    const user = renderDraw();
    await screen.findByRole('region', { name: 'No draws yet today' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Game' }), 'Swertres (3D)');
    const next = await screen.findByRole('region', { name: 'No draws yet today' });
    await vi.waitFor(() =>
      expect(
        within(next)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(['Swertres (3D)']),
    );
    const latest = screen.getByRole('region', { name: /^Latest results/ });
    await vi.waitFor(() => expect(within(latest).getAllByRole('article').length).toBeGreaterThan(0));
    for (const row of within(latest).getAllByRole('article'))
      expect(within(row).getByRole('heading')).toHaveTextContent('Swertres (3D)');
  });
});

describe('issue 20 item 9: sharing a draw result', () => {
  function stubNavigator(values: Partial<Record<'share' | 'canShare' | 'clipboard', unknown>>) {
    for (const [key, value] of Object.entries(values)) {
      Object.defineProperty(navigator, key, { value, configurable: true });
      onTestFinished(() => {
        Reflect.deleteProperty(navigator, key);
      });
    }
    onTestFinished(dismissAllToasts);
  }

  async function firstDraw(user: ReturnType<typeof renderDraw>) {
    await user.click(screen.getByRole('button', { name: '7 days' }));
    const [row] = await screen.findAllByRole('article');
    const name = within(row).getByRole('heading').textContent!;
    const time = within(row).getByRole('time').textContent!;
    return { row, name, time };
  }

  it('§20.9 shares the result with its text and a link to it through the device share sheet', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const user = renderDraw();
    stubNavigator({ share });
    const { row, name, time } = await firstDraw(user);
    await user.click(within(row).getByRole('button', { name: `Share the ${name} result of ${time}` }));
    expect(share).toHaveBeenCalledTimes(1);
    const [data] = share.mock.calls[0] as [{ title: string; text: string; url: string }];
    expect(data.title).toBe(`${name} result`);
    const numbers = within(row)
      .getByText(/^Winning numbers: /)
      .textContent!.replace('Winning numbers: ', '');
    expect(data.text).toBe(
      `${name} draw, ${time}: ${numbers}. Jackpot ${within(row).getByText(/^₱/).textContent}.`,
    );
    const url = new URL(data.url);
    expect(url.origin).toBe(window.location.origin);
    expect(url.pathname).toBe('/draw-result');
    expect(url.searchParams.get('date')).toBe(time.slice(0, 10).replaceAll('.', '-'));
  });

  it('§20.9 without a share sheet, copies the text and link and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    // After the render: user-event puts a clipboard of its own in place when it is set up.
    const user = renderDraw();
    stubNavigator({ share: undefined, clipboard: { writeText } });
    const { row, name, time } = await firstDraw(user);
    await user.click(within(row).getByRole('button', { name: `Share the ${name} result of ${time}` }));
    expect(await screen.findByText('Result and link copied')).toBeInTheDocument();
    const [copied] = writeText.mock.calls[0] as [string];
    const [text, link] = copied.split('\n');
    expect(text).toMatch(new RegExp(`^${name.replace(/[()]/g, '\\$&')} draw, ${time}: `));
    expect(new URL(link).pathname).toBe('/draw-result');
  });

  it('§20.9 says the copy failed when the clipboard is refused', async () => {
    const user = renderDraw();
    stubNavigator({
      share: undefined,
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
    });
    const { row, name, time } = await firstDraw(user);
    await user.click(within(row).getByRole('button', { name: `Share the ${name} result of ${time}` }));
    expect(await screen.findByText('Could not copy. Please copy it by hand.')).toBeInTheDocument();
  });

  it("§20.9 the shared link opens that draw's day and game, with the draw marked", async () => {
    const { content } = await getDrawHistory({
      gameCode: '3DL',
      ...rangeQuery(quickRange('days7', Date.now())),
      page: 0,
      size: 30,
    });
    const shared = content[1];
    const day = manilaDayKey(shared.winningTime);
    renderDraw(drawResultPath({ date: day, game: '3DL', draw: shared.winningTime }));
    expect(screen.getByLabelText('From')).toHaveValue(day);
    expect(screen.getByLabelText('To')).toHaveValue(day);
    await vi.waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Game' })).toHaveDisplayValue('Swertres (3D)'),
    );
    const rows = await screen.findAllByRole('article');
    const marked = rows.filter((row) => row.getAttribute('aria-current') === 'true');
    expect(marked).toHaveLength(1);
    expect(within(marked[0]).getByText(formatManilaDateTime(shared.winningTime))).toBeInTheDocument();
  });
});

function stringify(query: Record<string, number>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
}
