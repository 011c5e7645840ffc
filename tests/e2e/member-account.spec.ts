import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './support/session';
import { JUAN, MARIA } from './auth-kit';
import { expectNoAxeViolations } from './support/axe';
import { returningVisitor, scenario } from './support/world';
import { openInApp } from './support/in-app';

// The member home and profile (account area): nickname, avatar and e-mail saved and still there after a
// reload, the account id copied, the balance refreshed (recall first). Logout from here: security-storage.spec.ts.

test.beforeEach(async ({ page, request }) => {
  await returningVisitor(page, request);
  await signIn(page, JUAN);
});

const accountCard = (page: Page) => page.getByRole('region', { name: 'Account' });

test('changes nickname, avatar and e-mail, and they survive a reload', async ({ page }) => {
  await page.goto('/member/home');
  await expect(accountCard(page).getByText('Juan', { exact: true })).toBeVisible();
  await expect(accountCard(page).getByText('₱12,345.67')).toBeVisible();
  await expectNoAxeViolations(page, '/member/home');

  // Nickname: a broken rule is explained in the popup, then a good one is saved.
  await page.getByRole('button', { name: 'Edit nickname' }).click();
  const popup = page.getByRole('dialog', { name: 'Edit nickname' });
  const nickname = popup.getByRole('textbox', { name: 'Nickname' });
  await nickname.fill('');
  await expect(nickname).toHaveAccessibleDescription(/This field is required/);
  await expect(popup.getByRole('button', { name: 'Save' })).toBeDisabled();
  await nickname.fill('Juan <3');
  await expect(nickname).toHaveAccessibleDescription(/Please enter 1 - 20 characters without < or >/);
  await expectNoAxeViolations(page, '/member/home (nickname popup, rule broken)');
  await nickname.fill('Juan Swerte');
  await popup.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Nickname saved')).toBeVisible();
  await expect(popup).toBeHidden();
  await expect(accountCard(page).getByText('Juan Swerte', { exact: true })).toBeVisible();

  // Avatar: the link shows the current one; icon 7 is chosen and saved.
  await expect(page.getByRole('link', { name: 'Change avatar' }).locator('img')).toHaveAttribute(
    'src',
    /profile\/icon_3\.png$/,
  );
  await page.getByRole('link', { name: 'Change avatar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Avatar' })).toBeVisible();
  const icons = page.getByRole('group', { name: 'Choose your avatar' });
  await expect(icons.getByRole('radio')).toHaveCount(12);
  await expect(page.getByRole('radio', { name: 'Avatar 3' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await page.getByRole('radio', { name: 'Avatar 7' }).check({ force: true });
  await expect(page.getByRole('radio', { name: 'Avatar 7' })).toBeChecked();
  await expectNoAxeViolations(page, '/member/avatar');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL((url) => url.pathname === '/member/home');
  await expect(page.getByRole('link', { name: 'Change avatar' }).locator('img')).toHaveAttribute(
    'src',
    /profile\/icon_7\.png$/,
  );

  // E-mail: a malformed address is refused on the field, a good one saved.
  await openInApp(page, '/member/setMail');
  const email = page.getByRole('textbox', { name: 'E-mail' });
  await expect(email).toHaveValue('juan.delacruz@example.ph');
  await email.fill('juan@@example');
  await email.blur();
  await expect(email).toHaveAccessibleDescription('Please enter a valid e-mail address');
  await expectNoAxeViolations(page, '/member/setMail (refused)');
  await email.fill('juan.swerte@example.ph');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL((url) => url.pathname === '/member/securityCenter');
  await expect(page.getByText('E-mail address saved')).toBeVisible();

  // Everything was saved by the server, not only on this page: the app starts afresh on the member home.
  await openInApp(page, '/member/home');
  await page.reload();
  await expect(accountCard(page).getByText('Juan Swerte', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Change avatar' }).locator('img')).toHaveAttribute(
    'src',
    /profile\/icon_7\.png$/,
  );
  await openInApp(page, '/member/setMail');
  await expect(page.getByText('Your e-mail address: juan.swerte@example.ph')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue('juan.swerte@example.ph');
});

test('copies the account id and says so, or says it could not; refreshes the balance: recall first (retried once when it fails), then the balance', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The page's timers on a clock the test can stop while it holds a call (below).
  await page.clock.install();
  await test.step('copies the account id and says so, or says it could not', async () => {
    await page.goto('/member/home');
    await expect(accountCard(page).getByText('10000001')).toBeVisible();
    await page.getByRole('button', { name: 'Copy account ID' }).click();
    await expect(page.getByText('Copied', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('10000001');

    // A wrapper app may refuse the clipboard.
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
        configurable: true,
      });
    });
    await page.getByRole('button', { name: 'Copy account ID' }).click();
    await expect(page.getByText('Could not copy. Please copy it by hand.')).toBeVisible();
  });

  await test.step('refreshes the balance: recall first (retried once when it fails), then the balance', async () => {
    await expect(accountCard(page).getByText('₱12,345.67')).toBeVisible();
    const calls: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path === '/wps/relay/GCS_walletReturn' || path === '/wps/v2/wallets/balance') calls.push(path);
    });

    // A bet placed in the game site while this page was open: the refresh shows the new balance.
    const bet = await request.post('/__mock/bets', {
      data: { username: JUAN.username, gameCode: '3DL', numbers: [4, 0, 7], amount: 10 },
    });
    expect(bet.ok(), await bet.text()).toBe(true);
    const refresh = page.getByRole('button', { name: 'Refresh balance' });
    // The fake backend holds the recall until the second tap has landed, however quick the machine.
    await scenario(request, 'slow', { op: 'walletReturn', ms: '600000' });
    // The page's clock stands still while the recall is held: on a machine slow enough for the steps below to
    // take 10 s, the app's time limit on the call would otherwise end it, and the retry would be a second
    // recall the second tap did not cause (seen in the stress run).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const recall = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/relay/GCS_walletReturn');
    await refresh.click();
    await recall;
    // While it runs the button says it is busy; a second tap (forced past that state) is ignored.
    await expect(refresh).toHaveAttribute('aria-disabled', 'true');
    await refresh.click({ force: true });
    expect((await request.post('/__mock/scenario', { data: { name: 'slow', on: false } })).ok()).toBe(true);
    await page.clock.resume();
    await expect(page.getByRole('status').filter({ hasText: 'Balance updated: ₱12,335.67' })).toBeAttached();
    await expect(accountCard(page).getByText('₱12,335.67', { exact: true })).toBeVisible();
    expect(calls).toEqual(['/wps/relay/GCS_walletReturn', '/wps/v2/wallets/balance']);

    // The recall gets no answer: tried twice, and the balance is still read.
    calls.length = 0;
    const fault = await request.post('/__mock/scenario', {
      data: { name: 'network-failure', params: { op: 'walletReturn' } },
    });
    expect(fault.ok()).toBe(true);
    await refresh.click();
    await expect
      .poll(() => calls)
      .toEqual(['/wps/relay/GCS_walletReturn', '/wps/relay/GCS_walletReturn', '/wps/v2/wallets/balance']);
    await expect(page.getByRole('status').filter({ hasText: 'Balance updated: ₱12,335.67' })).toBeAttached();
  });
});

