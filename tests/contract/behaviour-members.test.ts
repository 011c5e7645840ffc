import { describe, expect, it } from 'vitest';
import { captchaResult, lotNumber } from '@mock/lib/captcha';
import { fakeFirebaseToken } from '@mock/lib/firebase';
import { clock } from '@mock/lib/clock';
import { adopt, API, call, logInAs, seeded, smsCodeFor } from './support';

// Members and verification: the login variants, SMS codes with expiry and throttle, the captcha, the three
// registrations and the profile rules.

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ status: 200, code: 'none' }),
    (e: { status: number; code: string; message: string }) => ({
      status: e.status,
      code: e.code,
      message: e.message,
    }),
  );
const login = (data: object) =>
  call<{ token: string; firstTimeLogin: boolean }>('/wps/session/login', 'POST', {
    data: { lottoArea: 'PL', channel: 'MOBILE', ...data },
  });
const noLogin = (mobileNum: string, extra: object = {}) =>
  call<{ type: string; expirationTime: number }>('/wps/v2/verification/sms/noLogin', 'POST', {
    data: { countryDialingCode: '63', mobileNum, ...extra },
  });
const settings = (patch: object) =>
  fetch(`${API}/__mock/settings`, { method: 'PATCH', body: JSON.stringify(patch) }).then((r) =>
    expect(r.status).toBe(200),
  );

