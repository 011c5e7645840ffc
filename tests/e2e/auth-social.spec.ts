import { devices, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AGE_CHECKBOX, JUAN, patchSettings } from './auth-kit';
import { expectNoAxeViolations } from './support/axe';
import { openInApp } from './support/in-app';

// Social sign-in (issue 5). Inside the native wrapper the wrapper signs in and answers through the bridge
// (docs/native-bridge.md); here a stub wrapper is injected into the page: window.LottoAndroid takes the web
// app's messages and answers through window.__lottoNative.receive, as the Android app does.

interface StubOptions {
  /** What the stub answers to socialLogin. */
  social:
    | { kind: 'result'; uid: string }
    | { kind: 'failed'; reason: 'cancelled' | 'failed'; message?: string };
  osVersion?: string;
  pushToken?: string;
}

async function injectAndroidWrapper(page: Page, options: StubOptions): Promise<void> {
  await page.addInitScript((stub: StubOptions) => {
    const sent: unknown[] = [];
    const answered: string[] = [];
    // The stub's answers stay changeable from the test (setSocialAnswer): one page meets several outcomes.
    Object.assign(window, { __bridgeSent: sent, __bridgeAnswered: answered, __bridgeStub: stub });
    const answer = (message: { type: string; [field: string]: unknown }) =>
      setTimeout(() => {
        const native = (window as unknown as { __lottoNative?: { receive(json: string): void } })
          .__lottoNative;
        native?.receive(JSON.stringify(message));
        answered.push(message.type);
      }, 50);
    (window as unknown as { LottoAndroid: { postMessage(json: string): void } }).LottoAndroid = {
      postMessage(json: string) {
        const message = JSON.parse(json) as { type: string; provider?: string };
        sent.push(message);
        if (message.type === 'requestPlatformInfo')
          answer({
            type: 'platformInfo',
            platform: 'android',
            osVersion: stub.osVersion ?? '14',
            appVersion: '2.3.0',
          });
        if (message.type === 'requestPushToken' && stub.pushToken)
          answer({ type: 'pushToken', token: stub.pushToken });
        if (message.type === 'socialLogin') {
          const provider = message.provider;
          const social = (window as unknown as { __bridgeStub: StubOptions }).__bridgeStub.social;
          answer(
            social.kind === 'result'
              ? {
                  type: 'socialLoginResult',
                  provider,
                  idToken: `fake-firebase:${provider}:${social.uid}`,
                  socialId: social.uid,
                }
              : {
                  type: 'socialLoginFailed',
                  provider,
                  reason: social.reason,
                  message: social.message,
                },
          );
        }
      },
    };
  }, options);
}

/** What the stub wrapper answers to the next socialLogin. */
const setSocialAnswer = (page: Page, social: StubOptions['social']) =>
  page.evaluate((next) => {
    (window as unknown as { __bridgeStub: StubOptions }).__bridgeStub.social = next;
  }, social);

const bridgeSent = (page: Page) =>
  page.evaluate(() => (window as unknown as { __bridgeSent: { type: string }[] }).__bridgeSent);

// The wrapper names itself in the user agent (docs/native-bridge.md), so the app registers as APP.
test.use({ userAgent: `${devices['Pixel 7'].userAgent} LottoPHAndroidApp/2.3.0` });

test('a cancelled or failed native sign-in says so on the form; a known Google account then signs in through the native wrapper', async ({
  page,
}) => {
  await injectAndroidWrapper(page, { social: { kind: 'failed', reason: 'cancelled' } });
  await page.goto('/login');
  const google = page.getByRole('button', { name: 'Continue with Google' });
  await expect(google).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Facebook' })).toBeVisible();
  await expectNoAxeViolations(page, '/login (social buttons)');

  await test.step('21+ first, for this way in too', async () => {
    await google.click();
    await expect(page.getByText('Please confirm that you are 21 years old or over').last()).toBeVisible();
    expect((await bridgeSent(page)).map((m) => m.type)).not.toContain('socialLogin');
    await page.getByRole('checkbox', { name: AGE_CHECKBOX }).check();
  });

  await test.step('§8.31 a cancelled sign-in says "Login failure, please try again" (firebase_login_failure)', async () => {
    await google.click();
    await expect(page.getByRole('alert').getByText('Login failure, please try again')).toBeVisible();
    await expect(google).toBeEnabled();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('a failed native sign-in shows firebase_login_failure with its reason', async () => {
    await setSocialAnswer(page, { kind: 'failed', reason: 'failed', message: 'Play services missing' });
    await google.click();
    await expect(page.getByText('Reason: Play services missing')).toBeVisible();
    await expect(page.getByText('Login failure, please try again').first()).toBeVisible();
    await expectNoAxeViolations(page, '/login (social failure)');
  });

  await test.step('a known Google account signs in', async () => {
    await setSocialAnswer(page, { kind: 'result', uid: 'juan-google-uid' });
    await google.click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { level: 1, name: `Hello, ${JUAN.name}` })).toBeVisible();
    expect(await bridgeSent(page)).toContainEqual({ type: 'socialLogin', provider: 'google' });
  });
});

