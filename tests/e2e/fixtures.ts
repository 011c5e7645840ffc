import { test as base, expect } from '@playwright/test';
import { serverOrigin } from './support/servers';

// The browser tests' `test`: every spec imports it from here instead of '@playwright/test'.
// - `baseURL` is the worker's own fake backend (tests/e2e/support/servers.ts), so pages and `request` calls of
//   tests running side by side reach different worlds.
// - `world` (automatic) puts that world back to its seed before every test: no test starts from another's
//   leftovers, whatever ran before it in the same worker.

export const test = base.extend<{ world: void }>({
  baseURL: async ({}, use, testInfo) => {
    await use(serverOrigin(testInfo.parallelIndex));
  },
  world: [
    async ({ request }, use) => {
      expect((await request.post('/__mock/reset')).ok(), 'the fake backend is back to its seed').toBe(true);
      await use();
    },
    { auto: true },
  ],
});

export { expect };
export type { APIRequestContext, BrowserContext, Locator, Page, Route } from '@playwright/test';
