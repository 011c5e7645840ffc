import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AGE_CHECKBOX, fillPasswordLogin, JUAN, logOut } from './auth-kit';
import { FLOW_FAILURES, playerNamed, runCells, type Cell, type Flow, type World } from './support/failures';
import { returningVisitor } from './support/world';

// Failure matrix, password login on /login (see support/failures.ts). The login answers no 401 (it needs no
// session), so that column proves a "logged in elsewhere" just before it does not get in its way.

const loginButton = (page: Page) => page.getByRole('button', { name: 'Log in', exact: true });
const sessionsOf = (world: World) =>
  world.sessions.filter((s) => s.playerId === playerNamed(world, JUAN.username).id).length;

async function fillLogin({ page }: Cell) {
  await fillPasswordLogin(page, JUAN.username, JUAN.password);
  await expect(loginButton(page)).toBeEnabled();
}

const login: Flow = {
  name: 'login',
  op: 'login',
  call: { method: 'POST', path: '/wps/session/login' },
  publicCall: true,
  async prepare(cell) {
    await returningVisitor(cell.page, cell.request);
    await cell.page.goto('/login');
    await fillLogin(cell);
  },
  async again(cell) {
    // The last cell logged in: the player logs out, which ends that session on the server too, so the next
    // cell again starts with none and makes exactly one.
    await logOut(cell.page);
    await fillLogin(cell);
  },
  submit: (page) => loginButton(page).click(),
  armDoubleTap: async (page) => loginButton(page),
  async expectKept(page) {
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue(JUAN.username);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(JUAN.password);
    await expect(page.getByRole('checkbox', { name: AGE_CHECKBOX })).toBeChecked();
    await expect(loginButton(page)).toBeEnabled();
  },
  async expectDone(page) {
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { level: 1, name: `Hello, ${JUAN.name}` })).toBeVisible();
  },
  // One device at a time: each login replaces the player's session, so there is never more than one.
  created: sessionsOf,
  async expectBooks(before, after, { page }) {
    // The session the app keeps is the one the server holds (a second login would have replaced it).
    const live = after.sessions.find((s) => s.playerId === playerNamed(after, JUAN.username).id);
    expect(await page.evaluate(() => localStorage.getItem('lotto.token'))).toBe(live?.token);
    // Signing in moves no money.
    expect(playerNamed(after, JUAN.username).balanceMilli).toBe(
      playerNamed(before, JUAN.username).balanceMilli,
    );
    expect(after.ledger.length).toBe(before.ledger.length);
  },
};

test('login × every failure of its own', async ({ page, context, request }) => {
  await runCells(login, FLOW_FAILURES, { page, context, request });
});
