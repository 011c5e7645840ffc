import type { Frame, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { resetWorld, logIn, returningVisitor, scenario } from './support/world';
import { DAY_MS, manilaStartOfDay } from '../../src/lib/manila-time';

// The full-screen states and popups of the shell, switched on through the fake backend's scenarios.

/** Closes the visitor's promo popup with `button`: it goes, and it stays away when home is loaded again. */
async function closeWelcomePopup(page: Page, welcome: Locator, button: string) {
  await welcome.getByRole('button', { name: button }).click();
  await expect(welcome).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: "Today's draws" })).toBeVisible();
  await expect(welcome).toBeHidden();
}

/**
 * Logs the player in: their own promo popup opens (`whileOpen` looks at it), and once closed it stays away
 * when the member home is loaded again.
 */
async function playerPopupOnce(page: Page, whileOpen?: (alert: Locator) => Promise<void>) {
  await logIn(page);
  const alert = page.getByRole('dialog', { name: 'Jackpot alert' });
  await expect(alert).toBeVisible();
  await whileOpen?.(alert);
  await alert.getByRole('button', { name: 'Close' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Juan' })).toBeVisible();
  await expect(alert).toBeHidden();
}

test.describe('for a returning visitor', { tag: '@layout' }, () => {
  test.beforeEach(async ({ page, request }) => {
    await returningVisitor(page, request);
  });

  test("region restriction shows the visitor's IP and country and a way to contact us", async ({
    page,
    request,
  }) => {
    await scenario(request, 'region-restricted', { ip: '203.0.113.9', countryCode: 'SG' });
    await page.goto('/');
    const notice = page.getByRole('dialog', { name: 'Access restricted' });
    await expect(notice).toBeVisible();
    await expect(notice.getByText('203.0.113.9')).toBeVisible();
    await expect(notice.getByText('SG', { exact: true })).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      'https://support.lottoph.example/chat',
    );
    await expectNoAxeViolations(page, 'region restricted');
  });

  // When the status is asked is the app's logic, the same on every screen: proven on the small phone only. Its
  // read at the start is proven by the region restriction above.
  test('the status is asked again when the player comes back to the tab; maintenance takes the whole app away until the status says otherwise', async ({
    page,
    request,
  }) => {
    await page.goto('/games');
    await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
    // The live overlays load after the page: their sidebar on the screen means they are listening.
    await expect(page.getByRole('button', { name: 'Customer service and app download' })).toBeVisible();
    await scenario(request, 'maintenance');
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const notice = page.getByRole('dialog', { name: 'Under maintenance' });
    await expect(notice).toBeVisible();
    await expect(page.locator('.app-shell')).toHaveAttribute('inert', '');
    await expectNoAxeViolations(page, 'maintenance');

    await resetWorld(request);
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect(notice).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
  });

  test('a new deployed version is offered when the tab comes back, and updating reloads once; a deployment whose minVersion is newer than the page requires the update: no "later", no closing', async ({
    page,
    request,
  }) => {
    await test.step('a new deployed version is offered when the tab comes back, and updating reloads once', async () => {
      // The build's own /v.json (scripts/build/version-file.ts) names the build this page runs.
      const built = ((await (await request.get('/v.json')).json()) as { value: { version: string } }).value;
      await page.goto('/');
      await expect(page.getByRole('heading', { name: "Today's draws" })).toBeVisible();
      // A built page stores its own build id at start, before the version check is there to listen: the live
      // overlays' sidebar on the screen means the check is mounted and hears the tab come back.
      await expect(page.getByRole('button', { name: 'Customer service and app download' })).toBeVisible();
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('lotto.appVersion')))
        .toBe(built.version);

      await scenario(request, 'new-version', { version: '1.1.0' });
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      const dialog = page.getByRole('dialog', { name: 'New version available' });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page, 'new version');

      // The reloaded page checks the version once as it starts. That check must be answered before the next
      // deployment: a tab coming back while it is on its way joins it (one call, not two), and would be told
      // of the deployment the check was sent under.
      let reloaded = false;
      const onNavigated = (frame: Frame) => {
        if (frame === page.mainFrame()) reloaded = true;
      };
      page.on('framenavigated', onNavigated);
      const firstCheck = page.waitForResponse(
        (response) => reloaded && new URL(response.url()).pathname === '/v.json',
      );
      await Promise.all([
        page.waitForEvent('load'),
        dialog.getByRole('button', { name: 'Update now' }).click(),
      ]);
      await expect(page.getByRole('heading', { name: "Today's draws" })).toBeVisible();
      await expect(dialog).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem('lotto.appVersion'))).toBe('1.1.0');
      await firstCheck;
      page.off('framenavigated', onNavigated);
    });

    await test.step('a deployment whose minVersion is newer than the page requires the update', async () => {
      // The reloaded page's version check is mounted again once the live overlays' sidebar is back.
      await expect(page.getByRole('button', { name: 'Customer service and app download' })).toBeVisible();
      await scenario(request, 'new-version', { version: '99.0.0', minVersion: '99.0.0' });
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      const dialog = page.getByRole('alertdialog', { name: 'Update required' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button')).toHaveText(['Update now']);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page, 'update required');

      await Promise.all([
        page.waitForEvent('load'),
        dialog.getByRole('button', { name: 'Update now' }).click(),
      ]);
      // The fake deploys no new files: the reloaded page is still older than minVersion, and asked again.
      await expect(page.getByRole('heading', { name: "Today's draws" })).toBeVisible();
      await expect(dialog).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('lotto.appVersion'))).toBe('99.0.0');
    });
  });

  test('the offline banner shows while the network is gone; a phone turned on its side is asked to turn back', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: "Today's draws" })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'Network not available' })).toBeVisible();
    await expectNoAxeViolations(page, 'offline');
    await context.setOffline(false);
    await expect(page.getByText('Network not available')).toBeHidden();

    const portrait = page.viewportSize()!;
    await page.setViewportSize({ width: portrait.height, height: portrait.width });
    const tip = page.getByRole('dialog', { name: 'Please turn your phone' });
    await expect(tip).toBeVisible();
    await expectNoAxeViolations(page, 'landscape');
    await page.setViewportSize(portrait);
    await expect(tip).toBeHidden();
  });
});

