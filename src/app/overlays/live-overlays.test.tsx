// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mock/node';
import { getMemberInfo } from '@/api';
import { dispatchSession, session } from '@/state/session';
import { SESSION_IDLE_LIMIT_MS } from '@/state/session-reducer';
import { IDLE_EXPIRED_MESSAGE, startSessionWatch } from '@/state/session-watch';
import { setNavigator } from '@/state/navigation';
import { dismissToast, ui } from '@/state/ui';
import { loadStringsBeforeAll, logInAs } from '@/testing/harness';
import { createQueryClient } from '../query-client';
import { LiveOverlays } from './live-overlays';
import { VERSION_CHECK_MS } from './version-check';

// The idle hour (product spec section 4) in a signed-in tab left open and visible: the shell keeps asking the
// server for the version every five minutes and for the status whenever the tab comes back, and none of it is
// the player. Only the player's own calls (and taps, src/state/session-watch.test.ts) keep the session.

const MINUTE = 60_000;
const navigate = vi.fn<(path: string) => void>();
let stopWatch: () => void = () => {};

loadStringsBeforeAll({ screens: false });

/** Counts the shell's calls to the fake backend: the version poll and the status. */
function countShellCalls() {
  const calls = { version: 0, status: 0 };
  server.events.on('response:mocked', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path === '/v.json') calls.version += 1;
    if (path === '/wps/system/status') calls.status += 1;
  });
  return calls;
}

/** The player walks away: minute by minute, the tab brought to the front again every five minutes. */
async function leaveOpenFor(minutes: number) {
  for (let minute = 1; minute <= minutes; minute++) {
    await vi.advanceTimersByTimeAsync(MINUTE);
    if (minute % 5 === 0) document.dispatchEvent(new Event('visibilitychange'));
  }
}

const expiryToasts = () => ui.toasts.filter((t) => t.text === IDLE_EXPIRED_MESSAGE);

beforeEach(async () => {
  navigate.mockReset();
  setNavigator(navigate);
  await logInAs('juan2026');
  // Only the clock and the timers: the fake backend's own promises run as they do in the app.
  vi.useFakeTimers({
    now: Date.now(),
    toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
  });
  stopWatch = startSessionWatch().stop;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <LiveOverlays />
      </MemoryRouter>
    </QueryClientProvider>,
  );
});

afterEach(() => {
  cleanup();
  stopWatch();
  vi.useRealTimers();
  server.events.removeAllListeners();
  dispatchSession({ type: 'loggedOut' });
  for (const toast of [...ui.toasts]) dismissToast(toast.id);
  ui.dialogs.splice(0);
});

describe('a signed-in tab left open and visible', () => {
  it('is logged out at the hour with the expiry message, however often the shell polls', async () => {
    const calls = countShellCalls();

    await leaveOpenFor(SESSION_IDLE_LIMIT_MS / MINUTE - 1);
    expect(session.isLoggedIn).toBe(true);
    // The polls did run all along, and were answered.
    expect(calls.version).toBeGreaterThanOrEqual(SESSION_IDLE_LIMIT_MS / VERSION_CHECK_MS - 1);
    expect(calls.status).toBeGreaterThanOrEqual(11);

    await leaveOpenFor(1);
    expect(session.isLoggedIn).toBe(false);
    expect(expiryToasts()).toHaveLength(1);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(localStorage.getItem('lotto.token')).toBeNull();
  });

  it("stays signed in an hour after the player's own last call", async () => {
    await leaveOpenFor(50);
    await getMemberInfo();

    await leaveOpenFor(11);
    expect(session.isLoggedIn).toBe(true);
    expect(expiryToasts()).toEqual([]);

    await leaveOpenFor(SESSION_IDLE_LIMIT_MS / MINUTE - 11);
    expect(session.isLoggedIn).toBe(false);
    expect(expiryToasts()).toHaveLength(1);
  });
});

describe('the tab brought back while the status is still on its way', () => {
  it('sends no second status request: the one on its way answers the return', async () => {
    await leaveOpenFor(1);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    server.use(
      // Counts the requests, holds them, then lets the fake backend's own handler answer.
      http.get('*/wps/system/status', async () => {
        asked += 1;
        await held;
      }),
    );
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(asked).toBe(1));
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(100);
    release();
    await vi.advanceTimersByTimeAsync(100);
    expect(asked).toBe(1);
  });
});
