// @vitest-environment jsdom
import { waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findPlayerByUsername } from '../db/players';
import { breakView, limitsView, setLimits } from '../db/responsible';
import { world } from '../db/world';
import { clock } from '../lib/clock';
import { mountDevPanel } from './panel';

// The dev panel as a developer uses it in `npm start`: its buttons call the fake backend's control endpoints
// (here the in-process server of tests/setup/unit.ts) and the world moves as they say.

const ORIGIN = 'http://lotto.test';

/** Opens the panel (mounted as mock/browser.ts mounts it) and returns its controls, in its shadow root. */
async function openPanel() {
  // The panel calls /__mock/… relative to the page, as in the browser; Node's fetch needs the origin.
  const fetchInProcess = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    fetchInProcess(typeof input === 'string' ? new URL(input, ORIGIN) : input, init),
  );
  mountDevPanel();
  const root = document.getElementById('lotto-mock-panel')!.shadowRoot!;
  const user = userEvent.setup();
  const fab = within(root as unknown as HTMLElement).getByRole('button', {
    name: 'Mock: fake backend panel',
  });
  await user.click(fab);
  expect(fab).toHaveAttribute('aria-expanded', 'true');
  // jsdom still computes the opened panel (in a shadow root) as display: none once its `hidden` attribute is
  // gone, which a browser does not; so role queries inside it must include what jsdom thinks hidden.
  expect(root.getElementById('mock-panel')).not.toHaveAttribute('hidden');
  const region = root.getElementById('mock-panel')!;
  expect(region).toHaveAttribute('aria-label', 'Fake backend controls');
  const panel = {
    button: (name: string) => within(region).getByRole('button', { name, hidden: true }),
    statuses: () => within(region).getAllByRole('status', { hidden: true }),
  };
  return { panel, region, user, close: () => user.click(fab) };
}

afterEach(() => {
  document.getElementById('lotto-mock-panel')?.remove();
  vi.unstubAllGlobals();
});

const playerId = (username: string) => findPlayerByUsername(username)!.id;

describe('issue 19 gap 3: the dev panel jumps the clock past a cooling-off or a break', () => {
  it('"Limit cooling-off over" puts a raised deposit limit in force', async () => {
    await world();
    const carmen = playerId('carmen2026');
    await setLimits(carmen, 'DEPOSIT', { daily: 2000, monthly: 10_000 }, clock.now());
    expect(limitsView(carmen, clock.now()).deposit.daily).toMatchObject({ limit: 500, pendingLimit: 2000 });

    const { panel, region, user, close } = await openPanel();
    await user.click(panel.button('Limit cooling-off over'));
    await waitFor(() => expect(region).toHaveTextContent('(moved)'));

    await world();
    expect(limitsView(carmen, clock.now()).deposit.daily).toMatchObject({ limit: 2000 });
    expect(limitsView(carmen, clock.now()).deposit.daily.pendingFrom).toBeUndefined();
    await close();
  });

  it('"Break over" ends the seeded time-out, and says so when no break is left', async () => {
    await world();
    const lito = playerId('lito2026');
    expect(breakView(lito, clock.now()).state).toBe('TIME_OUT');

    const { panel, user, close } = await openPanel();
    const breakOver = panel.button('Break over');
    await user.click(breakOver);
    await waitFor(() => expect(breakView(lito, clock.now()).state).toBe('NONE'));

    await user.click(breakOver);
    await waitFor(() => expect(panel.statuses().map((s) => s.textContent)).toContain('No break is running'));
    await close();
  });
});
