import { expect, test, type Page, type Route } from '@playwright/test';
import { AGE_CHECKBOX, JUAN, patchSettings, resetWorld, useFakeVendors } from './auth-kit';
import { expectNoAxeViolations } from './support/axe';

// Third-party phone auth (issue 5) with the real Firebase SDK. The app connects the SDK to an Auth emulator
// on our own origin (src/api/auth-vendors.ts); the fake backend has no emulator endpoints yet, so this test
// answers the emulator's REST calls itself, as the Firebase Auth emulator would, and hands out the fake
// backend's own Firebase tokens (fake-firebase:phone:+63…). Everything from the SDK's requests to our
// backend's login and registration is real.

const EMULATOR = '**/identitytoolkit.googleapis.com/**';
const NEW_NUMBER = '09175550202';

interface Emulator {
  /** The code "sent" to each number, as the emulator's /emulator/v1/…/verificationCodes lists them. */
  codes: Map<string, string>;
  /** The next sendVerificationCode answers this error instead. */
  failNextSend: string | null;
  calls: string[];
}

async function playEmulator(page: Page): Promise<Emulator> {
  const emulator: Emulator = { codes: new Map(), failNextSend: null, calls: [] };
  const sessions = new Map<string, string>();
  const error = (route: Route, message: string) =>
    route.fulfill({
      status: 400,
      json: { error: { code: 400, message, errors: [{ message, reason: 'invalid' }] } },
    });

  await page.route(EMULATOR, async (route) => {
    const url = new URL(route.request().url());
    const operation = url.pathname.split('/').pop() ?? '';
    emulator.calls.push(operation);
    const body = (route.request().postDataJSON() ?? {}) as Record<string, string>;
    if (operation === 'recaptchaConfig') return route.fulfill({ json: { recaptchaEnforcementState: [] } });
    // What the real emulator answers: a site key nobody may send to Google.
    if (operation === 'recaptchaParams')
      return route.fulfill({ json: { recaptchaSiteKey: 'Fake-key__Do-not-send-this-to-Recaptcha_' } });
    if (operation === 'accounts:sendVerificationCode') {
      if (emulator.failNextSend) {
        const failure = emulator.failNextSend;
        emulator.failNextSend = null;
        return error(route, failure);
      }
      const sessionInfo = `session-${sessions.size + 1}`;
      sessions.set(sessionInfo, body.phoneNumber);
      emulator.codes.set(body.phoneNumber, String(123456 + sessions.size));
      return route.fulfill({ json: { sessionInfo } });
    }
    if (operation === 'accounts:signInWithPhoneNumber') {
      const phoneNumber = sessions.get(body.sessionInfo);
      if (!phoneNumber) return error(route, 'SESSION_EXPIRED');
      if (emulator.codes.get(phoneNumber) !== body.code) return error(route, 'INVALID_CODE');
      return route.fulfill({
        json: {
          idToken: `fake-firebase:phone:${phoneNumber}`,
          refreshToken: 'emulator-refresh-token',
          expiresIn: '3600',
          localId: `uid-${phoneNumber.slice(1)}`,
          isNewUser: false,
          phoneNumber,
        },
      });
    }
    if (operation === 'accounts:lookup') {
      const phoneNumber = body.idToken.replace('fake-firebase:phone:', '');
      return route.fulfill({
        json: {
          users: [
            {
              localId: `uid-${phoneNumber.slice(1)}`,
              phoneNumber,
              providerUserInfo: [{ providerId: 'phone', rawId: phoneNumber, phoneNumber }],
              lastLoginAt: String(Date.now()),
              createdAt: String(Date.now()),
            },
          ],
        },
      });
    }
    return error(route, 'OPERATION_NOT_ALLOWED');
  });
  return emulator;
}

const mobileField = (page: Page) => page.getByRole('textbox', { name: 'Mobile number' });
const codeField = (page: Page) => page.getByRole('textbox', { name: 'Verification code' });
const sendButton = (page: Page) =>
  page.getByRole('button', { name: /^(Send code|Send again|Again in|Wait)/ });

