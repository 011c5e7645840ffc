import { test as base, expect, type Page } from '@playwright/test';
import { PAGE_SLOWDOWN } from './support/page-slowdown';
import { serverOrigin } from './support/servers';
import {
  expectNoPrismViolations,
  routeThroughPrism,
  startPrismInFront,
  type DriftRule,
  type PrismInFront,
} from './support/prism-proxy';

// The browser tests' `test`: every spec imports it from here instead of '@playwright/test'.
// - `baseURL` is the worker's own fake backend (tests/e2e/support/servers.ts), so pages and `request` calls of
//   tests running side by side reach different worlds.
// - `world` (automatic) puts that world back to its seed before every test: no test starts from another's
//   leftovers, whatever ran before it in the same worker.
// - `page` (and every tab the test opens) runs its CPU `E2E_PAGE_SLOWDOWN` times slower when that is set
//   (tests/e2e/support/page-slowdown.ts).
// - `prism` (opt-in, the `prism` project): the app's contract calls go through Stoplight Prism in front of the
//   worker's fake backend, and any violation it reports fails the test (tests/e2e/support/prism-proxy.ts).

export interface PrismWorkerFixtures {
  /** Route the app's contract calls through Prism (a worker option: one proxy per worker). */
  prism: boolean;
  prismProxy: PrismInFront | undefined;
}

interface TestFixtures {
  world: void;
  /** Falsify one field of one answer before Prism sees it, for this test: how a test proves the check bites. */
  prismDrift: DriftRule | undefined;
  /** What Prism reported during this test, one `operationId: location: message` line per violation. */
  prismViolations: string[];
}

export const test = base.extend<TestFixtures, PrismWorkerFixtures>({
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
  page: async ({ page }, use) => {
    if (PAGE_SLOWDOWN > 1) {
      const slow = async (tab: Page) => {
        const cdp = await tab.context().newCDPSession(tab);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: PAGE_SLOWDOWN });
      };
      await slow(page);
      // A second tab or a popup the test opens lags too. One closed before it could be slowed has nothing left
      // to run, so that failure is not the test's.
      const slowTab = (tab: Page) => void slow(tab).catch(() => undefined);
      page.context().on('page', slowTab);
      await use(page);
      page.context().off('page', slowTab);
      return;
    }
    await use(page);
  },
  prism: [false, { scope: 'worker', option: true }],
  prismDrift: [undefined, { option: true }],
  prismProxy: [
    async ({ prism }, use, workerInfo) => {
      if (!prism) return use(undefined);
      const proxy = await startPrismInFront(serverOrigin(workerInfo.parallelIndex));
      try {
        await use(proxy);
      } finally {
        await proxy.stop();
      }
    },
    // Prism reads both contracts before it answers, which on a loaded machine outlasts a test's minute.
    { scope: 'worker', timeout: 180_000 },
  ],
  prismViolations: async ({}, use) => {
    await use([]);
  },
  context: async ({ context, prismProxy, prismDrift, prismViolations, baseURL }, use) => {
    // A context Playwright hands to the next test (reuseContext) keeps what it does not reset itself.
    const resetLeftovers = async () => {
      await context.clearPermissions();
      await context.setOffline(false);
    };
    if (!prismProxy || !baseURL) {
      await use(context);
      await resetLeftovers();
      return;
    }
    if (prismDrift) prismProxy.drift.push(prismDrift);
    const stopRouting = await routeThroughPrism(context, baseURL, prismProxy.url, (line) =>
      prismViolations.push(line),
    );
    try {
      await use(context);
      await stopRouting();
    } finally {
      prismProxy.drift.length = 0;
      await resetLeftovers();
    }
    expectNoPrismViolations(prismViolations);
  },
});

export { expect };
export type { APIRequestContext, BrowserContext, Locator, Page, Route } from '@playwright/test';
