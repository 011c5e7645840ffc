import { expect, test } from './fixtures';
import { AGE_CHECKBOX, fillPasswordLogin, JUAN, patchSettings, toast, useFakeVendors } from './auth-kit';
import { expectNoAxeViolations } from './support/axe';

// Password login (issue 5): the plain login, the captcha in front of it (passed, failed, closed, never
// loaded), the forgot-password form, and axe on every state of /login.

const CAPTCHA_SCRIPT = '**/__mock/captcha/gt4.js';
const logInButton = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: 'Log in', exact: true });

test.beforeEach(async ({ page }) => {
  await useFakeVendors(page);
});

test(
  'logs in with username and password, explaining broken rules and refusals on the form',
  { tag: '@layout' },
  async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Terms of use' })).toHaveAttribute(
      'href',
      '/more?page=terms_use',
    );
    await expect(page.getByRole('link', { name: 'Log in with SMS code' })).toBeVisible();
    await expectNoAxeViolations(page, '/login');

    const username = page.getByRole('textbox', { name: 'Username' });
    await username.fill('juan!');
    await username.blur();
    await expect(username).toHaveAccessibleDescription('Please enter 6 - 16 letters and numbers');
    await expect(logInButton(page)).toBeDisabled();
    await expectNoAxeViolations(page, '/login (rule broken)');

    await fillPasswordLogin(page, JUAN.username, 'WrongPass1');
    await logInButton(page).click();
    await expect(page.getByText('Incorrect username or password')).toBeVisible();
    await expectNoAxeViolations(page, '/login (refused)');

    await page.getByLabel('Password', { exact: true }).fill(JUAN.password);
    await logInButton(page).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { level: 1, name: `Hello, ${JUAN.name}` })).toBeVisible();
  },
);

test('with the captcha on, the login reads its configuration, waits for the check and sends its result; a failed or closed check stops it and says why', async ({
  page,
  request,
}) => {
  await patchSettings(request, { captchaLogin: true, captchaRiskType: 'slide' });
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/wps/captcha' || url.pathname === '/__mock/captcha/load')
      asked.push(url.pathname === '/wps/captcha' ? 'config' : `load ${url.searchParams.toString()}`);
  });
  await page.goto('/login');
  await fillPasswordLogin(page, JUAN.username, JUAN.password);
  const check = page.getByRole('dialog', { name: 'Verification' });

  await test.step('§7.16 the captcha configuration is read before the check, and the check loads with its risk type', async () => {
    await logInButton(page).click();
    await expect(check).toBeVisible();
    expect(asked[0]).toBe('config');
    expect(asked[1]).toMatch(/^load .*captcha_id=mock-captcha-2f1c9a/);
    expect(asked[1]).toContain('risk_type=slide');
  });

  await test.step('a failed or closed captcha stops the login and says why', async () => {
    await check.getByRole('button', { name: 'Fail' }).click();
    // The captcha's own message, toasted as it is.
    await expect(toast(page, 'Verification failed')).toBeVisible();

    await logInButton(page).click();
    await check.getByRole('button', { name: 'Close' }).click();
    await expect(toast(page, 'Please complete verification first')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('lotto.token'))).toBeNull();
    await expectNoAxeViolations(page, '/login (captcha refused)');
  });

  await test.step('the login waits for the check and sends its result', async () => {
    await logInButton(page).click();
    await check.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { level: 1, name: `Hello, ${JUAN.name}` })).toBeVisible();
  });
});

test('a captcha script that fails to load says so at once; one that never arrives fails after 10 s; each can be tried again', async ({
  page,
  request,
}) => {
  await patchSettings(request, { captchaLogin: true });
  await page.clock.install();
  const failure = page.getByText('Network failure or js resource load timeout (60204)');

  await test.step('a captcha script that fails to load says so at once', async () => {
    await page.route(CAPTCHA_SCRIPT, (route) => route.abort('connectionfailed'));
    await page.goto('/login');
    await expect(failure).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await page.unroute(CAPTCHA_SCRIPT);
  });

  await test.step('a captcha script that never arrives fails after 10 s and can be tried again', async () => {
    // The vendor answers nothing at all: only the 10-second limit ends the wait.
    await page.route(CAPTCHA_SCRIPT, () => undefined);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('Loading verification…')).toBeVisible();
    await expect(failure).toBeHidden();
    await page.clock.runFor(10_000);
    await expect(failure).toBeVisible();
    await expectNoAxeViolations(page, '/login (captcha timed out)');

    await page.unroute(CAPTCHA_SCRIPT);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(failure).toBeHidden();
    await fillPasswordLogin(page, JUAN.username, JUAN.password);
    await logInButton(page).click();
    await page.getByRole('dialog', { name: 'Verification' }).getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});

test('offers SMS-code login only when the white label allows it; 21+ stays required; forgot password sends username and e-mail form-encoded and confirms, or shows the refusal', async ({
  page,
  request,
}) => {
  await test.step('offers SMS-code login only when the white label allows it; 21+ stays required', async () => {
    await patchSettings(request, { smsCodeLogin: false });
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in with SMS code' })).toHaveCount(0);

    await page.getByRole('textbox', { name: 'Username' }).fill(JUAN.username);
    await page.getByLabel('Password', { exact: true }).fill(JUAN.password);
    const age = page.getByRole('checkbox', { name: AGE_CHECKBOX });
    await age.check();
    await age.uncheck();
    await age.blur();
    await expect(logInButton(page)).toBeDisabled();
    await expect(age).toHaveAccessibleDescription('Please confirm that you are 21 years old or over');
    await expectNoAxeViolations(page, '/login (21+ missing)');
  });

  await test.step('forgot password sends username and e-mail form-encoded and confirms, or shows the refusal', async () => {
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const sheet = page.getByRole('dialog', { name: 'Reset your password' });
    await expect(sheet).toBeVisible();
    await expectNoAxeViolations(page, '/login (forgot password)');

    await sheet.getByRole('textbox', { name: 'Username' }).fill(JUAN.username);
    await sheet.getByRole('textbox', { name: 'E-mail' }).fill('someone@example.ph');
    await sheet.getByRole('button', { name: 'Send reset link' }).click();
    await expect(sheet.getByText('The username and e-mail address do not match')).toBeVisible();
    await expectNoAxeViolations(page, '/login (forgot password refused)');

    const sent = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/wps/member/password/email',
    );
    await sheet.getByRole('textbox', { name: 'E-mail' }).fill('juan.delacruz@example.ph');
    await sheet.getByRole('button', { name: 'Send reset link' }).click();
    const sentRequest = await sent;
    expect(sentRequest.headers()['content-type']).toContain('application/x-www-form-urlencoded');
    expect(new URLSearchParams(sentRequest.postData() ?? '').get('username')).toBe(JUAN.username);
    await expect(sheet.getByText(/a reset link is on its way to juan\.delacruz@example\.ph/)).toBeVisible();
    await expectNoAxeViolations(page, '/login (forgot password sent)');
    await sheet.getByRole('button', { name: 'OK' }).click();
    await expect(sheet).toBeHidden();
  });
});
