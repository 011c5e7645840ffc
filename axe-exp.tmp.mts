import { chromium, devices } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { createRequire } from 'node:module';
import { testChromiumLaunch } from './scripts/chromium-path.mjs';
const require = createRequire(import.meta.url);
const source: string = require('axe-core').source;
const origin = process.argv[2];
const browser = await chromium.launch(testChromiumLaunch());
const context = await browser.newContext({ ...devices['Pixel 7'] });
const page = await context.newPage();
await page.goto(origin + '/games');
await page.getByRole('heading', { level: 1 }).first().waitFor();
await page.waitForTimeout(1500);
const opts = { rules: { 'target-size': { enabled: true } }, resultTypes: ['violations'], runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] } };
for (let i = 0; i < 3; i++) {
  const t = Date.now();
  await new AxeBuilder({ page }).options({ rules: { 'target-size': { enabled: true } }, resultTypes: ['violations'], pingWaitTime: 2000 } as never).withTags(opts.runOnly.values).setLegacyMode(true).analyze();
  console.log('builder', Date.now() - t);
}
let t = Date.now();
await page.evaluate(source);
console.log('inject', Date.now() - t);
for (let i = 0; i < 3; i++) {
  t = Date.now();
  await page.evaluate((o) => (window as any).axe.run(document, o).then((r: any) => r.violations.length), opts);
  console.log('run', Date.now() - t);
}
const noContrast = { ...opts, rules: { ...opts.rules, 'color-contrast': { enabled: false } } };
for (let i = 0; i < 2; i++) {
  t = Date.now();
  await page.evaluate((o) => (window as any).axe.run(document, o).then((r: any) => r.violations.length), noContrast);
  console.log('run without color-contrast', Date.now() - t);
}
const noTarget = { ...opts, rules: { 'target-size': { enabled: false } } };
t = Date.now();
await page.evaluate((o) => (window as any).axe.run(document, o).then((r: any) => r.violations.length), noTarget);
console.log('run without target-size', Date.now() - t);
await browser.close();
