import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { MOCK_PRIVATE_KEY } from '../../mock/lib/keys';

// The browser tests run the production build, so this is the place to prove what it ships: no fake backend,
// no demo accounts, and the encryption code split away from the first page's JavaScript.

// The build the test server serves (playwright.config.ts names the folder after the port when one is set).
const port = process.env.E2E_PORT;
const assets = join(process.cwd(), port ? `dist-e2e-${port}` : 'dist', 'assets');
const scripts = () => readdirSync(assets).filter((f) => f.endsWith('.js'));
const read = (file: string) => readFileSync(join(assets, file), 'utf8');

test('the production build ships no fake-backend code and no demo accounts', () => {
  const all = scripts().map(read).join('\n');
  const privateKeyLine = MOCK_PRIVATE_KEY.split('\n')[1];
  for (const marker of [privateKeyLine, 'setupWorker', 'mockServiceWorker', 'juan2026', 'Lotto2026']) {
    expect(all.includes(marker), `dist/assets contains ${marker.slice(0, 24)}`).toBe(false);
  }
});

test('the first page loads the encryption code only when an encrypted call is made', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  // Rolldown names a lazy chunk after its entry module, src/api/encryption.ts.
  const encryptionChunk = scripts().find((f) => f.startsWith('encryption-'));
  expect(encryptionChunk, 'jsencrypt sits in a chunk of its own').toBeDefined();
  expect(loaded.some((path) => path.endsWith(encryptionChunk!))).toBe(false);
});