test.describe('on the first visit', { tag: '@layout' }, () => {
  test(
    'the 21+ question stays until answered; exit leaves a refusal that is remembered',
    { tag: '@desktop' },
    async ({ page }) => {
      await page.goto('/games');
      const gate = page.getByRole('dialog', { name: 'Are you 21 or over?' });
      await expect(gate).toBeVisible();
      await expectNoAxeViolations(page, 'age gate');
      await page.keyboard.press('Escape');
      await expect(gate).toBeVisible();

      await gate.getByRole('button', { name: 'Exit' }).click();
      const refusal = page.getByRole('dialog', { name: 'You must be 21 or over' });
      await expect(refusal).toBeVisible();
      await expectNoAxeViolations(page, 'age refused');
      await page.reload();
      await expect(refusal).toBeVisible();

      await refusal.getByRole('button', { name: /ask me again/ }).click();
      await gate.getByRole('button', { name: 'Yes, I am 21 or over' }).click();
      await expect(gate).toBeHidden();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
      await expect(gate).toBeHidden();
    },
  );

  test('the promo popup shows B to a visitor and A after login, each closed on its own', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lotto.ageGate', 'agreed'));
    await page.goto('/');
    const welcome = page.getByRole('dialog', { name: 'Welcome to Lotto PH' });
    await expect(welcome).toBeVisible();
    await expectNoAxeViolations(page, 'promo popup (visitor)');
    await closeWelcomePopup(page, welcome, 'Close');

    await playerPopupOnce(page, async (alert) => {
      await expect(alert.getByRole('region', { name: 'Table' })).toBeVisible();
      await expectNoAxeViolations(page, 'promo popup (player)');
    });
  });

  // Which day a closing holds for is logic, not layout (the popup's layout is the test above): the small phone only.
  test('§20.4 a closed promo popup stays away until the next day in Manila; "don\'t show again today"', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('lotto.ageGate', 'agreed'));
    // Ten minutes before midnight in Manila, today: the day the closing holds for ends soon.
    const lateEvening = manilaStartOfDay(Date.now()) + DAY_MS - 10 * 60_000;
    await page.clock.install({ time: lateEvening });
    await page.goto('/');
    const welcome = page.getByRole('dialog', { name: 'Welcome to Lotto PH' });
    await expect(welcome).toBeVisible();
    await expect(welcome.getByRole('button', { name: "Don't show again today" })).toBeVisible();
    await closeWelcomePopup(page, welcome, 'Close');

    // Past midnight in Manila: a new day, the same announcement is offered again.
    await page.clock.setSystemTime(lateEvening + 15 * 60_000);
    await page.reload();
    await expect(welcome).toBeVisible();
    await expectNoAxeViolations(page, 'promo popup with its "not today" choice');
    await closeWelcomePopup(page, welcome, "Don't show again today");

    // The visitor's choice is not the player's: after login the player's own popup still opens, once.
    await playerPopupOnce(page);
  });
});