test('§7.19 consolidated funds on member home: Wallet details, read when opened, again after a refresh or a failure', async ({
  page,
  request,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/wps/member/info/funds/consolidated') asked.push(r.method());
  });
  await page.goto('/member/home');
  await expect(accountCard(page).getByText('₱12,345.67')).toBeVisible();
  expect(asked).toEqual([]);

  const toggle = accountCard(page).getByRole('button', { name: 'Wallet details' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const details = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await expect(details.getByRole('term')).toHaveText(['Main wallet', 'Lottery game wallet', 'All wallets']);
  await expect(details.getByRole('definition')).toHaveText(['₱12,345.67', '₱0.00', '₱12,345.67']);
  await expect(details).toContainText('goes back to your main wallet when you refresh the balance');
  await expectNoAxeViolations(page, '/member/home (wallet details)');
  expect(asked).toEqual(['GET']);

  // A bet placed in the game site: the refresh reads the open details again with the balance.
  const bet = await request.post('/__mock/bets', {
    data: { username: JUAN.username, gameCode: '3DL', numbers: [4, 0, 7], amount: 10 },
  });
  expect(bet.ok(), await bet.text()).toBe(true);
  await page.getByRole('button', { name: 'Refresh balance' }).click();
  await expect(details.getByRole('definition')).toHaveText(['₱12,335.67', '₱0.00', '₱12,335.67']);

  // No answer: the offline banner, a line where the list would be, and Try again once the network is back.
  await scenario(request, 'network-failure', { op: 'getConsolidatedFunds' });
  await page.reload();
  const toggleAgain = accountCard(page).getByRole('button', { name: 'Wallet details' });
  await toggleAgain.click();
  const detailsAgain = page.locator(`[id="${await toggleAgain.getAttribute('aria-controls')}"]`);
  await expect(detailsAgain.getByText('Wallet details are not available right now.')).toBeVisible();
  await expectNoAxeViolations(page, '/member/home (wallet details unavailable)');
  expect(
    (await request.post('/__mock/scenario', { data: { name: 'network-failure', on: false } })).ok(),
  ).toBe(true);
  await detailsAgain.getByRole('button', { name: 'Try again' }).click();
  await expect(detailsAgain.getByRole('definition')).toHaveText(['₱12,335.67', '₱0.00', '₱12,335.67']);
});

test('§7.18 a player without an account name sets it once on the member home (the profile update)', async ({
  page,
}) => {
  await signIn(page, MARIA);
  const updates: unknown[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/wps/member/info')
      updates.push(r.postDataJSON());
  });
  await page.goto('/member/home');
  await expect(accountCard(page).getByText('Not set')).toBeVisible();
  await accountCard(page).getByRole('button', { name: 'Set account name' }).click();
  const popup = page.getByRole('dialog', { name: 'Set account name' });
  const name = popup.getByRole('textbox', { name: 'Account name' });
  await name.fill('Maria 2');
  await expect(name).toHaveAccessibleDescription(/Please enter 2 - 50 letters/);
  await expect(popup.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expectNoAxeViolations(page, '/member/home (account name popup, rule broken)');
  await name.fill('Maria Santos');
  await popup.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Account name saved')).toBeVisible();
  await expect(popup).toBeHidden();
  expect(updates).toEqual([{ payee: 'Maria Santos' }]);

  // Saved by the server, and from now on only customer service changes it.
  await page.reload();
  await expect(accountCard(page).getByText('Maria Santos', { exact: true })).toBeVisible();
  await expect(accountCard(page).getByRole('button', { name: 'Set account name' })).toHaveCount(0);
});

test('More: content pages, help centre, customer service, notices, and the language saved on the account', async ({
  page,
}) => {
  await page.goto('/more');
  await expect(page.getByRole('heading', { level: 1, name: 'More' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Customer service' }).getByRole('link')).toHaveCount(2);
  await expectNoAxeViolations(page, '/more');

  await page.getByRole('link', { name: 'Terms of use' }).click();
  await expect(
    page.getByText(
      'Employees of the government or of the gaming site, and their relatives, cannot be members.',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page, '/more?page=terms_use');
  await openInApp(page, '/more?page=privacy');
  await expect(page.getByText('We keep your data for at least 1 year after your last visit.')).toBeVisible();
  await openInApp(page, '/more?page=license');
  await expect(page.getByRole('heading', { level: 1, name: 'Licence' })).toBeVisible();
  await expectNoAxeViolations(page, '/more?page=license');

  await openInApp(page, '/more?page=help_center');
  await page.getByText('How do I register?').click();
  await expect(page.getByText(/send the code and type it in/)).toBeVisible();
  await expectNoAxeViolations(page, '/more?page=help_center');

  await openInApp(page, '/notice');
  await expect(page.getByRole('heading', { level: 1, name: 'Notices' })).toBeVisible();
  await expectNoAxeViolations(page, '/notice');

  // A logged-in player's language choice is stored on the account too.
  await openInApp(page, '/more');
  // The shell's status overlays (which keep the account's language in step) have arrived with the sidebar.
  await expect(page.getByRole('button', { name: 'Customer service and app download' })).toBeVisible();
  const saved = page.waitForRequest(
    (r) => r.method() === 'PUT' && new URL(r.url()).pathname === '/wps/member/language',
  );
  await page.getByRole('radio', { name: '中文' }).check();
  expect((await saved).postDataJSON()).toEqual({ language: 'zh' });
  await expect(page.getByRole('heading', { level: 1, name: '更多' })).toBeVisible();
});
