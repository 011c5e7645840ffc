import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router-dom';
import { afterEach, beforeAll, expect, onTestFinished, vi } from 'vitest';
import { getGetMemberInfoQueryKey, getMemberInfo, type MemberInfo } from '@/api';
import { login } from '@/api/areas/sign-in';
import { ToastOverlay } from '@/app/overlays/toast-overlay';
import { initI18n, loadScreenStrings } from '@/i18n';
import { manilaStartOfDay } from '@/lib/manila-time';
import { dispatchSession } from '@/state/session';
import { dismissToast, setOffline, ui } from '@/state/ui';

// The shared set-up of the unit tests that render screens against the in-process fake backend
// (tests/setup/unit.ts). Every screen test used to carry its own copy of the same log-in, router render,
// string loading, clean-up and fetch spies; they live here once so that the copies cannot drift apart and a
// test file shows only what is particular to its screen. Test code only: nothing in the app imports it.

/**
 * Today at this hour in Manila, on the device and on the fake backend (whose clock reads the device's), until
 * the test ends. Only the date is faked; timers run as usual. Returns the faked time.
 */
export function todayInManilaAt(hour: number): number {
  const at = manilaStartOfDay(Date.now()) + hour * 3_600_000;
  vi.useFakeTimers({ now: at, toFake: ['Date'] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  return at;
}

/** The seeded player's password (every seeded player has it). */
const SEEDED_PASSWORD = 'Lotto2026';

/** Loads the strings before the file's tests: the home strings, and by default those of the lazy screens. */
export function loadStringsBeforeAll({ screens = true }: { screens?: boolean } = {}) {
  beforeAll(async () => {
    await initI18n();
    // The strings of the screens beyond home, as the router loads them with a lazy screen.
    if (screens) await loadScreenStrings();
  });
}

/**
 * Loads, before the file's tests, the lazily loaded modules they open. The test runner compiles a module on
 * its first import, which under load takes longer than a query waits; loaded up front, each test waits only
 * for what the player would see.
 */
export function preloadBeforeAll(...loads: (() => Promise<unknown>)[]) {
  beforeAll(async () => {
    await Promise.all(loads.map((load) => load()));
  });
}

// The member `logInAs` read, put into the cache of every query client the test makes after it, as login puts
// it into the app's.
let loggedInMember: MemberInfo | null = null;

/** After each test: unmounts what it rendered, logs out, then runs the file's own resets (`more`). */
export function resetAfterEach(more?: () => void | Promise<void>) {
  afterEach(() => {
    cleanup();
    dispatchSession({ type: 'loggedOut' });
    loggedInMember = null;
    return more?.();
  });
}

/**
 * The set-up most screen test files share, in one call: every screen's strings loaded before the file's tests
 * (`loadStringsBeforeAll`), the reset after each test (`resetAfterEach`), and the `preload` loads done up front
 * (`preloadBeforeAll`). A file that needs other options calls those three itself.
 */
export function setUpScreenTests({ preload = [] }: { preload?: (() => Promise<unknown>)[] } = {}) {
  loadStringsBeforeAll();
  resetAfterEach();
  if (preload.length > 0) preloadBeforeAll(...preload);
}

/** The password login of a seeded player against the fake backend, answer only (no session is started). */
export function passwordLogin(username = 'juan2026') {
  return login({ type: 'password', username, password: SEEDED_PASSWORD, lottoArea: 'PL', channel: 'MOBILE' });
}

/**
 * Logs a seeded player in as the login screen would: the session is started with the issued token. With
 * `member`, the player's profile is also read and is in the cache of the query clients made from then on
 * (`newQueryClient`, `renderRoutes`), as the app's is after login.
 */
export async function logInAs(username = 'juan2026', { member = false }: { member?: boolean } = {}) {
  const { token, firstTimeLogin } = await passwordLogin(username);
  dispatchSession({ type: 'loggedIn', token, firstTimeLogin, at: Date.now() });
  loggedInMember = member ? await getMemberInfo() : null;
}

/** A query client for one test: a failed query fails at once instead of retrying. */
export function newQueryClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (loggedInMember) client.setQueryData(getGetMemberInfoQueryKey(), loggedInMember);
  return client;
}

/** Takes down every toast still showing, with its timer: toasts live in module state, beyond one render. */
export function dismissAllToasts() {
  for (const toast of [...ui.toasts]) dismissToast(toast.id);
}

/**
 * Renders `routes` in a memory router opened at `path`, under a fresh query client (or `options.client`),
 * returned as `client` for tests that look into the cache. With `toasts`, the shell's toasts are shown beside
 * the screen, as the app's layout shows them, so a test reads them as the player does.
 * `user` is set up on first use, so a test that never types or clicks through it gets no user-event set-up.
 */
export function renderRoutes(
  routes: RouteObject[],
  path: InitialEntry,
  options: { client?: QueryClient; toasts?: boolean } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = options.client ?? newQueryClient();
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      {options.toasts ? <ToastOverlay /> : null}
    </QueryClientProvider>,
  );
  let user: ReturnType<typeof userEvent.setup> | undefined;
  return {
    router,
    client,
    get user() {
      user ??= userEvent.setup();
      return user;
    },
  };
}