describe('login', () => {
  it('logs in with an SMS code for a known number (type login), and refuses it twice', async () => {
    const juan = seeded('juan');
    expect((await noLogin(juan.mobile)).type).toBe('login');
    const code = smsCodeFor(juan.mobile);
    const sms = { type: 'sms', username: juan.mobile, password: code, countryDialingCode: '63' };
    expect(await login(sms)).toMatchObject({ token: expect.any(String), firstTimeLogin: false });
    expect(await failure(login(sms))).toMatchObject({ status: 400, code: 'INVALID_VERIFICATION_CODE' });
  });

  it('refuses a wrong or expired SMS code', async () => {
    clock.freeze();
    const { expirationTime } = await noLogin('09191234567');
    const sms = { type: 'sms', username: '09191234567', countryDialingCode: '63' };
    expect(
      await failure(
        login({ ...sms, password: '000000' === smsCodeFor('09191234567') ? '111111' : '000000' }),
      ),
    ).toMatchObject({
      code: 'INVALID_VERIFICATION_CODE',
    });
    clock.freeze(expirationTime);
    expect(await failure(login({ ...sms, password: smsCodeFor('09191234567') }))).toMatchObject({
      code: 'VERIFICATION_CODE_EXPIRED',
    });
  });

  it('throttles SMS sends: the 4th within 5 minutes answers 429 TOO_MANY_REQUEST until 5 minutes pass', async () => {
    clock.freeze();
    for (let i = 0; i < 3; i++) expect((await noLogin('09175551111')).type).toBe('register');
    expect(await failure(noLogin('09175551111'))).toMatchObject({ status: 429, code: 'TOO_MANY_REQUEST' });
    clock.advance(4 * 60_000);
    expect(await failure(noLogin('09175551111'))).toMatchObject({ status: 429 });
    expect((await noLogin('09175552222')).type).toBe('register');
    clock.advance(61_000);
    expect((await noLogin('09175551111')).type).toBe('register');
  });

  it('logs in with a fake Firebase phone token, and asks to bind an unknown social account', async () => {
    const phone = {
      type: 'firebase',
      firebaseChannel: 'PHONE',
      firebaseIdToken: fakeFirebaseToken('PHONE', '+639171234567'),
    };
    expect(await login(phone)).toMatchObject({ firstTimeLogin: false });
    const google = {
      type: 'firebase',
      firebaseChannel: 'GOOGLE',
      firebaseIdToken: fakeFirebaseToken('GOOGLE', 'juan-google-uid'),
    };
    expect(await login(google)).toMatchObject({ token: expect.any(String) });
    const stranger = {
      type: 'firebase',
      firebaseChannel: 'FACEBOOK',
      firebaseIdToken: fakeFirebaseToken('FACEBOOK', 'stranger'),
    };
    expect(await failure(login(stranger))).toMatchObject({ status: 400, code: 'bind_customer_required' });
    expect(await failure(login({ ...stranger, firebaseIdToken: 'eyJhbGciOi.garbage' }))).toMatchObject({
      code: 'auth/invalid-credential',
    });

    // The app then registers with the token (login true); the social account is linked from now on.
    const registered = await call<{ token: string; username: string }>('/wps/member/register', 'PUT', {
      data: {
        username: 'stranger01',
        password: 'Secret2026',
        firebaseChannel: 'FACEBOOK',
        firebaseIdToken: stranger.firebaseIdToken,
        login: true,
        registerMethod: 'H5',
        lottoArea: 'PL',
      },
    });
    expect(registered.token).toBeTruthy();
    expect(await login(stranger)).toMatchObject({ firstTimeLogin: false });
  });

  it('refuses a login without lottoArea PL and channel MOBILE, naming the missing field', async () => {
    const juan = seeded('juan');
    const password = { type: 'password', username: juan.username, password: juan.password };
    const send = (data: object) => failure(call('/wps/session/login', 'POST', { data }));
    expect(await send({ ...password, channel: 'MOBILE' })).toEqual({
      status: 400,
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/^Invalid lottoArea\b/),
    });
    expect(await send({ ...password, lottoArea: 'PL' })).toEqual({
      status: 400,
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/^Invalid channel\b/),
    });
    expect(await send({ ...password, lottoArea: 'PL', channel: 'WEB' })).toMatchObject({
      message: expect.stringMatching(/^Invalid channel\b/),
    });
    expect(await login(password)).toMatchObject({ token: expect.any(String) });
  });

  it('checks the captcha on login and SMS sends when the flags are on', async () => {
    await settings({ captchaLogin: true, captchaSms: true });
    const juan = seeded('juan');
    const password = { type: 'password', username: juan.username, password: juan.password };
    expect(await failure(login(password))).toMatchObject({
      code: 'CAPTCHA_INVALID',
      message: 'Please complete verification first',
    });
    const captcha = captchaResult(lotNumber('test-1'), clock.now());
    expect(await login({ ...password, captcha })).toMatchObject({ token: expect.any(String) });
    expect(await failure(login({ ...password, captcha }))).toMatchObject({ code: 'CAPTCHA_INVALID' });
    expect(
      await failure(noLogin('09175553333', { captcha: { ...captcha, pass_token: 'forged' } })),
    ).toMatchObject({ code: 'CAPTCHA_INVALID' });
    expect(
      (await noLogin('09175553333', { captcha: captchaResult(lotNumber('test-2'), clock.now()) })).type,
    ).toBe('register');
  });

  it('serves a fake captcha vendor whose load and verify give a result the login accepts', async () => {
    const script = await fetch(`${API}/__mock/captcha/gt4.js`);
    expect(script.headers.get('Content-Type')).toMatch(/javascript/);
    expect(await script.text()).toContain('initGeetest4');
    const load = (await (
      await fetch(
        `${API}/__mock/captcha/load?captcha_id=mock-captcha-2f1c9a&challenge=c1&client_type=h5&risk_type=ai&call_type=js&lang=eng`,
      )
    ).json()) as { data: { lot_number: string } };
    const verify = (await (
      await fetch(`${API}/__mock/captcha/verify?lot_number=${load.data.lot_number}`)
    ).json()) as { data: { seccode: object } };
    await settings({ captchaLogin: true });
    const juan = seeded('juan');
    expect(
      await login({
        type: 'password',
        username: juan.username,
        password: juan.password,
        captcha: verify.data.seccode,
      }),
    ).toBeTruthy();
  });
});