async function sendCodeTo(page: Page, mobile: string) {
  await mobileField(page).fill(mobile);
  await sendButton(page).click();
}

test.beforeEach(async ({ request, page }) => {
  await resetWorld(request);
  await patchSettings(request, { firebasePhoneAuth: true });
  await useFakeVendors(page, { firebase: true });
});

test('a known number logs in through Firebase phone auth', async ({ page }) => {
  const emulator = await playEmulator(page);
  const backend: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/wps/v2/verification')) backend.push(path);
  });
  await page.goto('/register');
  await sendCodeTo(page, JUAN.mobile);
  await expect(page.getByText('Code sent to +639171234567')).toBeVisible();
  // Firebase sent the code: our server's SMS gateway was not asked.
  expect(emulator.calls).toContain('accounts:sendVerificationCode');
  expect(backend).toEqual([]);
  await expect(sendButton(page)).toHaveText(/^Again in (60|59|58) s$/);

  await codeField(page).fill(emulator.codes.get('+639171234567')!);
  await page.getByRole('checkbox', { name: AGE_CHECKBOX }).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { level: 1, name: `Hello, ${JUAN.name}` })).toBeVisible();
  expect(emulator.calls).toContain('accounts:signInWithPhoneNumber');
});

test('a new number is registered with its Firebase token (bind_customer_required)', async ({ page }) => {
  const emulator = await playEmulator(page);
  const calls: string[] = [];
  page.on('request', (r) => calls.push(`${r.method()} ${new URL(r.url()).pathname}`));
  await page.goto('/register');
  await sendCodeTo(page, NEW_NUMBER);
  await expect(page.getByText('Code sent to +639175550202')).toBeVisible();
  await codeField(page).fill(emulator.codes.get('+639175550202')!);
  await page.getByRole('checkbox', { name: AGE_CHECKBOX }).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect(calls).toContain('POST /wps/session/login');
  expect(calls).toContain('PUT /wps/member/register/onlyMobile');
  const member = await page.evaluate(() => JSON.parse(localStorage.getItem('lotto.member') ?? 'null'));
  expect(member).toMatchObject({ mobile: NEW_NUMBER, mobileVerified: true });
});

test('phone-auth errors show the message, the code and the reason', async ({ page }) => {
  const emulator = await playEmulator(page);
  await page.goto('/register');
  await sendCodeTo(page, JUAN.mobile);
  await expect(page.getByText('Code sent to +639171234567')).toBeVisible();
  await codeField(page).fill('000000');
  await page.getByRole('checkbox', { name: AGE_CHECKBOX }).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  const alert = page.locator('.phone-alert');
  await expect(alert.getByText('The verification code is not valid or missing')).toBeVisible();
  await expect(alert.getByText('Code: auth/invalid-verification-code')).toBeVisible();
  await expect(alert.getByText(/^Reason: Firebase: .*auth\/invalid-verification-code/)).toBeVisible();
  await expectNoAxeViolations(page, '/register (phone-auth error)');
  expect(emulator.calls.filter((c) => c === 'accounts:signInWithPhoneNumber')).toHaveLength(1);
});

test('the provider throttle blocks sending for 5 minutes', async ({ page }) => {
  const emulator = await playEmulator(page);
  emulator.failNextSend = 'TOO_MANY_ATTEMPTS_TRY_LATER';
  await page.goto('/register');
  await sendCodeTo(page, JUAN.mobile);
  const alert = page.locator('.phone-alert');
  await expect(alert.getByText('Too many requests, please try again after 5 minutes')).toBeVisible();
  await expect(alert.getByText('Code: auth/too-many-requests')).toBeVisible();
  await expect(sendButton(page)).toHaveText(/^Wait [45]:\d\d$/);
  await expect(sendButton(page)).toBeDisabled();
  await expectNoAxeViolations(page, '/register (phone-auth throttle)');
});
