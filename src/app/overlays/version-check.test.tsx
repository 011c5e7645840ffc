// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mock/node';
import { createQueryClient } from '../query-client';
import { VERSION_CHECK_MS, VersionCheck } from './version-check';

// The version check (product spec sections 4 and 9) on a fake clock: every five minutes, and whenever the tab
// comes back. The clock stands still while the fake backend answers, so each call's time is exact.

let start = 0;
let calls: number[] = [];
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
  waiting = [];
  vi.useFakeTimers({
    now: new Date('2026-03-02T09:00:00+08:00'),
    toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
  });
  start = Date.now();
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname !== '/v.json') return;
    calls.push(Date.now() - start);
    const ready = waiting;
    waiting = [];
    ready.forEach((check) => check());
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  server.events.removeAllListeners();
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
});
