import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fillPasswordLogin, JUAN } from './auth-kit';
import { expectNoAxeViolations } from './support/axe';
import { apiLogin, signIn } from './support/session';
import { returningVisitor } from './support/world';

// Issue 19, responsible gaming, "Done when": limits refused before sending and by the server, a raise that
// waits 24 hours on the fake clock, a time-out that logs out and refuses login with its end date, a
// self-exclusion with no way back, and the reality check after 60 minutes.

const API_HEADERS = { Language: 'en', Merchant: 'lottoph' };

test.beforeEach(async ({ page, request }) => {
  await returningVisitor(page, request);
});

async function openPage(page: Page) {
  await page.goto('/member/responsibleGaming');
  await expect(page.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeVisible();
}

async function saveDailyDepositLimit(page: Page, amount: string) {
  const deposits = page.getByRole('region', { name: 'Deposit limits' });
  await deposits.getByLabel('Daily limit (₱)').fill(amount);
  await deposits.getByRole('button', { name: 'Save deposit limits' }).click();
  return deposits;
}

const depositAnyway = async (request: APIRequestContext, token: string, amount: number) =>
  request.post('/wps/v2/deposit/eWallet', {
    headers: {
      ...API_HEADERS,
      Authorization: `Bearer ${token}`,
      'Idempotency-Key': `rg-e2e-${amount}-0000000`,
    },
    data: { channelId: 21, amount },
  });

test('issue 19: a daily limit of ₱500 refuses a ₱1,000 deposit before it is sent, and the server refuses one sent anyway', async ({
  page,
}) => {
  const { token } = await signIn(page, JUAN);
  await openPage(page);
  const deposits = await saveDailyDepositLimit(page, '500');
  await expect(deposits.getByRole('progressbar', { name: /Daily: ₱0\.00 used of ₱500\.00/ })).toBeVisible();
  await expectNoAxeViolations(page, '/member/responsibleGaming');

  await page.goto('/member/deposit');
  await page.getByRole('radio', { name: 'GCash', exact: true }).click();
  await expect(page.getByText('Your deposit limit allows ₱500.00 more.')).toBeVisible();
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().includes('/wps/v2/deposit/eWallet')) sent += 1;
  });
  await page.getByRole('textbox', { name: 'Amount' }).fill('1000');
  await page.getByRole('textbox', { name: 'Amount' }).blur();
  await expect(page.getByText('Over your deposit limit: ₱500.00 left')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deposit now' })).toBeDisabled();
  expect(sent).toBe(0);

  const refused = await depositAnyway(page.request, token, 1000);
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ code: 'DEPOSIT_LIMIT_EXCEEDED', details: { remaining: 500 } });
});

test('issue 19: a raised limit stays the old one until 24 hours pass on the fake clock', async ({ page }) => {
  await signIn(page, { username: 'carmen2026', password: 'Lotto2026' });
  await openPage(page);
  const deposits = await saveDailyDepositLimit(page, '2000');
  await expect(deposits.getByText(/Raising to ₱2,000\.00 on/)).toBeVisible();
  await expect(deposits.getByRole('progressbar', { name: /used of ₱500\.00/ })).toBeVisible();
  const jumped = await page.request.post('/__mock/clock', {
    data: { action: 'cooling-off-end', username: 'carmen2026' },
  });
  expect(jumped.ok()).toBe(true);
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Deposit limits' })
      .getByRole('progressbar', { name: /used of ₱2,000\.00/ }),
  ).toBeVisible();
});

test('issue 19: a 24-hour time-out logs out, login is refused with its end date, and allowed after the clock moves', async ({
  page,
}) => {
  await signIn(page, JUAN);
  await openPage(page);
  await page.getByRole('button', { name: 'Start the break' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Continue' }).click();
  await page
    .getByRole('alertdialog', { name: 'Are you sure?' })
    .getByRole('button', { name: 'Yes, start my break' })
    .click();
  await page.waitForURL((url) => url.pathname === '/login');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lotto.token'))).toBeNull();

  await fillPasswordLogin(page, JUAN.username, JUAN.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(
    page.getByText(/Your account is in a time-out until \d{4}\.\d{2}\.\d{2} \d{2}:\d{2} \(Manila time\)\./),
  ).toBeVisible();

  expect(
    (await page.request.post('/__mock/clock', { data: { action: 'break-end', username: 'juan2026' } })).ok(),
  ).toBe(true);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
});

test('issue 19: a 6-month self-exclusion has no way back in the app', async ({ page, request }) => {
  await signIn(page, JUAN);
  await openPage(page);
  await page.getByRole('radio', { name: 'Self-exclusion: 6 months' }).check();
  await page.getByRole('button', { name: 'Start the break' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('This cannot be undone or shortened.');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Continue' }).click();
  await page
    .getByRole('alertdialog', { name: 'Are you sure?' })
    .getByRole('button', { name: 'Yes, start my break' })
    .click();
  await page.waitForURL((url) => url.pathname === '/login');
  // Nothing can log the player back in to look for a way out, and the contract has no call that ends a break.
  const refused = await request.post('/__mock/clock', { data: { action: 'advance', ms: 7 * 86_400_000 } });
  expect(refused.ok()).toBe(true);
  await fillPasswordLogin(page, JUAN.username, JUAN.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText(/Your account is self-excluded until/)).toBeVisible();
});

test('issue 19: the reality check at 60 minutes shows the time played and the net result', async ({
  page,
}) => {
  await page.clock.install();
  const { token } = await apiLogin(page.request, JUAN);
  const set = await page.request.put('/wps/v2/responsible/realityCheck', {
    headers: { ...API_HEADERS, Authorization: `Bearer ${token}` },
    data: { intervalMinutes: 60 },
  });
  expect(set.ok()).toBe(true);
  await signIn(page, JUAN);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Half-way the player moves on in the app (its calls keep the session from going idle, as play does).
  await page.clock.fastForward(30 * 60_000);
  await page.evaluate(() => {
    history.pushState(null, '', '/member/home');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByRole('alertdialog', { name: 'Reality check' })).toBeHidden();
  await page.clock.fastForward(30 * 60_000);
  const dialog = page.getByRole('alertdialog', { name: 'Reality check' });
  await expect(dialog).toContainText('You have been playing for 1 h 0 min.');
  await expect(dialog).toContainText('Your net result since you logged in: ₱0.00.');
  await expect(dialog.getByRole('link', { name: 'Activity statement' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue playing' }).click();
  await expect(dialog).toBeHidden();
});
