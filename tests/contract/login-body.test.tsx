// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { nextEncryptedPayload } from '@mock/lib/capture';
import { server } from '@mock/node';
import { LoginPage } from '@/features/login/login-page';
import { setLoginAgeConfirmed } from '@/state/login-age';
import { session } from '@/state/session';
import { loadStringsBeforeAll, renderRoutes, resetAfterEach } from '@/testing/harness';

// What the login screen puts on the wire, read back the way the server reads it: the fake backend's own
// decryption of the encrypted body (product spec sections 3 and 7).

loadStringsBeforeAll({ screens: false });

resetAfterEach(() => {
  setLoginAgeConfirmed(false);
  server.events.removeAllListeners();
});

describe('password login on the wire', () => {
  it('sends lottoArea PL and channel MOBILE with the username and password, encrypted', async () => {
    const sent = nextEncryptedPayload(server, '/wps/session/login');
    const { user } = renderRoutes(
      [
        { path: '/login', element: <LoginPage /> },
        { path: '/', element: <p>Home screen</p> },
      ],
      '/login',
    );
    await user.type(await screen.findByLabelText('Username'), 'juan2026');
    await user.type(screen.getByLabelText('Password'), 'Lotto2026');
    await user.click(screen.getByRole('checkbox', { name: 'I confirm I am 21 years old or over' }));
    const submit = screen.getByRole('button', { name: 'Log in' });
    await vi.waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);

    expect(await sent).toEqual({
      type: 'password',
      username: 'juan2026',
      password: 'Lotto2026',
      lottoArea: 'PL',
      channel: 'MOBILE',
    });
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(session.isLoggedIn).toBe(true);
  });
});
