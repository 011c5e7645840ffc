// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getTodayGames } from '@/api';
import { formatManilaDateTime } from '@/lib/manila-time';
import { interceptFetch, logInAs, recordFetch, refreshFailing, setUpScreenTests } from '@/testing/harness';
import { openPage, renderPage } from './number-check-test-kit';

// §20.5 "or picks from a past bet": a signed-in player fills the check from one of their recent bets, placed
// in the in-process fake backend as a game site places them (its control call).

setUpScreenTests({ preload: [() => getTodayGames()] });

const RECENT = '/wps/v2/bet/recent';

interface Placed {
  drawTime: number;
}

async function bet(username: string, gameCode: string, numbers: number[], amount: number): Promise<Placed> {
  const placed = await fetch('http://lotto.test/__mock/bets', {
    method: 'POST',
    body: JSON.stringify({ username, gameCode, numbers, amount }),
  });
  expect(placed.status, await placed.clone().text()).toBe(200);
  return (await placed.json()) as Placed;
}

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const values = (label: 'Number' | 'Digit', count: number) =>
  Array.from({ length: count }, (_, i) => field(`${label} ${i + 1}`).value);

describe('§20.5 check my numbers from a past bet', () => {
  it('fills the game and the numbers of the bet picked, which stay editable, and checks them', async () => {
    await logInAs('juan2026');
    const swertres = await bet('juan2026', '3DL', [4, 0, 7], 20);
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Pick from my bets' }));

    const sheet = await screen.findByRole('dialog', { name: 'My recent bets' });
    const pick = await within(sheet).findByRole('button', {
      name: `Swertres (3D): 4-0-7, draw ${formatManilaDateTime(swertres.drawTime)}`,
    });
    // The newest bet comes first.
    expect(within(sheet).getAllByRole('button', { name: /, draw / })[0]).toBe(pick);
    await user.click(pick);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Game' })).toHaveDisplayValue('Swertres (3D)');
    expect(values('Digit', 3)).toEqual(['4', '0', '7']);
    // Back where the player left off: on the control that opened the sheet.
    expect(screen.getByRole('button', { name: 'Pick from my bets' })).toHaveFocus();

    await user.clear(field('Digit 3'));
    await user.type(field('Digit 3'), '8');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await screen.findByRole('heading', { name: 'Results' });
    expect(screen.getByText('Your numbers: 4-0-8')).toBeInTheDocument();
  });

  it('switches the form to a jackpot bet’s game with its six numbers', async () => {
    await logInAs('juan2026');
    await bet('juan2026', 'UL58', [58, 3, 11, 24, 38, 45], 40);
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Pick from my bets' }));
    const sheet = await screen.findByRole('dialog', { name: 'My recent bets' });
    await user.click(
      await within(sheet).findByRole('button', { name: /^Ultra Lotto 6\/58: 3-11-24-38-45-58,/ }),
    );
    expect(screen.getByRole('combobox', { name: 'Game' })).toHaveDisplayValue('Ultra Lotto 6/58');
    expect(values('Number', 6)).toEqual(['3', '11', '24', '38', '45', '58']);
  });

  it('says so when the player has no bets yet', async () => {
    await logInAs('maria2026');
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Pick from my bets' }));
    const sheet = await screen.findByRole('dialog', { name: 'My recent bets' });
    expect(
      await within(sheet).findByText('No bets yet. The bets you place in the games show here.'),
    ).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers no bets to a visitor, and asks for none', async () => {
    const calls = recordFetch(RECENT);
    renderPage();
    await screen.findByRole('combobox', { name: 'Game' });
    expect(screen.queryByRole('button', { name: 'Pick from my bets' })).not.toBeInTheDocument();
    expect(calls()).toEqual([]);
  });

  it('says a failed call in the catalogue’s words, and lists the bets when asked again', async () => {
    await logInAs('juan2026');
    let refuse = true;
    interceptFetch((request) =>
      refuse && new URL(request.url).pathname === RECENT
        ? Response.json(
            { success: false, code: 'SYSTEM_BUSY', message: 'The bet service is busy' },
            { status: 500 },
          )
        : undefined,
    );
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Pick from my bets' }));
    const sheet = await screen.findByRole('dialog', { name: 'My recent bets' });
    expect(await within(sheet).findByText('The bet service is busy')).toBeInTheDocument();
    refuse = false;
    await user.click(within(sheet).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(within(sheet).getAllByRole('button', { name: /, draw / }).length).toBeGreaterThan(0),
    );
  });

  it('leaves out a bet of a game the page cannot check', async () => {
    await logInAs('juan2026');
    const bet = (id: number, gameCode: string, numbers: number[]) => ({
      id,
      gameCode,
      numbers,
      playType: 'STRAIGHT',
      drawTime: Date.UTC(2026, 1, 14, 6),
      betTime: Date.UTC(2026, 1, 14, 4),
      amount: 10,
    });
    interceptFetch((request) =>
      new URL(request.url).pathname === RECENT
        ? Response.json({ list: [bet(2, 'KENO', [1, 2, 3]), bet(1, '2DL', [7, 21])] })
        : undefined,
    );
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Pick from my bets' }));
    const sheet = await screen.findByRole('dialog', { name: 'My recent bets' });
    const picks = await within(sheet).findAllByRole('button', { name: /, draw / });
    expect(picks).toHaveLength(1);
    expect(picks[0]).toHaveAccessibleName('EZ2 (2D): 7-21, draw 2026.02.14 14:00');
  });
});

describe('a failed refresh of the recent bets', () => {
  it('keeps the bets in the sheet', async () => {
    await logInAs('juan2026');
    const swertres = await bet('juan2026', '3DL', [4, 0, 7], 20);
    const { user, client } = openPage();
    await user.click(await screen.findByRole('button', { name: 'Pick from my bets' }));
    const sheet = await screen.findByRole('dialog', { name: 'My recent bets' });
    const name = `Swertres (3D): 4-0-7, draw ${formatManilaDateTime(swertres.drawTime)}`;
    await within(sheet).findByRole('button', { name });

    // The bets are read again (another screen asked for them) and the server fails this time.
    await refreshFailing(client, RECENT);

    expect(within(sheet).queryByText('Could not load this. Please try again.')).toBeNull();
    expect(within(sheet).getByRole('button', { name })).toBeInTheDocument();
  });
});
