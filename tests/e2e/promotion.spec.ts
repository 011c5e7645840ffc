import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { forbidScriptDialogs, returningVisitor } from './support/world';

test.beforeEach(async ({ page, request }) => {
  await returningVisitor(page, request);
  forbidScriptDialogs(page);
});

test(
  'promotions: category tabs, cards with a plain summary, and a sheet with scrolling tables',
  { tag: ['@layout', '@desktop'] },
  async ({ page }) => {
    await page.goto('/promotion');
    const tabs = page.getByRole('tablist', { name: 'Promotion categories' });
    await expect(tabs.getByRole('tab')).toHaveText(['All', 'Player ranks', 'Lotto promos', 'Other promos']);
    const card = page.getByRole('button', { name: 'First deposit bonus 100% up to ₱1,000' });
    await expect(card).toBeVisible();
    await expect(card).toHaveAccessibleDescription(/^Lotto promos Deposit at least ₱100 with GCash or Maya/);
    const cardItem = page.getByRole('listitem').filter({ has: card });
    await expect(cardItem).toContainText('Lotto promos');
    await expect(cardItem).toContainText('Deposit at least ₱100 with GCash or Maya');
    await expectNoAxeViolations(page, '/promotion');

    await tabs.getByRole('tab', { name: 'Player ranks' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Player ranks' }).getByRole('button')).toHaveCount(1);
    await tabs.getByRole('tab', { name: 'All' }).click();

    // The whole card opens it: a tap on its picture, away from the title's words.
    await cardItem.click({ position: { x: 24, y: 24 } });
    const sheet = page.getByRole('dialog', { name: 'First deposit bonus 100% up to ₱1,000' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Close' })).toBeFocused();
    const table = sheet.getByRole('region', { name: 'Table' });
    await expect(table).toBeVisible();
    await expectNoAxeViolations(page, 'promotion sheet');

    // The phone's back gesture closes the sheet and stays on the list.
    await page.goBack();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL('/promotion');
  },
);

test(
  'wide operator tables scroll sideways inside the sheet, not the page',
  // Wider than a phone, not than a desktop's column.
  { tag: '@layout' },
  async ({ page }) => {
    await page.goto('/promotion?id=413');
    const table = page.getByRole('dialog').getByRole('region', { name: 'Table' });
    await expect(table).toBeVisible();
    const { scrollWidth, clientWidth } = await table.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(pageOverflow).toBeLessThanOrEqual(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  },
);

test('nothing on the page moves when the promotions and their categories arrive; the hostile promotion is shown without anything of it running', async ({
  page,
}) => {
  await test.step('nothing on the page moves when the promotions and their categories arrive', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/announcements**', async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/promotion');
    await expect(page.getByRole('heading', { name: 'Promotions' })).toBeVisible();
    answer();
    await expect(page.getByRole('tablist', { name: 'Promotion categories' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'First deposit bonus 100% up to ₱1,000' })).toBeVisible();
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.01);
  });

  await test.step('the hostile promotion is shown without anything of it running', async () => {
    await page.getByRole('button', { name: /hostile content/ }).click();
    const sheet = page.getByRole('dialog', { name: /hostile content/ });
    await expect(sheet.getByText('free ₱500', { exact: true })).toBeVisible();
    // Every picture of it has loaded or failed: an onerror or onload handler would have run by now.
    await expect
      .poll(() =>
        sheet.locator('img').evaluateAll((images) => images.every((i) => (i as HTMLImageElement).complete)),
      )
      .toBe(true);
    // The operator's content only (the sheet's own close button carries an icon).
    const found = await sheet.locator('.safe-html').evaluate((root) => ({
      scripts: root.querySelectorAll('script, iframe, form, input, svg').length,
      handlers: [...root.querySelectorAll('*')].filter((el) =>
        [...el.attributes].some((a) => a.name.startsWith('on')),
      ).length,
      badLinks: [...root.querySelectorAll('[href], [src]')].filter((el) =>
        /^\s*(javascript|data):/i.test(el.getAttribute('href') ?? el.getAttribute('src') ?? ''),
      ).length,
    }));
    expect(found).toEqual({ scripts: 0, handlers: 0, badLinks: 0 });
    expect(await page.evaluate(() => document.cookie)).not.toContain('stolen');
  });
});
