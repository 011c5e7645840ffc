import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { returningVisitor } from './support/world';

// Field data reaches the backend (docs/operations.md, "What to monitor"). The test build samples every page
// load (.env). Each wait below is for something the page itself has seen, never for time:
// - the collector has started (its performance mark);
// - the tap's first-input entry exists and web-vitals has taken it in (it handles event entries in an idle
//   callback; one queued after it runs after it), so leaving the page reports INP;
// - leaving a page by navigation hides it: web-vitals reports LCP, CLS and INP, and the batch goes by beacon.

interface Entry {
  kind: string;
  name?: string;
  route: string;
}

const collecting = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName('lotto:telemetry-start').length > 0);

/** The tap has its Event Timing entry and every idle callback queued before now has run. */
const tapMeasured = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        new PerformanceObserver((list, observer) => {
          if (list.getEntries().length === 0) return;
          observer.disconnect();
          requestIdleCallback(() => resolve());
        }).observe({ type: 'first-input', buffered: true });
      }),
  );

test('two pages visited and left leave LCP, CLS and INP under their route patterns, nothing personal', async ({
  page,
  request,
}) => {
  await returningVisitor(page, request);

  await page.goto('/');
  const heading = page.getByRole('heading', { name: "Today's draws" });
  await expect(heading).toBeVisible();
  await collecting(page);
  await heading.click();
  await tapMeasured(page);

  await page.goto('/draw-result?game=PL&from=2026-01-01');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await collecting(page);
  await page.goto('/');
  await expect(heading).toBeVisible();

  await expect
    .poll(async () => {
      const { entries } = (await (await request.get('/__mock/telemetry')).json()) as { entries: Entry[] };
      return entries.filter((e) => e.kind === 'vital').map((e) => `${e.route} ${e.name}`);
    })
    .toEqual(expect.arrayContaining(['/ LCP', '/ CLS', '/ INP', '/draw-result LCP', '/draw-result CLS']));
  const { entries } = (await (await request.get('/__mock/telemetry')).json()) as { entries: Entry[] };
  expect(entries.map((e) => e.route).filter((route) => /[?#]|PL|2026/.test(route))).toEqual([]);
});
