import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './support/session';
import { JUAN, lastSmsCode, MARIA, PEDRO, fillPasswordLogin } from './auth-kit';
import { logInOnThisScreen } from './support/in-app';
import { expectNoAxeViolations } from './support/axe';
import { returningVisitor } from './support/world';

// Security (account area): the security centre's items and their completion, phone verification and
// change with SMS codes (read from the fake gateway), and the login-password change.

test.beforeEach(async ({ page, request }) => {
  await returningVisitor(page, request);
});

const item = (page: Page, name: RegExp) => page.getByRole('link', { name });

test('a new player verifies the phone and adds an e-mail; the security centre follows', async ({
  page,
  request,
}) => {
  await signIn(page, MARIA);
  await page.goto('/member/securityCenter');
  await expect(item(page, /Mobile number.*Not verified/)).toBeVisible();
  await expect(item(page, /E-mail.*Not set/)).toBeVisible();
  await expect(item(page, /Identity verification.*Not set/)).toHaveAttribute('href', '/member/kycSetting');
  await expect(item(page, /Payment password.*Not set/)).toHaveAttribute('href', '/member/paymentPassword');
  await expect(item(page, /Bank cards.*Not set/)).toHaveAttribute('href', '/member/bankCard');
  await expect(item(page, /Login password.*Done/)).toHaveAttribute('href', '/member/loginPassword');
  await expect(page.getByText('1 of 6 completed')).toBeVisible();
  await expectNoAxeViolations(page, '/member/securityCenter');

  await item(page, /Mobile number/).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mobile number' })).toBeVisible();
  const mobile = page.getByRole('textbox', { name: 'Mobile number' });
  await expect(mobile).toHaveValue(MARIA.mobile);
  const verify = page.getByRole('button', { name: 'Verify' });
  await expect(verify).toBeDisabled();
  await expectNoAxeViolations(page, '/member/setPhone (not verified)');

  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Code sent to +639181234567')).toBeVisible();
  // The countdown of the register screen: expiration + 5 s.
  await expect(page.getByRole('button', { name: /Again in \d+ s/ })).toBeDisabled();
  const code = await lastSmsCode(request, MARIA.mobile);

  // A wrong code is refused on the code field; the right one verifies the number.
  const codeField = page.getByRole('textbox', { name: 'Verification code' });
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await verify.click();
  await expect(codeField).toHaveAccessibleDescription('The verification code is not valid or missing');
  await expectNoAxeViolations(page, '/member/setPhone (wrong code)');
  await codeField.fill(code);
  await verify.click();
  await page.waitForURL((url) => url.pathname === '/member/securityCenter');
  await expect(item(page, /Mobile number.*Done/)).toBeVisible();

  await item(page, /E-mail/).click();
  await page.getByRole('textbox', { name: 'E-mail' }).fill('maria.santos@example.ph');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL((url) => url.pathname === '/member/securityCenter');
  await expect(item(page, /E-mail.*Done/)).toBeVisible();
  await expect(page.getByText('3 of 6 completed')).toBeVisible();
});

test('a bound number stays when the mobile-update flag is off; with it on, a verified number is changed after codes to the current and to the new number', async ({
  page,
  request,
}) => {
  const setUpdateMobile = async (on: boolean) => {
    const patched = await request.patch('/__mock/settings', { data: { updateMobile: on } });
    expect(patched.ok(), await patched.text()).toBe(true);
  };
  await setUpdateMobile(false);
  await signIn(page, JUAN);
  await page.goto('/member/setPhone');

  await test.step('a bound number stays when the mobile-update flag is off', async () => {
    await expect(
      page.getByText('Changing the mobile number is not available. Please contact customer service.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change mobile number' })).toHaveCount(0);
  });

  await test.step('a verified number is changed after codes to the current and to the new number', async () => {
    await setUpdateMobile(true);
    await page.reload();
    await expect(page.getByText(JUAN.mobile)).toBeVisible();
    await expect(page.getByText(/Verified$/)).toBeVisible();
    await expectNoAxeViolations(page, '/member/setPhone (verified)');
    await page.getByRole('button', { name: 'Change mobile number' }).click();

    // Step 1: the current number.
    await expect(page.getByText('Step 1 of 2')).toBeVisible();
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('Code sent to your current number')).toBeVisible();
    const current = await lastSmsCode(request, JUAN.mobile);
    await page.getByRole('textbox', { name: 'Verification code' }).fill(current);
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2: a number of another account is refused, a new one gets its code.
    await expect(page.getByText('Step 2 of 2')).toBeVisible();
    const mobile = page.getByRole('textbox', { name: 'Mobile number' });
    await mobile.fill(PEDRO.mobile);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.locator('#main').getByRole('alert')).toHaveText(
      'This mobile number is already used by another account',
    );
    await expectNoAxeViolations(page, '/member/setPhone (number taken)');
    await mobile.fill('09175550123');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('Code sent to +639175550123')).toBeVisible();
    const fresh = await lastSmsCode(request, '09175550123');
    await page.getByRole('textbox', { name: 'Verification code' }).fill(fresh);
    await page.getByRole('button', { name: 'Change number' }).click();
    await page.waitForURL((url) => url.pathname === '/member/securityCenter');
    await expect(item(page, /Mobile number.*Done/)).toBeVisible();

    await item(page, /Mobile number/).click();
    await expect(page.getByText('09175550123')).toBeVisible();
  });
});

test('changes the login password, explaining every refusal, then logs in with it', async ({ page }) => {
  await signIn(page, JUAN);
  await page.goto('/member/loginPassword');
  await expect(page.getByText('At least 8 characters with 1 letter and 1 number')).toBeVisible();
  const oldPassword = page.getByLabel('Current password');
  const newPassword = page.getByLabel('New password', { exact: true });
  const confirm = page.getByLabel('Confirm new password');
  const save = page.getByRole('button', { name: 'Save' });
  await expectNoAxeViolations(page, '/member/loginPassword');

  // Wrong current password: the server says so under that field.
  await oldPassword.fill('Wrong2026');
  await newPassword.fill('Salamat2027');
  await confirm.fill('Salamat2027');
  await save.click();
  await expect(oldPassword).toHaveAccessibleDescription('The current password is incorrect');
  await expect(newPassword).toHaveValue('Salamat2027');

  // Mismatch and same password.
  await oldPassword.fill(JUAN.password);
  await confirm.fill('Salamat2028');
  await confirm.blur();
  await expect(confirm).toHaveAccessibleDescription('Incorrect confirmation input');
  await expect(save).toBeDisabled();
  await newPassword.fill(JUAN.password);
  await confirm.fill(JUAN.password);
  await confirm.blur();
  await expect(newPassword).toHaveAccessibleDescription(
    /The new password and the old password cannot be the same/,
  );
  await expect(save).toBeDisabled();
  await expectNoAxeViolations(page, '/member/loginPassword (refused)');

  const body = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/wps/member/password',
  );
  await newPassword.fill('Salamat2027');
  await confirm.fill('Salamat2027');
  await save.click();
  // The contract marks the call encrypted: the new password never travels in clear text.
  const sent = await body;
  expect(sent.headers()['encryption']).toBeTruthy();
  expect(sent.postData() ?? '').not.toContain('Salamat2027');
  await page.waitForURL((url) => url.pathname === '/member/securityCenter');
  await expect(page.getByText('Password changed. Use the new password next time you log in.')).toBeVisible();

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Account' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await fillPasswordLogin(page, JUAN.username, JUAN.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Incorrect username or password')).toBeVisible();
  await logInOnThisScreen(page, { username: JUAN.username, password: 'Salamat2027' });
});
