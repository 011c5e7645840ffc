import { type CDPSession, type Page, type Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { JUAN } from './auth-kit';
import { signIn } from './support/session';
import { DAY_MS, manilaStartOfDay } from '../../src/lib/manila-time';

// A day with the app open (issue: security and reliability, round 2): a signed-in player leaves home on the
// screen, the phone goes to the background for the rest of the day, then comes back. On the page's fake
// clock, in big steps. What must hold: the app's own polls keep their pace and nothing else is asked; the
// session ends at the idle hour even while the tab is hidden; coming back asks for the status once and the
// version once, not for everything that was missed; and the timers, listeners and heap stay where they were
// however often the day repeats.

const FIVE_MINUTES = 5 * 60_000;

/** Counts the page's live timers and its window and document listeners, from its first script on. */
function instrument() {
  const timers = new Set<unknown>();
  // Timers due at once (the query cache's batched notifications) and answers still being read: while either
  // exists the page is between two steady states, and a count taken then says nothing about leaks.
  const soon = new Set<unknown>();
  let reading = 0;
  const { setTimeout: setT, clearTimeout: clearT, setInterval: setI, clearInterval: clearI } = window;
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id: number = setT(
      (...a: unknown[]) => {
        timers.delete(id);
        soon.delete(id);
        if (typeof handler === 'function') (handler as (...b: unknown[]) => void)(...a);
      },
      ms,
      ...args,
    );
    timers.add(id);
    if (!(Number(ms) > 0)) soon.add(id);
    return id;
  }) as typeof window.setTimeout;
  window.setInterval = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id = setI(handler, ms, ...args);
    timers.add(id);
    return id;
  }) as typeof window.setInterval;
  // Either clear function ends either kind of timer: they share one pool of ids.
  window.clearTimeout = ((id?: number) => {
    timers.delete(id);
    soon.delete(id);
    clearT(id);
  }) as typeof window.clearTimeout;
  window.clearInterval = ((id?: number) => {
    timers.delete(id);
    soon.delete(id);
    clearI(id);
  }) as typeof window.clearInterval;

  // A call is in hand from its start until its answer's body has been read; the app's own clean-up of it
  // (its time-out timer) follows in the same task, so no count can see it half done.
  const track = <T>(promise: Promise<T>): Promise<T> => {
    reading += 1;
    return promise.finally(() => (reading -= 1));
  };
  const fetchOf = window.fetch;
  window.fetch = (...args: Parameters<typeof fetch>) => track(fetchOf(...args));
  for (const name of ['json', 'text', 'arrayBuffer', 'blob'] as const) {
    const read = Response.prototype[name] as (this: Response) => Promise<unknown>;
    Object.defineProperty(Response.prototype, name, {
      configurable: true,
      writable: true,
      value(this: Response) {
        return track(read.call(this));
      },
    });
  }

  const listeners = new Map<string, Set<unknown>>();
  const watched = (target: EventTarget) =>
    target === window ? 'window' : target === document ? 'document' : null;
  const keyOf = (target: string, type: string, options?: boolean | EventListenerOptions) =>
    `${target} ${type} ${typeof options === 'boolean' ? options : Boolean(options?.capture)}`;
  const { addEventListener: add, removeEventListener: remove } = EventTarget.prototype;
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    const target = watched(this);
    if (target && listener) {
      const key = keyOf(target, type, options);
      const set = listeners.get(key) ?? new Set();
      set.add(listener);
      listeners.set(key, set);
      const signal = typeof options === 'object' ? options.signal : undefined;
      signal?.addEventListener('abort', () => set.delete(listener));
    }
    add.call(this, type, listener, options);
  };
  EventTarget.prototype.removeEventListener = function (type, listener, options) {
    const target = watched(this);
    if (target && listener) listeners.get(keyOf(target, type, options))?.delete(listener);
    remove.call(this, type, listener, options);
  };

  // The tab in the background or in front, as a phone reports it.
  let hidden = false;
  Object.defineProperty(document, 'visibilityState', { get: () => (hidden ? 'hidden' : 'visible') });
  Object.defineProperty(document, 'hidden', { get: () => hidden });
  Object.assign(window, {
    __soak: () => ({
      quiet: reading === 0 && soon.size === 0,
      timers: timers.size,
      listeners: [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
    }),
    __setHidden: (value: boolean) => {
      hidden = value;
      document.dispatchEvent(new Event('visibilitychange'));
    },
  });
}

interface Counts {
  timers: number;
  listeners: number;
}

/**
 * The page's timers and listeners, counted at a moment when it has finished what it was doing: the answer a
 * test waited for reaches the test before the app has read it, and its time-out timer is still set until then.
 */
async function counts(page: Page): Promise<Counts> {
  let sample: (Counts & { quiet: boolean }) | undefined;
  await expect
    .poll(
      async () => {
        sample = await page.evaluate(() =>
          (window as unknown as { __soak: () => Counts & { quiet: boolean } }).__soak(),
        );
        return sample.quiet;
      },
      { message: 'the page settles: no answer being read, no timer due at once' },
    )
    .toBe(true);
  return { timers: sample!.timers, listeners: sample!.listeners };
}

const setHidden = (page: Page, hidden: boolean) =>
  page.evaluate(
    (value) => (window as unknown as { __setHidden: (h: boolean) => void }).__setHidden(value),
    hidden,
  );