/** One call on its way to the fake backend, as `recordFetch` saw it. */
export interface RecordedCall {
  method: string;
  url: URL;
}

/**
 * Spies on fetch (the calls still reach the fake backend) and returns a reader of the calls made since, in
 * order; with `path`, only the calls to that path.
 */
export function recordFetch(path?: string): () => RecordedCall[] {
  const next = fetchSoFar();
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(next);
  const from = spy.mock.calls.length;
  return () =>
    spy.mock.calls
      .slice(from)
      .map(([input]) => ({
        method: input instanceof Request ? input.method : 'GET',
        url: new URL(input instanceof Request ? input.url : String(input)),
      }))
      .filter((call) => path === undefined || call.url.pathname === path);
}

/**
 * What a new interceptor or recorder hands calls on to: what the test's fetch spy does so far, else fetch itself.
 * A test may record and intercept at once, and spyOn hands back the same spy each time (an interceptor that
 * called the spy itself went round and round until the worker ran out of memory).
 */
function fetchSoFar(): typeof fetch {
  const current = globalThis.fetch;
  return (vi.isMockFunction(current) && current.getMockImplementation()) || current;
}

/**
 * Puts `intercept` in front of the fake backend: it sees every request first and may answer it itself (a
 * Response) or let it through (nothing).
 */
export function interceptFetch(intercept: (request: Request) => Response | void | Promise<Response | void>) {
  const next = fetchSoFar();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    return (await intercept(request)) ?? next(request);
  });
}

/**
 * Every query the screen holds is read again (as another screen would ask for it) and the server refuses with a
 * 500 this time: all calls, or only those to `path`. Returns once the screen has heard of it: react-query tells
 * the cache at once, the screen in a task of its own (its notify scheduler), which is let run here. Fails the
 * test if no refresh was refused (the path is not one the screen reads).
 */
export async function refreshFailing(client: QueryClient, path?: string): Promise<void> {
  interceptFetch((request) =>
    path === undefined || new URL(request.url).pathname === path
      ? new Response(JSON.stringify({ code: 'SYSTEM_ERROR', message: 'Down' }), { status: 500 })
      : undefined,
  );
  await act(() => client.refetchQueries());
  await act(() => new Promise((delivered) => setTimeout(delivered, 0)));
  const failed = client
    .getQueryCache()
    .findAll()
    .some((query) => query.state.status === 'error');
  expect(failed, 'a refresh was refused').toBe(true);
}

/**
 * The faults that lose the answer to a call the server has already acted on, each with what the form then
 * says: a dropped connection and a gateway's 502. For `it.each`, with `loseFirstAnswer`.
 */
export const LOST_ANSWERS = [
  [
    'a dropped connection',
    'That did not go through: Network not available',
    () => Promise.reject(new TypeError('Failed to fetch')),
  ],
  [
    'a 502',
    'That did not go through. Please try again.',
    () => Promise.resolve(new Response('Bad Gateway', { status: 502 })),
  ],
] as const;

/**
 * Lets the first call to `path` reach the fake backend, which acts on it, and answers it with `fault` instead of
 * the backend's answer; the calls after it go through. Returns the Idempotency-Key of every call to `path`, in
 * order. The offline state a dropped connection sets is taken back after the test.
 */
export function loseFirstAnswer(path: string, fault: () => Promise<Response>): string[] {
  const realFetch = globalThis.fetch;
  const keys: string[] = [];
  let breakNext = true;
  interceptFetch(async (request) => {
    if (new URL(request.url).pathname !== path) return;
    keys.push(request.headers.get('Idempotency-Key') ?? '');
    if (!breakNext) return;
    breakNext = false;
    await realFetch(request);
    return fault();
  });
  onTestFinished(() => setOffline(false));
  return keys;
}

/** A reader of the orders `orders` returns that it did not return when this was called (by order number). */
export function ordersSince<T extends { orderNo: string }>(orders: () => readonly T[]): () => T[] {
  const known = new Set(orders().map((order) => order.orderNo));
  return () => orders().filter((order) => !known.has(order.orderNo));
}
