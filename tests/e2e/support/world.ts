import { expect, type APIRequestContext, type Page } from '@playwright/test';

// Helpers around the HTTP fake backend (mock/server.ts) the browser tests run against: its control endpoints
// switch scenarios and move its clock; the storage keys below are the app's own (src/state).

export const PLAYER = { username: 'juan2026', password: 'Lotto2026', nickname: 'Juan' };

const API_HEADERS = { Language: 'en', Merchant: 'lottoph' };

/** Switches a scenario of the fake backend on (see mock/scenarios): maintenance, region-restricted, … */
export async function scenario(
  request: APIRequestContext,
  name: string,
  params: Record<string, string> = {},
) {
  const response = await request.post('/__mock/scenario', { data: { name, params } });
  expect(response.ok(), `scenario ${name}`).toBe(true);
}

/**
 * The fake backend back to its seed: players, money, settings (other suites switch white-label flags), the
 * clock and every scenario. The tests share one server, so each starts from the same world.
 */
export { resetWorld } from '../auth-kit';

export async function mockClock(
  request: APIRequestContext,
): Promise<{ now: number; nextLock: number | null; nextDraw: number | null }> {
  return (await (await request.get('/__mock/clock')).json()) as {
    now: number;
    nextLock: number | null;
    nextDraw: number | null;
  };
}

export async function setMockClock(request: APIRequestContext, at: number) {
  expect((await request.post('/__mock/clock', { data: { action: 'set', at } })).ok()).toBe(true);
}

interface Popup {
  id: number;
  execution: string;
  noExpiry: boolean;
  endDate?: string | null;
}

/** The popups on offer to a visitor (B) and to a player (A, and F on a first login), by phase. */
async function popupsOnOffer(request: APIRequestContext): Promise<{ before: number[]; after: number[] }> {
  const response = await request.get('/wps/relay/MCSFE_getListAnnouncements', {
    params: { platform: 'M', types: 'PU' },
    headers: API_HEADERS,
  });
  const { popup = [] } = (await response.json()) as { popup?: Popup[] };
  const ids = (executions: string[]) =>
    popup.filter((p) => executions.includes(p.execution)).map((p) => p.id);
  return { before: ids(['B']), after: ids(['A', 'F']) };
}

/**
 * A returning visitor: the 21+ question answered and the current promo popups already closed today (the
 * page's own Manila day, as the app keeps it: src/state/popups.ts), so a test of something else is not
 * interrupted by them (they have tests of their own).
 */
export async function returningVisitor(page: Page, request: APIRequestContext) {
  await page.addInitScript(() => localStorage.setItem('lotto.ageGate', 'agreed'));
  await closePopupsOn(page, request);
}

/**
 * The current promo popups closed on the Manila day of `at` (default: the page's today when it opens). A test
 * that moves the page's clock to another day closes them for that day: the app offers them again each day.
 */
export async function closePopupsOn(page: Page, request: APIRequestContext, at?: number) {
  const popups = await popupsOnOffer(request);
  await page.addInitScript(
    ({ closed, at }) => {
      const day = new Date((at ?? Date.now()) + 8 * 3_600_000).toISOString().slice(0, 10);
      for (const phase of ['before', 'after'] as const)
        localStorage.setItem(
          `lotto.popup.closed.${phase}`,
          JSON.stringify({ day, ids: closed[phase], allDay: false }),
        );
    },
    { closed: popups, at: at ?? null },
  );
}

/** Logs the seeded player in through the login screen, as a player would. */
export async function logIn(page: Page) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(PLAYER.username);
  await page.getByLabel('Password', { exact: true }).fill(PLAYER.password);
  await page.getByRole('checkbox', { name: 'I confirm I am 21 years old or over' }).check();
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { level: 1, name: `Hello, ${PLAYER.nickname}` })).toBeVisible();
}

/** Fails the test if the page ever opens a JavaScript dialog (alert, confirm): hostile HTML must not run. */
export function forbidScriptDialogs(page: Page) {
  page.on('dialog', (dialog) => {
    throw new Error(`the page opened a ${dialog.type()} dialog: ${dialog.message()}`);
  });
}