describe('registration and profile', () => {
  it('registers with a username, refuses a taken one, and auto-generates one', async () => {
    const base = { password: 'Secret2026', login: false, registerMethod: 'WEBCLIP', lottoArea: 'PL' };
    expect(await call('/wps/member/register', 'PUT', { data: { ...base, username: 'lucky2026' } })).toEqual({
      username: 'lucky2026',
    });
    expect(
      await failure(call('/wps/member/register', 'PUT', { data: { ...base, username: 'JUAN2026' } })),
    ).toMatchObject({ code: 'USERNAME_EXISTS' });
    const auto = await call<{ username: string; token: string; firstTimeLogin: boolean }>(
      '/wps/member/register/autoUsername',
      'PUT',
      { data: { ...base, login: true } },
    );
    expect(auto).toMatchObject({ username: expect.stringMatching(/^pl\d+$/), firstTimeLogin: true });
  });

  it('§7.17 registers a social account without a username (autoUsername), which then logs in with its token', async () => {
    const token = fakeFirebaseToken('GOOGLE', 'auto-google-uid');
    const social = { type: 'firebase', firebaseChannel: 'GOOGLE', firebaseIdToken: token };
    expect(await failure(login(social))).toMatchObject({ code: 'bind_customer_required' });
    const data = {
      password: 'k3Rt9qPz1mXa',
      firebaseChannel: 'GOOGLE',
      firebaseIdToken: token,
      login: true,
      registerMethod: 'H5',
      lottoArea: 'PL',
    };
    const registered = await call<{ username: string; token: string; firstTimeLogin: boolean }>(
      '/wps/member/register/autoUsername',
      'PUT',
      { data },
    );
    expect(registered).toMatchObject({
      username: expect.stringMatching(/^pl\d+$/),
      token: expect.any(String),
      firstTimeLogin: true,
    });
    expect(await failure(call('/wps/member/register/autoUsername', 'PUT', { data }))).toMatchObject({
      code: 'SOCIAL_ALREADY_BOUND',
    });
    adopt(registered.token);
    expect(await call('/wps/member/info', 'GET')).toMatchObject({ account: registered.username });
    expect(await login(social)).toMatchObject({ firstTimeLogin: false });
  });

  it('refuses a mobile-only registration of a known number, or without a valid code', async () => {
    const data = {
      countryDialingCode: '63',
      password: 'k3Rt9qPz1mXa',
      login: true,
      registerMethod: 'APP',
      lottoArea: 'PL',
    };
    expect(
      await failure(
        call('/wps/member/register/onlyMobile', 'PUT', {
          data: { ...data, mobileNum: '09171234567', verificationCode: '123456' },
        }),
      ),
    ).toMatchObject({ code: 'MOBILE_EXISTS' });
    expect(
      await failure(
        call('/wps/member/register/onlyMobile', 'PUT', {
          data: { ...data, mobileNum: '09176660000', verificationCode: '123456' },
        }),
      ),
    ).toMatchObject({ code: 'INVALID_VERIFICATION_CODE' });
  });

  it('§7.18 the profile update (POST /wps/member/info) sets the account name once and answers the member', async () => {
    await logInAs('maria2026');
    expect(await failure(call('/wps/member/info', 'POST', { data: { payee: 'M' } }))).toMatchObject({
      code: 'INVALID_PAYEE_NAME',
    });
    const updated = await call<{ account: string; payee: string | null }>('/wps/member/info', 'POST', {
      data: { payee: 'Maria Santos' },
    });
    expect(updated).toMatchObject({ account: 'maria2026', payee: 'Maria Santos' });
    expect(await failure(call('/wps/member/info', 'POST', { data: { payee: 'Maria Reyes' } }))).toMatchObject(
      { code: 'PAYEE_LOCKED' },
    );
    expect(await call('/wps/member/info', 'GET')).toMatchObject({ payee: 'Maria Santos' });
    expect(await call('/wps/v2/member/securityConfig', 'GET')).toMatchObject({
      payeeName: { enabled: true, isComplete: true },
    });
  });

  it('changes passwords (same-as-old refused) and keeps profile rules', async () => {
    await logInAs('juan2026');
    const change = (newPassword: string, confirm = newPassword) =>
      call('/wps/member/password', 'POST', {
        data: { oldPassword: 'Lotto2026', newPassword, confirmNewPassword: confirm },
      });
    expect(await failure(change('Lotto2026'))).toMatchObject({ code: 'same_password' });
    expect(await failure(change('Lotto2027', 'Lotto2028'))).toMatchObject({ code: 'inconsistent_twice' });
    expect(
      await failure(
        call('/wps/member/paymentPassword', 'POST', {
          data: { paymentPassword: '111111', confirmPaymentPassword: '111111' },
        }),
      ),
    ).toMatchObject({ code: 'PAYMENT_PASSWORD_EXISTS' });
    expect(
      await failure(call('/wps/member/info/nickname', 'POST', { data: { nickname: '<b>x</b>' } })),
    ).toMatchObject({ code: 'INVALID_NICKNAME' });
    expect(
      await failure(call('/wps/member/info/email', 'POST', { data: { mail: 'not-an-address' } })),
    ).toMatchObject({ code: 'INVALID_EMAIL' });
    await call('/wps/member/info/email', 'POST', { data: { mail: btoa('juan@example.ph') } });
    expect(await call('/wps/member/info', 'GET')).toMatchObject({ email: 'juan@example.ph' });
    expect(
      await failure(
        call('/wps/relay/MCSFE_uploadPlayerAvatar', 'POST', { data: { avatarType: 'STATIC', avatar: '13' } }),
      ),
    ).toMatchObject({ code: 'INVALID_AVATAR' });
    const custom = await call<{ avatar: string }>('/wps/relay/MCSFE_uploadPlayerAvatar', 'POST', {
      data: { avatarType: 'CUSTOM', avatar: 'data:image/png;base64,iVBORw0KGgo=' },
    });
    expect((await fetch(`${API}${custom.avatar}`)).headers.get('Content-Type')).toBe('image/png');
    await change('Lotto2027');
    expect(
      await failure(login({ type: 'password', username: 'juan2026', password: 'Lotto2026' })),
    ).toMatchObject({ code: 'LOGIN_FAILED' });
  });

  it('verifies a new player mobile and reflects it in the security config', async () => {
    const token = await logInAs('maria2026');
    adopt(token);
    expect(
      (await call<Record<string, { isComplete: boolean }>>('/wps/v2/member/securityConfig', 'GET'))
        .mobileVerified.isComplete,
    ).toBe(false);
    const number = { countryDialingCode: '63', mobileNum: '09181234567' };
    await call('/wps/v2/verification/sms/send', 'POST', { data: { ...number, purpose: 'BIND_MOBILE' } });
    const verified = await call<{ verified: boolean; ticket: string }>(
      '/wps/v2/verification/sms/verify',
      'POST',
      {
        data: { ...number, purpose: 'BIND_MOBILE', verificationCode: smsCodeFor(number.mobileNum) },
      },
    );
    expect(verified.verified).toBe(true);
    expect(
      (await call<Record<string, { isComplete: boolean }>>('/wps/v2/member/securityConfig', 'GET'))
        .mobileVerified.isComplete,
    ).toBe(true);
  });

  it('launches the game frame with a one-time code, not the session token', async () => {
    const token = await logInAs('juan2026');
    const launch = await call<{ token: string }>('/wps/game/launchGame', 'GET', {
      params: { launchMode: 'LOTT', lottoArea: 'PL', lottoView: 'order' },
    });
    expect(launch).toEqual({ token: expect.stringMatching(/^lc[0-9a-z]+$/) });
    expect(launch.token).not.toBe(token);
  });
});
