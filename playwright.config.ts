import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from './scripts/chromium-path.mjs';

// Browser tests run a production build served by the HTTP fake backend (npm run mock:server), so they prove
// both the app and the server a native wrapper or a production build would talk to.
const port = Number(process.env.E2E_PORT ?? 4310);
// Its own build folder per port, so two runs side by side never serve each other's half-written build.
const dist = process.env.E2E_PORT ? `dist-e2e-${port}` : 'dist';
const executablePath = findChromium() ?? undefined;
const launchOptions = { executablePath, args: CHROMIUM_FLAGS };

export default defineConfig({
  testDir: './tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'pixel-7', use: { ...devices['Pixel 7'], browserName: 'chromium', launchOptions } },
    { name: 'iphone-14', use: { ...devices['iPhone 14'], browserName: 'chromium', launchOptions } },
    // The narrowest phones the app is designed for: every route, overlay, dialog, sheet and money form's error
    // states checked again (axe included) at 360 px.
    {
      name: 'narrow-360',
      testMatch: /(screens|overlays|promotion|auth-password|member-deposit|member-withdraw)\.spec\.ts$/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 360, height: 740 },
        browserName: 'chromium',
        launchOptions,
      },
    },
  ],
  webServer: {
    command: `npm run build -- --outDir ${dist} --emptyOutDir && npm run mock:server -- --static ${dist} --port ${port}`,
    url: `http://127.0.0.1:${port}/v.json`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
  },
});
