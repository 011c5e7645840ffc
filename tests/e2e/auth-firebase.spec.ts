import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AGE_CHECKBOX, JUAN, patchSettings, useFakeVendors } from './auth-kit';
import { expectNoAxeViolations } from './support/axe';
import { deviceMemberCopy, signedInMember } from './support/session';

// Third-party phone auth with the real Firebase SDK. The app connects the SDK to an Auth emulator on our own
// origin (src/services/auth-vendors.ts); the fake backend serves the emulator's phone sign-in REST calls
// (mock/handlers/firebase-emulator.ts) and hands out its own Firebase tokens (fake-firebase:phone:+63…).
// Everything from the SDK's requests to our backend's login and registration is real.

const NEW_NUMBER = '09175550202';

interface Emulator {
  /** The emulator calls the SDK made (accounts:sendVerificationCode, …), in order. */
  calls: string[];
  /** The newest code "sent" to a number, as the emulator lists them. */
  code: (phoneNumber: string) => Promise<string>;
  /** The next send fails with this error, as Google's service would answer it. */
  failNextSend: (message: string) => Promise<void>;
}

async function useEmulator(page: Page, request: APIRequestContext): Promise<Emulator> {
  const calls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.includes('/identitytoolkit.googleapis.com/'))
      calls.push(url.pathname.split('/').pop() ?? '');
  });
  return {
    calls,
    code: async (phoneNumber) => {
      const response = await request.get('/emulator/v1/projects/lottoph-mock/verificationCodes');
      expect(response.ok()).toBe(true);
      const { verificationCodes } = (await response.json()) as {
        verificationCodes: { phoneNumber: string; code: string }[];
      };
      const sent = verificationCodes.filter((c) => c.phoneNumber === phoneNumber).at(-1);
      expect(sent, `a code was sent to ${phoneNumber}`).toBeDefined();
      return sent!.code;
    },
    failNextSend: async (message) => {
      expect((await request.post('/__mock/firebase', { data: { failNextSend: message } })).ok()).toBe(true);
    },
  };
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
  await patchSettings(request, { firebasePhoneAuth: true });
  await useFakeVendors(page, { firebase: true });
});

test('a known number logs in through Firebase phone auth, after a wrong code shows the message, the code and the reason', async ({
  page,
  request,
}) => {
  const emulator = await useEmulator(page, request);
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

  await test.step('phone-auth errors show the message, the code and the reason', async () => {
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

  await test.step('the right code logs the known number in', async () => {
    await codeField(page).fill(await emulator.code('+639171234567'));
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { level: 1, name: `Hello, ${JUAN.name}` })).toBeVisible();
    expect(emulator.calls.filter((c) => c === 'accounts:signInWithPhoneNumber')).toHaveLength(2);
  });
});

test('a new number is registered with its Firebase token (bind_customer_required)', async ({
  page,
  request,
}) => {
  const emulator = await useEmulator(page, request);
  const calls: string[] = [];
  page.on('request', (r) => calls.push(`${r.method()} ${new URL(r.url()).pathname}`));
  await page.goto('/register');
  await sendCodeTo(page, NEW_NUMBER);
  await expect(page.getByText('Code sent to +639175550202')).toBeVisible();
  await codeField(page).fill(await emulator.code('+639175550202'));
  await page.getByRole('checkbox', { name: AGE_CHECKBOX }).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect(calls).toContain('POST /wps/session/login');
  expect(calls).toContain('PUT /wps/member/register/onlyMobile');
  const member = await signedInMember(page);
  expect(member).toMatchObject({ mobile: NEW_NUMBER, mobileVerified: true });
  await expect
    .poll(() => deviceMemberCopy(page))
    .toEqual({ id: member.id, balance: expect.stringMatching(/^₱[\d,]+\.\d{2}$/) });
});

test('the provider throttle blocks sending for 5 minutes', async ({ page, request }) => {
  const emulator = await useEmulator(page, request);
  await emulator.failNextSend('TOO_MANY_ATTEMPTS_TRY_LATER');
  await page.goto('/register');
  await sendCodeTo(page, JUAN.mobile);
  const alert = page.locator('.phone-alert');
  await expect(alert.getByText('Too many requests, please try again after 5 minutes')).toBeVisible();
  await expect(alert.getByText('Code: auth/too-many-requests')).toBeVisible();
  await expect(sendButton(page)).toHaveText(/^Wait [45]:\d\d$/);
  await expect(sendButton(page)).toBeDisabled();
  await expectNoAxeViolations(page, '/register (phone-auth throttle)');
});
