import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { JUAN, logInWithPassword } from './auth-kit';

// When a session ends, by logout, by a 401 or by an idle hour, the device keeps nothing of it: no token and no
// personal data in local storage, session storage, IndexedDB or the Cache API. And a token is never put in a
// URL, where it would end up in history, logs and referrers. The logout and 401 tests are also the session's
// own journeys (the server told, the player told why, back and forward showing nothing private); the idle
// hour's warning is in auth-session.spec.ts.

/** What a shared phone would still hold of the player: their token and personal details. */
const personal = (token: string) => [
  token,
  JUAN.username,
  JUAN.mobile.slice(1),
  '10000001',
  '12,345.67',
  '12345.67',
];

/** Everything the page's origin stores, as one text: keys and values of every store. */
async function storedEverywhere(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const parts: string[] = [];
    for (const store of [localStorage, sessionStorage]) {
      for (let i = 0; i < store.length; i++) {
        const key = store.key(i)!;
        parts.push(`${key}=${store.getItem(key)}`);
      }
    }
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(info.name!);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (const name of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(name, 'readonly').objectStore(name).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        parts.push(`idb ${info.name}/${name}=${JSON.stringify(rows)}`);
      }
      db.close();
    }
    if ('caches' in window) {
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          const response = await cache.match(request);
          parts.push(`cache ${name} ${request.url}=${response ? await response.text() : ''}`);
        }
      }
    }
    return parts.join('\n');
  });
}

async function expectNothingLeft(page: Page, token: string) {
  const stored = await storedEverywhere(page);
  for (const secret of personal(token))
    expect(stored, `"${secret}" left on the device`).not.toContain(secret);
}

/** Logs Juan in, visits screens that load his details, and records every URL the page asks for. */
async function signedInWithDetails(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await logInWithPassword(page, JUAN);
  await page.goto('/member/home');
  await expect(page.getByText('₱12,345.67')).toBeVisible();
  const token = (await page.evaluate(() => localStorage.getItem('lotto.token')))!;
  expect(token).toBeTruthy();
  // While signed in the device does hold the session: the scan would see it (it is not blind).
  expect(await storedEverywhere(page)).toContain(token);
  return { token, urls };
}

test('logout calls the server, leaves nothing of the session on the device, no URL carried the token, and back shows nothing private', async ({
  page,
}) => {
  const logouts: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/wps/session/logout') logouts.push(r.method());
  });
  const { token, urls } = await signedInWithDetails(page);
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await expect.poll(() => logouts).toEqual(['DELETE']);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lotto.token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('lotto.member'))).toBeNull();
  await expectNothingLeft(page, token);
  expect(urls.filter((url) => url.includes(token))).toEqual([]);

  // Back to home, which showed the balance and the greeting a moment ago: now the visitor's version.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('region', { name: 'Total balance' }).getByRole('link', { name: 'Log in' }),
  ).toBeVisible();
  await expect(page.getByText('₱12,345.67')).toHaveCount(0);
  await expect(page.getByText(`Hello, ${JUAN.name}`)).toHaveCount(0);
  // Forward again to where the member screen was: only the login screen.
  await page.goForward();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Account ID')).toHaveCount(0);
});

test('a 401 in the middle of a session ends it, says why, goes to /login and leaves nothing on the device', async ({
  page,
  request,
}) => {
  const { token } = await signedInWithDetails(page);
  // Settled: the member screen's own calls have all been answered before the session is ended elsewhere.
  await expect(page.getByText('Account ID')).toBeVisible();

  // The same player logs in on another device: the fake backend ends this session.
  const kicked = await request.post('/__mock/scenario', {
    data: { name: 'logged-in-elsewhere', params: { username: JUAN.username } },
  });
  expect(kicked.ok()).toBe(true);
  // The next protected call (the balance and profile of the member screen) gets the 401.
  await page.reload();

  await page.waitForURL((url) => url.pathname === '/login');
  await expect(
    page.getByText('Your account was logged in elsewhere or your session ended. Please log in again.'),
  ).toBeVisible();
  const dialog = page.getByRole('alertdialog', { name: 'Session ended' });
  await expect(
    dialog.getByText('Your account has logged in on another device. Please log in again.'),
  ).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lotto.token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('lotto.member'))).toBeNull();
  await expectNothingLeft(page, token);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
});

test('after an idle hour nothing of the session is left on the device', async ({ page }) => {
  await page.clock.install();
  const { token } = await signedInWithDetails(page);
  // Only a truly idle tab expires: the shell's background calls get no answer from here on.
  await page.route(/\/(v\.json|wps\/|lgw\/)/, (route) => route.abort('internetdisconnected'));
  await page.clock.fastForward('01:00:01');
  await page.waitForURL((url) => url.pathname === '/login');
  await expectNothingLeft(page, token);
});