test('§7.17 an unknown social account is registered without a username (autoUsername, login true)', async ({
  page,
  request,
}) => {
  await injectAndroidWrapper(page, { social: { kind: 'result', uid: 'brand-new-facebook-uid' } });
  const calls: string[] = [];
  page.on('response', (r) =>
    calls.push(`${r.request().method()} ${new URL(r.url()).pathname} ${r.status()}`),
  );
  await page.goto('/register');
  await page.getByRole('checkbox', { name: AGE_CHECKBOX }).check();
  await page.getByRole('button', { name: 'Continue with Facebook' }).click();
  await page.waitForURL((url) => url.pathname === '/');

  expect(calls).toContain('POST /wps/session/login 400');
  expect(calls).toContain('PUT /wps/member/register/autoUsername 200');
  expect(calls).not.toContain('PUT /wps/member/register 200');
  const players = (await (await request.get('/__mock/players')).json()) as unknown;
  expect(JSON.stringify(players)).toContain('FACEBOOK:brand-new-facebook-uid');
  // The name the server made for the new player is the one the member screen shows.
  await openInApp(page, '/member/home');
  await expect(page.getByText(/^pl\d+$/)).toBeVisible();
});

test('no social buttons from platform version 16, nor when the status flags are off', async ({
  page,
  request,
}) => {
  await injectAndroidWrapper(page, { social: { kind: 'result', uid: 'juan-google-uid' }, osVersion: '16.1' });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect
    .poll(() => bridgeSent(page).then((sent) => sent.map((m) => m.type)))
    .toContain('requestPlatformInfo');
  await expect(page.getByRole('button', { name: /^Continue with/ })).toHaveCount(0);

  await patchSettings(request, { googleLogin: false, facebookLogin: false });
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Continue with/ })).toHaveCount(0);
});

test('the push token is subscribed to ALL, then bound after login', async ({ page }) => {
  await injectAndroidWrapper(page, {
    social: { kind: 'result', uid: 'juan-google-uid' },
    pushToken: 'push-token-1',
  });
  const push: { path: string; body: unknown }[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/wps/relay/CSP_fcm')) push.push({ path, body: r.postDataJSON() });
  });
  await page.goto('/login');
  await expect.poll(() => push.map((p) => p.path)).toEqual(['/wps/relay/CSP_fcmSubscribe']);
  expect(push[0].body).toEqual({ registrationToken: 'push-token-1', topic: 'ALL' });
  // The device remembers the token once the server has answered; a reload before that rightly asks again.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (JSON.parse(localStorage.getItem('lotto.pushToken') ?? 'null') as { subscribed?: boolean } | null)
            ?.subscribed,
      ),
    )
    .toBe(true);

  // Once per token: a reload does not register it again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  // The app has been handed the token again (and decides at once that it is already subscribed).
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __bridgeAnswered: string[] }).__bridgeAnswered))
    .toContain('pushToken');
  expect(push).toHaveLength(1);

  await page.getByRole('checkbox', { name: AGE_CHECKBOX }).check();
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect
    .poll(() => push.map((p) => p.path).sort())
    .toEqual(['/wps/relay/CSP_fcmBind', '/wps/relay/CSP_fcmSubscribe', '/wps/relay/CSP_fcmSubscribe']);
  expect(push.find((p) => p.path.endsWith('CSP_fcmBind'))?.body).toEqual({
    registrationToken: 'push-token-1',
  });
});

test.describe('on the web', () => {
  test.use({ userAgent: devices['Pixel 7'].userAgent });

  test('a private window cannot sign in by redirect and is told so; a redirect sign-in that cannot reach the provider says so, with the code', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('checkbox', { name: AGE_CHECKBOX }).check();
    const google = page.getByRole('button', { name: 'Continue with Google' });

    await test.step('a private window cannot sign in by redirect and is told so', async () => {
      // Chromium gives an incognito window a storage quota tied to memory, far below a profile's share of the
      // disk; Playwright's headless contexts report a disk-sized quota, so the private window is emulated.
      await page.evaluate(() => {
        navigator.storage.estimate = () => Promise.resolve({ quota: 300 * 1024 * 1024, usage: 0 });
      });
      await google.click();
      await expect(page.getByText('Not Support in Incognito Mode')).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
    });

    await test.step('a redirect sign-in that cannot reach the provider says so, with the code', async () => {
      // The browser's own quota again: an ordinary window.
      await page.evaluate(() => Reflect.deleteProperty(navigator.storage, 'estimate'));
      // The content security policy keeps Google's scripts out of this build: the SDK reports a network error.
      await google.click();
      await expect(page.getByText('Network not available')).toBeVisible();
      await expect(page.getByText('Code: auth/network-request-failed')).toBeVisible();
      await expectNoAxeViolations(page, '/login (social network failure)');
    });
  });
});
