import { defineConfig, devices } from '@playwright/test';
import { testChromiumLaunch } from './scripts/chromium-path.mjs';
import { CONTRACT_MOCK_SEEDS, type ContractMockOptions } from './tests/contract-mock/seeds';

// The app on any contract-valid data (npm run test:contract-mock): the production build against Prism's
// dynamic mock of both contracts, one project per seed. Each project starts its own Prism (a worker fixture in
// tests/contract-mock/smoke.spec.ts), so one worker runs the seeds one after another: one Prism at a time.
const launchOptions = testChromiumLaunch();

export default defineConfig<ContractMockOptions, ContractMockOptions>({
  testDir: './tests/contract-mock',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  use: { trace: process.env.CI ? 'off' : 'retain-on-failure', launchOptions },
  projects: CONTRACT_MOCK_SEEDS.map((seed) => ({
    name: `seed-${seed}`,
    use: { ...devices['Pixel 7'], browserName: 'chromium', launchOptions, seed },
  })),
});
