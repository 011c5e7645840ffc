// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { updateSettings } from '@mock/db/settings';
import { captchaResult, lotNumber } from '@mock/lib/captcha';
import { nextEncryptedPayload } from '@mock/lib/capture';
import { server } from '@mock/node';
import type { GeetestCaptcha, InitGeetest } from '@/lib/geetest';
import { resetCaptchaGate } from '@/state/captcha-gate';
import { setLoginAgeConfirmed } from '@/state/login-age';
import { session } from '@/state/session';
import { ui } from '@/state/ui';
import { loadStringsBeforeAll, renderRoutes, resetAfterEach } from '@/testing/harness';
import { LoginPage } from './login-page';

// Password login with the captcha flag on, against the fake backend, which checks the captcha result the
// vendor stand-in below hands over (mock/lib/captcha.ts), and the forgot-password form.

const target = globalThis as { initGeetest4?: InitGeetest };

/** The vendor, already on the page: it passes, fails or is closed, as the test says. */
function vendorThat(outcome: 'pass' | 'fail' | 'close') {
  let seed = 0;
  target.initGeetest4 = vi.fn((_config, callback) => {
    const handlers: Record<string, (arg?: unknown) => void> = {};
    const captcha = {
      showCaptcha() {
        setTimeout(() => {
          if (outcome === 'pass') handlers.success?.();
          if (outcome === 'fail') handlers.fail?.({ msg: 'Verification failed' });
          if (outcome === 'close') handlers.close?.();
        });
        return captcha;
      },
      getValidate: () => captchaResult(lotNumber(`test-${seed++}-${Date.now()}`), Date.now()),
      destroy: () => undefined,
      onReady: (f: () => void) => ((handlers.ready = f), setTimeout(f), captcha),
      onSuccess: (f: () => void) => ((handlers.success = f), captcha),
      onFail: (f: (e: unknown) => void) => ((handlers.fail = f), captcha),
      onError: (f: (e: unknown) => void) => ((handlers.error = f), captcha),
      onClose: (f: () => void) => ((handlers.close = f), captcha),
    };
    callback(captcha as unknown as GeetestCaptcha);
  });
}

loadStringsBeforeAll();

resetAfterEach(() => {
  setLoginAgeConfirmed(false);
  resetCaptchaGate();
  delete target.initGeetest4;
  ui.toasts.splice(0);
  server.events.removeAllListeners();
});

const renderLogin = () =>
  renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/', element: <p>Home screen</p> },
    ],
    '/login',
  );

async function submitJuan(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Username'), 'juan2026');
  await user.type(screen.getByLabelText('Password'), 'Lotto2026');
  await user.click(screen.getByRole('checkbox', { name: 'I confirm I am 21 years old or over' }));
  const submit = screen.getByRole('button', { name: 'Log in' });
  await vi.waitFor(() => expect(submit).toBeEnabled());
  await user.click(submit);
}

describe('password login with the captcha on', () => {
  it('sends the captcha result with the login, and the server accepts it', async () => {
    updateSettings({ captchaLogin: true });
    vendorThat('pass');
    const sent = nextEncryptedPayload(server, '/wps/session/login');
    const { user } = renderLogin();
    await screen.findByText('Forgot password?');
    // The status must have arrived for the page to know the captcha is on.
    await vi.waitFor(() => expect(document.head.querySelector('script') ?? target.initGeetest4).toBeTruthy());
    await submitJuan(user);
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(target.initGeetest4).toHaveBeenCalledWith(
      expect.objectContaining({ captchaId: 'mock-captcha-2f1c9a', product: 'bind', language: 'eng' }),
      expect.any(Function),
    );
    expect(session.isLoggedIn).toBe(true);
    expect(await sent).toEqual({
      type: 'password',
      username: 'juan2026',
      password: 'Lotto2026',
      captcha: expect.objectContaining({ captcha_id: 'mock-captcha-2f1c9a', pass_token: expect.any(String) }),
      lottoArea: 'PL',
      channel: 'MOBILE',
    });
  });

  it('§7.16 reads the captcha configuration (GET /wps/captcha) before the check, and opens the check with its id and risk type', async () => {
    updateSettings({ captchaLogin: true, captchaRiskType: 'slide' });
    vendorThat('pass');
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname));
    const { user } = renderLogin();
    await screen.findByText('Forgot password?');
    // Read as the screen opens, so the check does not wait for it on submit.
    await vi.waitFor(() => expect(asked).toContain('/wps/captcha'));
    await submitJuan(user);
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(target.initGeetest4).toHaveBeenCalledWith(
      expect.objectContaining({ captchaId: 'mock-captcha-2f1c9a', riskType: 'slide' }),
      expect.any(Function),
    );
    expect(asked.indexOf('/wps/captcha')).toBeLessThan(asked.indexOf('/wps/session/login'));
    expect(asked.filter((path) => path === '/wps/captcha')).toHaveLength(1);
  });

  it("§7.16 a captcha configuration that cannot be read still opens the check, with the status's id, and says nothing of it", async () => {
    updateSettings({ captchaLogin: true, captchaRiskType: 'slide' });
    server.use(
      http.get('*/wps/captcha', () =>
        HttpResponse.json({ success: false, code: 'SYSTEM_BUSY', message: 'Busy' }, { status: 500 }),
      ),
    );
    vendorThat('pass');
    const { user } = renderLogin();
    await screen.findByText('Forgot password?');
    await submitJuan(user);
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(target.initGeetest4).toHaveBeenCalledWith(
      // The status's id, and the build's own risk type.
      expect.objectContaining({ captchaId: 'mock-captcha-2f1c9a', riskType: 'ai' }),
      expect.any(Function),
    );
    expect(ui.toasts.filter((t) => t.kind === 'error')).toEqual([]);
  });

  it('a closed check is "verify first", a failed one toasts its own message; nothing is sent', async () => {
    updateSettings({ captchaLogin: true });
    vendorThat('close');
    const { user } = renderLogin();
    await submitJuan(user);
    await vi.waitFor(() => expect(ui.toasts.map((t) => t.text)).toContain('verify_first'));

    vendorThat('fail');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(ui.toasts.map((t) => t.text)).toContain('Verification failed'));
    expect(session.isLoggedIn).toBe(false);
  });
});

describe('forgot password', () => {
  it('confirms a matching username and e-mail, and shows the refusal of a wrong one', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const sheet = screen.getByRole('dialog', { name: 'Reset your password' });
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await user.type(screen.getAllByRole('textbox', { name: 'Username' }).at(-1)!, 'juan2026');
    await user.type(email, 'not-an-email');
    await user.tab();
    expect(email).toHaveAccessibleDescription('Please enter a valid e-mail address');

    await user.clear(email);
    await user.type(email, 'someone@example.ph');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The username and e-mail address do not match',
    );

    await user.clear(email);
    await user.type(email, 'juan.delacruz@example.ph');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'a reset link is on its way to juan.delacruz@example.ph',
    );
    expect(sheet).toBeInTheDocument();
  });
});
