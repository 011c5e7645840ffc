// @vitest-environment jsdom
import { waitFor, within } from '@testing-library/dom';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataProvider } from '../../src/app/data/data-provider';
import { LiveOverlays } from '../../src/app/overlays/live-overlays';
import { loadStringsBeforeAll } from '../../src/testing/harness';
import { findPlayerByUsername } from '../db/players';
import { breakView, limitsView, setLimits } from '../db/responsible';
import { world } from '../db/world';
import { clock } from '../lib/clock';
import { server } from '../node';
import { mountDevPanel } from './panel';

// The dev panel as a developer uses it in `npm start`: its buttons call the fake backend's control endpoints
// (here the in-process server of tests/setup/unit.ts) and the world moves as they say.

const ORIGIN = 'http://lotto.test';

loadStringsBeforeAll({ screens: false });

/** The status of every answer the panel got, by path. */
const panelAnswers: { path: string; status: number }[] = [];

/** Opens the panel (mounted as mock/browser.ts mounts it) and returns its controls, in its shadow root. */
async function openPanel() {
  // The panel calls /__mock/… relative to the page, as in the browser; Node's fetch needs the origin.
  const fetchInProcess = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await fetchInProcess(typeof input === 'string' ? new URL(input, ORIGIN) : input, init);
    if (typeof input === 'string' && input.startsWith('/__mock/'))
      panelAnswers.push({ path: new URL(input, ORIGIN).pathname, status: response.status });
    return response;
  });
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
    checkbox: (name: string) => within(region).getByRole('checkbox', { name, hidden: true }),
    statuses: () => within(region).getAllByRole('status', { hidden: true }),
  };
  return { panel, region, user, close: () => user.click(fab) };
}

afterEach(() => {
  cleanup();
  server.events.removeAllListeners();
  document.getElementById('lotto-mock-panel')?.remove();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  panelAnswers.splice(0);
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

describe('the app sees what the panel switches without a reload', () => {
  it('switching "maintenance" on shows the maintenance page at once', async () => {
    // `npm start`'s mode: the app listens to the panel only there.
    vi.stubEnv('VITE_API_MOCK', '1');
    const statusCalls: string[] = [];
    server.events.on('response:mocked', ({ request }) => {
      if (new URL(request.url).pathname === '/wps/system/status') statusCalls.push(request.url);
    });
    render(
      createElement(
        DataProvider,
        null,
        createElement(MemoryRouter, null, createElement(LiveOverlays, { sidebar: false })),
      ),
    );
    await waitFor(() => expect(statusCalls).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Under maintenance' })).not.toBeInTheDocument();

    const { panel, user, close } = await openPanel();
    await user.click(panel.checkbox('maintenance'));

    expect(await screen.findByRole('heading', { name: 'Under maintenance' })).toBeInTheDocument();
    await close();
  });
});

describe('the last SMS code', () => {
  it('asks without an error answer while no SMS was sent, then shows the code once one is', async () => {
    const { region, close } = await openPanel();
    await waitFor(() => expect(panelAnswers.map((a) => a.path)).toContain('/__mock/sms/last'));
    // A 4xx here is a red error in the browser's console every 2 s the panel is open.
    expect(panelAnswers.filter((a) => a.status >= 400)).toEqual([]);
    expect(region).toHaveTextContent('No SMS sent yet.');
    await close();

    const sent = await fetch(`${ORIGIN}/wps/v2/verification/sms/noLogin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ countryDialingCode: '63', mobileNum: '09175550199' }),
    });
    expect(sent.ok).toBe(true);
    const reopened = await openPanel();
    await waitFor(() => expect(reopened.region).toHaveTextContent('to 09175550199'));
    expect(reopened.region.querySelector('.code')).toHaveTextContent(/^\d{6}$/);
    await reopened.close();
  });
});

describe('field data', () => {
  it('lists the latest entries the app delivered', async () => {
    const sent = await fetch(`${ORIGIN}/wps/telemetry`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        build: 'b1',
        entries: [{ kind: 'vital', name: 'LCP', value: 1834, rating: 'good', route: '/draw-result', at: 1 }],
      }),
    });
    expect(sent.ok).toBe(true);
    const { region, close } = await openPanel();
    await waitFor(() => expect(region).toHaveTextContent('LCP 1834 /draw-result'));
    await close();
  });
});
