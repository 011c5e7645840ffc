import { defineConfig, devices } from '@playwright/test';
import type { PrismWorkerFixtures } from './tests/e2e/fixtures';
import { testChromiumLaunch } from './scripts/chromium-path.mjs';
import { PAGE_SLOWDOWN } from './tests/e2e/support/page-slowdown';
import { E2E_DIST, E2E_DIST_NEXT, E2E_PORTS } from './tests/e2e/support/servers';

// Browser tests run a production build served by the HTTP fake backend (npm run mock:server), so they prove
// both the app and the server a native wrapper or a production build would talk to. The build is made once
// before (`npm test` shares it with the size budget; `npm run test:e2e` makes it); here it is only served.
//
// Isolation: one fake backend per worker, each on its own port with its own world (tests/README.md).
const launchOptions = testChromiumLaunch();

/**
 * The specs about layout (every route's axe scan, overlays, dialogs and sheets, money forms' error states)
 * carry this tag. They run on the small phone (the narrowest and shortest screen: what fits there fits on the
 * Pixel 7 too) and the desktop; every other test runs once, on the Pixel 7. So every test runs on one phone,
 * and none twice on two phones that prove the same thing.
 */
const LAYOUT = /@layout/;
/**
 * The few layout tests the desktop runs. There the app is the same phone column with the phone's styles, centred
 * (tests/e2e/shell.spec.ts proves it on every screen): what a desktop adds is only where the column, a
 * whole-screen overlay, a sheet and a form's messages sit in a wide window. The other layout tests would repeat
 * the small phone's (about 40 s of a run's CPU for nothing new).
 */
const DESKTOP = /@desktop/;
/**
 * The flows the `prism` project runs with every contract call through Prism: an encrypted login and the
 * balance, a game's launch, the draw history's queries and a deposit. Every operation is also checked by
 * Prism on its own (`npm run contract:prism`); these prove the app's own requests, headers and encryption pass.
 */
const PRISM_FLOWS = /@prism/;

export default defineConfig<object, Pick<PrismWorkerFixtures, 'prism'>>({
  testDir: './tests/e2e',
  timeout: 60_000 * PAGE_SLOWDOWN,
  expect: { timeout: 10_000 * PAGE_SLOWDOWN },
  fullyParallel: true,
  workers: E2E_PORTS.length,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  use: {
    // A trace of every test costs about a fifth of the run's CPU; CI keeps only the printed error and its page
    // snapshot, so traces are recorded where someone can open them: on a developer's machine.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions,
    // The build registers its service worker (src/app/pwa): it would install in every test's fresh context and
    // answer requests page.route() is meant to see. Only tests/e2e/pwa.spec.ts, about that worker, allows it.
    serviceWorkers: 'block',
    // One browser context per worker, put back between tests by Playwright (and by tests/e2e/fixtures.ts for what
    // it leaves: permissions, offline): a fresh context per test and the first boot of `/` in a new renderer were
    // about a second of CPU each, a sixth of the run (tests/README.md, "One browser context per worker").
    reuseContext: true,
  },
  // Playwright hands out tests in this order. The Prism project comes first, so its one worker (and Prism's
  // start) runs beside the others instead of alone at the end; the layout projects next: they hold the longest
  // tests, which at the end of a run would leave the other worker idle.
  projects: [
    // The app's real flows through Stoplight Prism, an outside validator of both contracts (issue 21): a cheap
    // subset that still covers most operations (logins and registration encrypted, games, draws, deposits),
    // each call checked on the way in and out; any violation fails the test (tests/e2e/support/prism-proxy.ts).
    {
      name: 'prism',
      grep: PRISM_FLOWS,
      // One worker, so Prism (which reads both contracts before it answers, seconds of CPU) starts once.
      workers: 1,
      use: { ...devices['Pixel 7'], browserName: 'chromium', launchOptions, prism: true },
    },
    // The smallest phone the app is designed for: the narrowest width and a short screen (360 × 640, the most
    // common small Android), so what fits here fits on every phone between it and the Pixel 7.
    {
      name: 'small-phone',
      grep: LAYOUT,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 360, height: 640 },
        browserName: 'chromium',
        launchOptions,
      },
    },
    // A desktop browser: the app is a centred phone-width column there.
    {
      name: 'desktop',
      grep: DESKTOP,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        browserName: 'chromium',
        launchOptions,
      },
    },
    {
      name: 'pixel-7',
      // A `@prism` flow runs on this same phone in the `prism` project, through Prism: once is enough.
      grepInvert: [LAYOUT, PRISM_FLOWS],
      use: { ...devices['Pixel 7'], browserName: 'chromium', launchOptions },
    },
  ],
  // One fake backend per worker, each serving the same build (tests/e2e/support/servers.ts), on ports this run
  // chose as free. Never an existing server: one already answering on a chosen port stops the run.
  webServer: E2E_PORTS.map((port) => ({
    // mock/server.ts from its bundle (scripts/mock-server-bundle.mjs): a start costs a quarter of tsx's CPU.
    command: `node scripts/mock-server-bundle.mjs --static ${E2E_DIST} --next-static ${E2E_DIST_NEXT} --port ${port}`,
    url: `http://127.0.0.1:${port}/v.json`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
  })),
});
