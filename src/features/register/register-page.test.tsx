// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getGetMemberInfoQueryKey, type MemberInfo } from '@/api';
import { updateSettings } from '@mock/db/settings';
import { nextEncryptedPayload } from '@mock/lib/capture';
import { server } from '@mock/node';
import { lastCode } from '@mock/db/sms';
import { setLoginAgeConfirmed } from '@/state/login-age';
import { clearSendBlock } from '@/state/send-throttle';
import { session } from '@/state/session';
import { loadStringsBeforeAll, renderRoutes, resetAfterEach } from '@/testing/harness';
import { RegisterPage } from './register-page';

// The phone screen against the fake backend (tests/setup/unit.ts): real SMS codes from its gateway, real
// registration and SMS login, the status's rules (mobile 10 - 11 digits, code 6 digits).

loadStringsBeforeAll();

resetAfterEach(() => {
  setLoginAgeConfirmed(false);
  clearSendBlock();
  server.events.removeAllListeners();
  window.history.replaceState(null, '', '/');
});

const renderRegister = () =>
  renderRoutes(
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '/login', element: <p>Password login</p> },
      { path: '/', element: <p>Home screen</p> },
    ],
    '/register',
  );

const mobile = () => screen.getByRole('textbox', { name: 'Mobile number' });
const code = () => screen.getByRole('textbox', { name: 'Verification code' });
const age = () => screen.getByRole('checkbox', { name: 'I confirm I am 21 years old or over' });

async function sendCode(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(mobile(), number);
  const send = screen.getByRole('button', { name: 'Send code' });
  await vi.waitFor(() => expect(send).toBeEnabled());
  await user.click(send);
  await screen.findByText(/^Code sent to \+63/);
}

describe('phone login and registration', () => {
  it('registers a new number by SMS code and logs the new player in', async () => {
    const { user, router, client } = renderRegister();
    // The title follows the status's SMS-code login flag, so it settles once the status has arrived.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Log in or register' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Dial code' })).toHaveValue('63');

    await sendCode(user, '09175550303');
    expect(screen.getByText('Code sent to +639175550303')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Again in 12\d s$/ })).toBeDisabled();
    expect(code()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code()).toHaveFocus();

    const sms = lastCode('63', '09175550303')!;
    await user.paste(`Your code: ${sms.code}. `);
    expect(code()).toHaveValue(sms.code);
    await user.click(age());
    const submit = screen.getByRole('button', { name: 'Continue' });
    await vi.waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);

    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(session.isLoggedIn).toBe(true);
    expect(client.getQueryData<MemberInfo>(getGetMemberInfoQueryKey())).toMatchObject({
      account: 'ph09175550303',
      mobileVerified: true,
    });
  });

  it('registers with the random password, the launch method and the codes of the address it came by', async () => {
    // The player arrived by an affiliate link; the page address is what registerUrl reports.
    window.history.replaceState(null, '', '/register?affiliateCode=AFF7&referralCode=REF9#top');
    const payload = nextEncryptedPayload(server, '/wps/member/register/onlyMobile');
    const { user } = renderRegister();
    await sendCode(user, '09175550404');
    const sms = lastCode('63', '09175550404')!;
    await user.type(code(), sms.code);
    await user.click(age());
    const submit = screen.getByRole('button', { name: /^(Continue|Register)$/ });
    await vi.waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await payload).toEqual({
      countryDialingCode: '63',
      mobileNum: '9175550404',
      password: expect.stringMatching(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{12}$/),
      verificationCode: sms.code,
      login: true,
      registerMethod: 'H5',
      registerUrl: `${location.origin}/register?affiliateCode=AFF7&referralCode=REF9`,
      domain: location.hostname,
      affiliateCode: 'AFF7',
      referralCode: 'REF9',
      lottoArea: 'PL',
    });
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
  });

  it('logs a known number in with its code', async () => {
    const { user, client } = renderRegister();
    await sendCode(user, '09181234567');
    await user.type(code(), lastCode('63', '09181234567')!.code);
    await user.click(age());
    const submit = screen.getByRole('button', { name: 'Continue' });
    await vi.waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(client.getQueryData<MemberInfo>(getGetMemberInfoQueryKey())?.account).toBe('maria2026');
  });

  it('explains a number that is not a Philippine mobile, with the range in force', async () => {
    const { user } = renderRegister();
    await screen.findByRole('heading', { level: 1 });
    await user.type(mobile(), '0917555');
    await user.tab();
    await vi.waitFor(() =>
      expect(mobile()).toHaveAccessibleDescription('Please enter a valid mobile number 10 - 11 digits'),
    );
    await user.clear(mobile());
    // Ten digits, but a Manila landline.
    await user.type(mobile(), '0288888888');
    await vi.waitFor(() =>
      expect(mobile()).toHaveAccessibleDescription('Please enter a valid mobile number 10 - 11 digits'),
    );
    expect(screen.getByRole('button', { name: 'Send code' })).toBeDisabled();
  });

  it('keeps the code field to six digits, whatever is typed or pasted', async () => {
    const { user } = renderRegister();
    await screen.findByRole('heading', { level: 1 });
    await user.type(code(), 'a1b2c3d4e5f6g7');
    expect(code()).toHaveValue('123456');
  });

  it('without SMS-code login, a known number is sent to password login', async () => {
    updateSettings({ smsCodeLogin: false });
    const { user } = renderRegister();
    expect(await screen.findByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
    await screen.findByText('Enter your mobile number and the code we send you to create your account.');
    await sendCode(user, '09171234567');
    await user.type(code(), lastCode('63', '09171234567')!.code);
    await user.click(age());
    const submit = screen.getByRole('button', { name: 'Register' });
    await vi.waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This number already has an account. Please log in with your password.');
    expect(session.isLoggedIn).toBe(false);
  });

  it("§8.28 says the server's throttle in the neutral line, without its words or code, and waits five minutes before sending again", async () => {
    // The resend countdown (the code's expiry + 5 s) is skipped on a fake clock that otherwise runs on.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user } = renderRegister();
      await screen.findByRole('heading', { level: 1 });
      updateSettings({ smsCodeTtlMs: 1 });
      await user.type(mobile(), '09191234567');
      for (let i = 0; i < 3; i++) {
        await user.click(screen.getByRole('button', { name: /^Send (code|again)$/ }));
        await screen.findByRole('button', { name: /^Again in/ });
        await vi.advanceTimersByTimeAsync(6_000);
      }
      await user.click(await screen.findByRole('button', { name: 'Send again' }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent?.trim()).toBe('That did not go through. Please wait before trying again.');
      expect(screen.getByRole('button', { name: /^Wait [45]:\d\d$/ })).toBeDisabled();
    } finally {
      vi.useRealTimers();
    }
  });
});
