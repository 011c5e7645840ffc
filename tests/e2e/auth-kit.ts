import { expect, type APIRequestContext, type Page } from '@playwright/test';

// Shared steps of the sign-in journeys (tests/e2e/auth-*.spec.ts). Every journey starts from the seeded
// world (POST /__mock/reset) and sets the fake backend's switches it needs, so journeys never depend on
// each other's leftovers.

export const AGE_CHECKBOX = 'I confirm I am 21 years old or over';

/** The seeded players (mock/README.md). */
export const JUAN = { username: 'juan2026', password: 'Lotto2026', mobile: '09171234567', name: 'Juan' };
export const MARIA = { username: 'maria2026', password: 'Lotto2026', mobile: '09181234567' };
export const PEDRO = { username: 'pedro2026', password: 'Lotto2026', mobile: '09191234567' };

export interface MockSettings {
  captchaLogin?: boolean;
  captchaSms?: boolean;
  captchaRegister?: boolean;
  captchaRiskType?: string;
  smsCodeLogin?: boolean;
  firebasePhoneAuth?: boolean;
  googleLogin?: boolean;
  facebookLogin?: boolean;
  smsCodeTtlMs?: number;
}

export async function resetWorld(request: APIRequestContext, settings: MockSettings = {}): Promise<void> {
  expect((await request.post('/__mock/reset')).ok()).toBe(true);
  await request.delete('/__mock/scenario');
  if (Object.keys(settings).length > 0) await patchSettings(request, settings);
}

export async function patchSettings(request: APIRequestContext, settings: MockSettings): Promise<void> {
  const response = await request.patch('/__mock/settings', { data: settings });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The newest SMS code the fake gateway sent to a number. */
export async function lastSmsCode(request: APIRequestContext, mobile: string): Promise<string> {
  const response = await request.get('/__mock/sms/last', { params: { mobile } });
  // 204: no SMS was sent to this number yet.
  expect(response.status(), `an SMS to ${mobile}: ${await response.text()}`).toBe(200);
  const body = (await response.json()) as { code?: string; sms?: { code: string } };
  const code = body.code ?? body.sms?.code;
  expect(code, JSON.stringify(body)).toMatch(/^\d{6}$/);
  return code!;
}

/**
 * A production build has no environment of its own: the device overrides (src/services/auth-vendors.ts) point the
 * captcha loader and Firebase Auth at the fake backend, as `npm start` does by itself.
 */
export async function useFakeVendors(page: Page, options: { firebase?: boolean } = {}): Promise<void> {
  await page.addInitScript(
    ({ firebase }) => {
      localStorage.setItem('lotto.dev.captchaScript', '/__mock/captcha/gt4.js');
      if (firebase) localStorage.setItem('lotto.dev.firebaseAuthEmulator', location.origin);
    },
    { firebase: options.firebase ?? false },
  );
}

export async function fillPasswordLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: AGE_CHECKBOX }).check();
}

/** Logs in through the login screen and waits for home. */
export async function logInWithPassword(
  page: Page,
  player: { username: string; password: string },
): Promise<void> {
  await page.goto('/login');
  await fillPasswordLogin(page, player.username, player.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lotto.token'))).toBeTruthy();
}

/** The toast region's text (toasts are announced, so they are found by their text). */
export const toast = (page: Page, text: string | RegExp) => page.getByText(text);

/**
 * Logs out from the account screen, and waits for the server's answer too: the session is over there, not
 * only on the page, before anything reads the books.
 */
export async function logOut(page: Page): Promise<void> {
  await page.goto('/member/home');
  const ended = page.waitForResponse(
    (r) => r.request().method() === 'DELETE' && new URL(r.url()).pathname === '/wps/session/logout',
  );
  await page.getByRole('button', { name: 'Log out' }).click();
  expect((await ended).ok()).toBe(true);
  await page.waitForURL((url) => url.pathname === '/login');
}
