// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDrawHistory, getTodayGames, type DrawHistoryItem } from '@/api';
import { combinationText, winningBalls } from '@/lib/balls';
import { DRAW_PAGE_SIZE, quickRange, rangeQuery } from '@/lib/draw-range';
import { formatManilaDateTime } from '@/lib/manila-time';
import { checkDraw, drawnNumbers, KNOWN_RULES } from '@/lib/number-check';
import { interceptFetch, recordFetch, refreshFailing, setUpScreenTests } from '@/testing/harness';
import { openPage, renderPage } from './number-check-test-kit';

// §20.5 Check my numbers against the in-process fake backend and its seeded draw history: the expected draws
// are read from the same history call the page makes, never guessed.

// The fake backend works out its draw history on the first call; done here, no test waits for it.
setUpScreenTests({ preload: [() => getTodayGames()] });

const HISTORY = '/lgw/pl/draw/win_order_prize_summaries';

/** Every draw of a game in the last 30 days (the page's default range), newest first. */
async function drawsOf(gameCode: string): Promise<DrawHistoryItem[]> {
  const query = { gameCode, ...rangeQuery(quickRange('days30', Date.now())), size: DRAW_PAGE_SIZE };
  const first = await getDrawHistory({ ...query, page: 0 });
  const rest = await Promise.all(
    Array.from({ length: first.totalPages - 1 }, (_, i) => getDrawHistory({ ...query, page: i + 1 })),
  );
  return [first, ...rest].flatMap((page) => page.content);
}

type User = ReturnType<typeof renderPage>;

async function chooseGame(user: User, name: string) {
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Game' }), name);
}

/** Puts each number into its field as one input (pasted: a tap and a keystroke at a time are slow on a busy machine). */
async function enter(user: User, label: 'Number' | 'Digit', numbers: readonly (number | string)[]) {
  for (const [index, n] of numbers.entries()) {
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: `${label} ${index + 1}` });
    if (field.value !== '') await user.clear(field);
    // Focused even when left empty: a field the player passes through counts as left.
    act(() => field.focus());
    if (String(n) !== '') await user.paste(String(n));
  }
}

/** The result card of one draw, found by its Manila date and time. */
const cardOf = (draw: DrawHistoryItem) =>
  screen.getByText(formatManilaDateTime(draw.winningTime)).closest('article')!;

