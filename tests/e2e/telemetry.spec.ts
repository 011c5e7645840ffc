import { expect, test } from './fixtures';
import { returningVisitor } from './support/world';

// Issue 31 item 3: field data reaches the backend. The test build samples every page load (.env).

interface Entry {
  kind: string;
  name?: string;
  route: string;
}

test('a visit to two pages, a tap and a page hide leave LCP, CLS and INP with route patterns', async ({
  page,
  request,
}) => {
  await returningVisitor(page, request);
  const collecting = () =>
    page.waitForFunction(() => performance.getEntriesByName('lotto:telemetry-start').length > 0);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: "Today's draws" })).toBeVisible();
  await collecting();
  await page.getByRole('heading', { name: "Today's draws" }).click();
  // Leaving the page hides it: its batch goes by beacon.
  await page.goto('/draw-result?game=PL&from=2026-01-01');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await collecting();
  await page.close({ runBeforeUnload: true });

  await expect
    .poll(async () => {
      const { entries } = (await (await request.get('/__mock/telemetry')).json()) as { entries: Entry[] };
      return entries.filter((e) => e.kind === 'vital').map((e) => `${e.route} ${e.name}`);
    })
    .toEqual(expect.arrayContaining(['/ LCP', '/ CLS', '/ INP', '/draw-result LCP', '/draw-result CLS']));
  const { entries } = (await (await request.get('/__mock/telemetry')).json()) as { entries: Entry[] };
  expect(entries.map((e) => e.route).filter((r) => r.includes('?') || r.includes('PL'))).toEqual([]);
});