/** The heap after a full garbage collection, in bytes. */
async function heap(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

const answered = (page: Page, path: string): Promise<Response> =>
  page.waitForResponse((r) => new URL(r.url()).pathname === path && r.ok());

/** Every call the app makes, by method and path, from the moment it is started. */
function callLog(page: Page) {
  let calls: string[] = [];
  page.on('request', (request) => {
    if (!['fetch', 'xhr'].includes(request.resourceType())) return;
    calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return {
    /** The calls since the last take, counted by method and path. */
    take() {
      const counted: Record<string, number> = {};
      for (const call of calls) counted[call] = (counted[call] ?? 0) + 1;
      calls = [];
      return counted;
    },
  };
}

test('a day with the app open: polls keep their pace, the idle hour ends the session, coming back asks once, nothing grows', async ({
  page,
  context,
  request,
}) => {
  // 10:00 Manila tomorrow on both clocks: the 50 visible minutes end before the first sales close (13:45), so
  // no countdown runs out and refetches today's games in them, whatever the time of day the suite runs at.
  const { now } = (await (await request.get('/__mock/clock')).json()) as { now: number };
  const morning = manilaStartOfDay(now) + DAY_MS + 10 * 3_600_000;
  expect((await request.post('/__mock/clock', { data: { action: 'set', at: morning } })).ok()).toBe(true);
  await page.clock.install({ time: morning });
  await page.addInitScript(instrument);
  await signIn(page, JUAN);
  const calls = callLog(page);
  // Home's own calls, each answered once, before the day starts.
  const started = Promise.all(
    [
      '/wps/system/status',
      '/v.json',
      '/wps/v2/wallets/balance',
      '/lgw/pl/numeros/today_games',
      '/wps/relay/MCSFE_getListAnnouncements',
      '/wps/v2/responsible/realityCheck',
    ].map((path) => answered(page, path)),
  );
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Total balance' }).getByText('₱12,345.67')).toBeVisible();
  await started;
  const cdp = await context.newCDPSession(page);
  expect(calls.take(), 'home asks each thing once').toEqual({
    'GET /wps/system/status': 1,
    'GET /v.json': 1,
    'GET /wps/v2/wallets/balance': 1,
    'GET /lgw/pl/numeros/today_games': 1,
    'GET /wps/relay/MCSFE_getListAnnouncements': 1,
    // The player's reality-check interval (responsible gaming), read once per session.
    'GET /wps/v2/responsible/realityCheck': 1,
  });

  // In front, untouched, for 50 minutes: the version every five minutes, and nothing else.
  let settled: Counts | undefined;
  for (let round = 1; round <= 10; round++) {
    const polled = answered(page, '/v.json');
    await page.clock.fastForward(FIVE_MINUTES);
    await polled;
    if (round === 2) settled = await counts(page);
  }
  expect(calls.take()).toEqual({ 'GET /v.json': 10 });
  expect(settled!.timers, "the instrumentation sees the app's timers").toBeGreaterThan(0);
  // No more than after two polls; one fewer is a transient timer of that moment gone (seen under load: 5, then 4).
  const afterEightPolls = await counts(page);
  expect(afterEightPolls.timers, 'eight polls later: no timer more').toBeLessThanOrEqual(settled!.timers);
  expect(afterEightPolls.listeners, 'eight polls later: no listener more').toBeLessThanOrEqual(
    settled!.listeners,
  );

  // In the background for the rest of the day: the idle hour runs out there, and the server is told.
  await setHidden(page, true);
  const loggedOut = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/session/logout');
  await page.clock.fastForward('23:00:00');
  await loggedOut;
  await page.waitForURL((url) => url.pathname === '/login');
  expect(await page.evaluate(() => localStorage.getItem('lotto.token'))).toBeNull();
  // The session's end may make a screen ask once for what a visitor sees instead; what must not
  // happen is a poll going on in the background all day.
  const hiddenCalls = calls.take();
  expect(hiddenCalls['DELETE /wps/session/logout']).toBe(1);
  for (const [call, times] of Object.entries(hiddenCalls))
    expect(times, `a hidden day asks ${call} at most once: ${JSON.stringify(hiddenCalls)}`).toBe(1);

  // Back in front: the status once and the version once, then the usual pace.
  const dayCycle = async () => {
    const status = answered(page, '/wps/system/status');
    const version = answered(page, '/v.json');
    await setHidden(page, false);
    await Promise.all([status, version]);
    await page.clock.fastForward('01:00');
    const woke = calls.take();
    expect(woke['GET /wps/system/status'], `one status refetch on waking: ${JSON.stringify(woke)}`).toBe(1);
    expect(woke['GET /v.json'], `one version check on waking: ${JSON.stringify(woke)}`).toBe(1);
    expect(
      Object.values(woke).reduce((sum, n) => sum + n, 0),
      `no storm on waking: ${JSON.stringify(woke)}`,
    ).toBeLessThanOrEqual(3);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  };
  await dayCycle();
  const afterOneDay = { ...(await counts(page)), heap: await heap(cdp) };

  // Another day in the background and back: it ends no higher than the first did.
  await setHidden(page, true);
  await page.clock.fastForward('23:59:00');
  calls.take();
  await dayCycle();
  // Transient timers (a toast's, a cache entry's clean-up) come and go; what a leak adds stays.
  const afterTwoDays = await counts(page);
  expect(afterTwoDays.timers, 'a second day adds no timer').toBeLessThanOrEqual(afterOneDay.timers);
  expect(afterTwoDays.listeners, 'a second day adds no listener').toBeLessThanOrEqual(afterOneDay.listeners);
  expect(await heap(cdp), 'a second day leaves no more than a megabyte on the heap').toBeLessThan(
    afterOneDay.heap + 1_000_000,
  );
});
