// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { settings } from '@mock/db/settings';
import { server } from '@mock/node';
import { configureApi } from '@/api/config';
import { appVersion, rememberRunningBuild } from '@/state/app-version';
import { loadStringsBeforeAll } from '@/testing/harness';
import { createQueryClient } from '../query-client';
import { VERSION_CHECK_MS, VersionCheck } from './version-check';

// The version check (product spec sections 4 and 9) on a fake clock: every five minutes, and whenever the tab
// comes back. The clock stands still while the fake backend answers, so each call's time is exact.

loadStringsBeforeAll({ screens: false });

let start = 0;
let calls: number[] = [];
let requests: Request[] = [];
let waiting: (() => void)[] = [];

/** Resolves when the app has made `count` version calls in all. */
const callsMade = (count: number) =>
  new Promise<void>((resolve) => {
    const check = () => (calls.length >= count ? resolve() : waiting.push(check));
    check();
  });

/** Moves the clock on, then lets every call it started go out. */
async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  calls = [];
  requests = [];
  waiting = [];
  vi.useFakeTimers({
    now: new Date('2026-03-02T09:00:00+08:00'),
    toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
  });
  start = Date.now();
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname !== '/v.json') return;
    calls.push(Date.now() - start);
    requests.push(request);
    const ready = waiting;
    waiting = [];
    ready.forEach((check) => check());
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  server.events.removeAllListeners();
  localStorage.clear();
  appVersion.available = null;
  appVersion.postponed = null;
});

const renderCheck = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <VersionCheck />
    </QueryClientProvider>,
  );

describe('the version check', () => {
  it('checks /v.json at start and again at 5:00, none before', async () => {
    renderCheck();
    await callsMade(1);
    await advance(VERSION_CHECK_MS - 1);
    expect(calls).toEqual([0]);
    await advance(1);
    await callsMade(2);
    expect(calls).toEqual([0, 5 * 60_000]);
    await advance(VERSION_CHECK_MS - 1);
    expect(calls).toHaveLength(2);
  });

  it('checks when the tab becomes visible, and five minutes after that', async () => {
    renderCheck();
    await callsMade(1);
    await advance(2 * 60_000);
    document.dispatchEvent(new Event('visibilitychange'));
    await callsMade(2);
    expect(calls).toEqual([0, 2 * 60_000]);
    await advance(VERSION_CHECK_MS - 1);
    expect(calls).toHaveLength(2);
    await advance(1);
    await callsMade(3);
    expect(calls).toEqual([0, 2 * 60_000, 7 * 60_000]);
  });

  it("asks the app's own origin, never a cache, even when the API lives elsewhere", async () => {
    configureApi({ baseUrl: 'http://api.lotto.test', appBaseUrl: '' });
    onTestFinished(() => configureApi({ baseUrl: 'http://lotto.test', appBaseUrl: 'http://lotto.test' }));
    renderCheck();
    await callsMade(1);
    const [request] = requests;
    expect(`${new URL(request.url).origin}${new URL(request.url).pathname}`).toBe(
      `${window.location.origin}/v.json`,
    );
    expect(request.cache).toBe('no-store');
  });

  it('offers the update when the deployed build differs from the one this page runs', async () => {
    rememberRunningBuild('1.0.0-build-a');
    settings.appVersion = '1.0.0-build-b';
    renderCheck();
    await vi.waitFor(() => expect(appVersion.available).toBe('1.0.0-build-b'));
    expect(screen.getByRole('dialog', { name: 'New version available' })).toBeInTheDocument();
  });
});
