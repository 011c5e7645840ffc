import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { JUAN, logInWithPassword } from './auth-kit';

// When a session ends, by logout, by a 401 or by an idle hour, the device keeps nothing of it: no token and no
// personal data in local storage, session storage, IndexedDB or the Cache API. And a token is never put in a
// URL, where it would end up in history, logs and referrers.

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

test('after logout nothing of the session is left on the device, and no URL carried the token', async ({
  page,
}) => {
  const { token, urls } = await signedInWithDetails(page);
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lotto.token'))).toBeNull();
  await expectNothingLeft(page, token);
  expect(urls.filter((url) => url.includes(token))).toEqual([]);
});

test('after a 401 nothing of the session is left on the device', async ({ page, request }) => {
  const { token } = await signedInWithDetails(page);
  const kicked = await request.post('/__mock/scenario', {
    data: { name: 'logged-in-elsewhere', params: { username: JUAN.username } },
  });
  expect(kicked.ok()).toBe(true);
  await page.goto('/member/transaction?type=account');
  await page.waitForURL((url) => url.pathname === '/login');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lotto.token'))).toBeNull();
  await expectNothingLeft(page, token);
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