describe('§20.5 check my numbers', () => {
  it('lists the draw a jackpot combination matched in full, in any order, as the jackpot: 6 of 6 numbers', async () => {
    const [latest] = await drawsOf('UL58');
    const user = renderPage();
    await chooseGame(user, 'Ultra Lotto 6/58');
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    await enter(user, 'Number', winningBalls(latest.winNo, 6).reverse());
    await user.click(screen.getByRole('button', { name: 'Check' }));

    const card = await screen.findByText(formatManilaDateTime(latest.winningTime));
    const article = card.closest('article')!;
    expect(within(article).getByRole('heading', { name: 'Jackpot' })).toBeInTheDocument();
    expect(within(article).getByText('6 of 6 numbers')).toBeInTheDocument();
    expect(
      within(article).getByText(`Winning numbers: ${combinationText(winningBalls(latest.winNo, 6))}`),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^Would have won in \d+ of \d+ draws?\.$/);
    // Below the button on a phone: the results are brought into view.
    expect(screen.getByRole('heading', { name: 'Results' })).toHaveFocus();
  });

  it('reads a Swertres combination in another order as rambolito, and in the drawn order as straight', async () => {
    const draws = await drawsOf('3DL');
    const rules = KNOWN_RULES['3DL'];
    // A draw of three different digits, so another order exists.
    const draw = draws.find((d) => new Set(drawnNumbers(rules, d.winNo)).size === 3)!;
    const digits = drawnNumbers(rules, draw.winNo)!;
    const user = renderPage();
    await chooseGame(user, 'Swertres (3D)');
    await enter(user, 'Digit', [digits[2], digits[1], digits[0]]);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await screen.findByRole('heading', { name: 'Results' });
    expect(within(cardOf(draw)).getByRole('heading', { name: 'Rambolito' })).toBeInTheDocument();
    expect(
      within(cardOf(draw)).getByText('The same numbers in another order (wins on a rambolito bet)'),
    ).toBeInTheDocument();

    await enter(user, 'Digit', digits);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() =>
      expect(within(cardOf(draw)).getByRole('heading', { name: 'Straight' })).toBeInTheDocument(),
    );
    expect(within(cardOf(draw)).getByText('All 3 in the drawn order')).toBeInTheDocument();
  });

  it('says when no draw of the range would have won, with how many draws it checked', async () => {
    const draws = await drawsOf('LOTTO42');
    const rules = KNOWN_RULES.LOTTO42;
    // Six numbers none of the range's draws shares three of: found in the history, not assumed.
    const losing = [1, 7, 13, 19, 25, 31, 37]
      .flatMap((start) => [Array.from({ length: 6 }, (_, i) => ((start + i * 5) % 42) + 1)])
      .find((pick) => draws.every((d) => checkDraw(rules, pick, drawnNumbers(rules, d.winNo)!) === null))!;
    const user = renderPage();
    await chooseGame(user, 'Lotto 6/42');
    await enter(user, 'Number', losing);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(
      await screen.findByText('No win this time. Try a longer range or other numbers.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      draws.length === 1
        ? 'The 1 draw in these days would not have won.'
        : `None of the ${draws.length} draws in these days would have won.`,
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('§5.10 keeps Check disabled while a number is wrong, says what is wrong as each field is left, and asks for no draws until all are right', async () => {
    const calls = recordFetch(HISTORY);
    const user = renderPage();
    await chooseGame(user, 'Lotto 6/42');
    const check = screen.getByRole('button', { name: 'Check' });
    expect(check).toBeDisabled();
    await enter(user, 'Number', ['5', '5', '43', '', '7', '8']);
    await user.tab();
    const number = (n: number) => screen.getByRole('textbox', { name: `Number ${n}` });
    await waitFor(() => expect(number(4)).toHaveAccessibleDescription('Enter a number'));
    expect(number(1)).not.toHaveAttribute('aria-invalid');
    expect(number(2)).toHaveAccessibleDescription('Already picked');
    expect(number(3)).toHaveAccessibleDescription('From 1 to 42');
    expect(check).toBeDisabled();
    // Mending the first of two equal numbers takes the message off the second.
    await enter(user, 'Number', ['9']);
    await waitFor(() => expect(number(2)).not.toHaveAttribute('aria-invalid'));
    expect(check).toBeDisabled();
    await enter(user, 'Number', ['9', '5', '42', '6']);
    await waitFor(() => expect(check).toBeEnabled());
    expect(calls()).toEqual([]);

    // A digit game takes its own number of digits, 0 to 9, repeats allowed; what is not a digit is not typed.
    await chooseGame(user, '4D Lotto');
    expect(screen.getAllByRole('textbox', { name: /^Digit \d$/ })).toHaveLength(4);
    expect(screen.queryByRole('textbox', { name: 'Number 1' })).not.toBeInTheDocument();
    await waitFor(() => expect(check).toBeDisabled());
    await user.type(screen.getByRole('textbox', { name: 'Digit 1' }), 'a7');
    expect(screen.getByRole('textbox', { name: 'Digit 1' })).toHaveValue('7');
    await user.tab();
    await user.tab();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Digit 2' })).toHaveAccessibleDescription('Enter a digit'),
    );
    expect(check).toBeDisabled();
    expect(calls()).toEqual([]);
    await enter(user, 'Digit', [7, 7, 7, 7]);
    await waitFor(() => expect(check).toBeEnabled());
    await user.click(check);
    await screen.findByRole('heading', { name: 'Results' });
    expect(calls().length).toBeGreaterThan(0);
  });

  it('says a failed history call in the catalogue’s words, above the button', async () => {
    interceptFetch((request) =>
      new URL(request.url).pathname === HISTORY
        ? Response.json(
            { success: false, code: 'SYSTEM_BUSY', message: 'The draw service is busy' },
            { status: 500 },
          )
        : undefined,
    );
    const user = renderPage();
    await chooseGame(user, 'Lotto 6/42');
    await enter(user, 'Number', [1, 2, 3, 4, 5, 6]);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The draw service is busy');
    expect(screen.queryByRole('heading', { name: 'Results' })).not.toBeInTheDocument();
  });
});

describe('a failed refresh of the games list', () => {
  it('keeps the form and what the player entered: the game chosen and the numbers typed', async () => {
    const { client, user } = openPage();
    await chooseGame(user, 'Ultra Lotto 6/58');
    await enter(user, 'Number', [58]);

    // The list is read again (another screen asked for it) and the server fails this time.
    await refreshFailing(client, '/lgw/pl/numeros/today_games');

    expect(screen.getByRole('combobox', { name: 'Game' })).toHaveDisplayValue('Ultra Lotto 6/58');
    expect(screen.getByRole('textbox', { name: 'Number 1' })).toHaveValue('58');
  });
});
