// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getGetMemberInfoQueryKey, type MemberInfo } from '@/api';
import { apiConfig, configureApi } from '@/api/config';
import { setLoginAgeConfirmed } from '@/state/login-age';
import { session } from '@/state/session';
import {
  dismissAllToasts,
  interceptFetch,
  loadStringsBeforeAll,
  renderRoutes,
  resetAfterEach,
} from '@/testing/harness';
import { LoginPage } from './login-page';

// The login screen against the fake backend (tests/setup/unit.ts): the real pipeline encrypts the call, the
// fake server decrypts it and checks the seeded player's password.

// The login screen loads with the other screens' strings (src/app/router.tsx), its field rules' words among them.
loadStringsBeforeAll();

const REQUEST_TIMEOUT_MS = apiConfig.timeoutMs;

resetAfterEach(() => {
  // The 21+ box is remembered for the visit (the whole login shell shares it): each test is a new visit.
  setLoginAgeConfirmed(false);
  vi.unstubAllEnvs();
  vi.useRealTimers();
  dismissAllToasts();
  configureApi({ timeoutMs: REQUEST_TIMEOUT_MS });
});

const renderLogin = ({ toasts = false } = {}) =>
  renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/', element: <p>Home screen</p> },
    ],
    '/login',
    // A refused login is shown at once, not retried.
    {
      client: new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
      toasts,
    },
  );

async function fillIn(user: ReturnType<typeof userEvent.setup>, username: string, password: string) {
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
}

describe('password login', () => {
  it('logs the seeded player in, keeps their profile and goes home', async () => {
    const { user, router, client } = renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();

    await fillIn(user, 'juan2026', 'Lotto2026');
    await user.click(screen.getByRole('checkbox', { name: 'I confirm I am 21 years old or over' }));
    const submit = screen.getByRole('button', { name: 'Log in' });
    await vi.waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);

    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(session.isLoggedIn).toBe(true);
    expect(session.token).toBeTruthy();
    expect(client.getQueryData<MemberInfo>(getGetMemberInfoQueryKey())).toMatchObject({
      account: 'juan2026',
      nickname: 'Juan',
      id: 10000001,
    });
  });

  it('keeps the button disabled until every rule is met, the 21+ confirmation included', async () => {
    const { user } = renderLogin();
    const submit = screen.getByRole('button', { name: 'Log in' });
    expect(submit).toBeDisabled();

    await fillIn(user, 'juan2026', 'Lotto2026');
    expect(submit).toBeDisabled();

    const age = screen.getByRole('checkbox', { name: 'I confirm I am 21 years old or over' });
    await user.click(age);
    await vi.waitFor(() => expect(submit).toBeEnabled());

    await user.click(age);
    await user.tab();
    await vi.waitFor(() => expect(submit).toBeDisabled());
    expect(age).toHaveAccessibleDescription('Please confirm that you are 21 years old or over');
    expect(age).toBeInvalid();
  });

  it('explains a broken rule on the field itself', async () => {
    const { user } = renderLogin();
    const username = screen.getByLabelText('Username');
    await user.type(username, 'juan!');
    await user.tab();
    expect(username).toBeInvalid();
    expect(username).toHaveAccessibleDescription('Please enter 6 - 16 letters and numbers');

    await user.clear(username);
    expect(username).toHaveAccessibleDescription('This field is required');
  });

  it('§5.11 says form_min_limit and form_max_limit with the number under a field too short or too long', async () => {
    const { user } = renderLogin();
    const username = screen.getByLabelText('Username');
    await user.type(username, 'juan');
    await user.tab();
    expect(username).toBeInvalid();
    expect(username).toHaveAccessibleDescription('This field must be at least 6 characters');

    const password = screen.getByLabelText('Password');
    await user.type(password, 'x'.repeat(17));
    await user.tab();
    expect(password).toHaveAccessibleDescription('This field is more than 16 characters');
  });

  it('§9.34 shows the loading toast for 10 s while the login is awaited, and not a moment longer', async () => {
    // The request's own 10 s timeout would end the toast at the same moment: moved away, the toast's clock
    // alone is measured.
    configureApi({ timeoutMs: 60_000 });
    let answer: () => void = () => {};
    interceptFetch((request) => {
      if (new URL(request.url).pathname !== '/wps/session/login') return;
      return new Promise<void>((resolve) => (answer = resolve));
    });
    const { router, user } = renderLogin({ toasts: true });
    await fillIn(user, 'juan2026', 'Lotto2026');
    await user.click(screen.getByRole('checkbox', { name: 'I confirm I am 21 years old or over' }));
    const submit = screen.getByRole('button', { name: 'Log in' });
    await vi.waitFor(() => expect(submit).toBeEnabled());

    vi.useFakeTimers({ now: Date.now(), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    // A plain click: user-event waits on a timer of its own after each action, which a stopped clock never runs.
    fireEvent.click(submit);
    // The clock stands still until the toast is up: only the checks' promises run.
    for (let step = 0; step < 50 && !screen.queryByText('Loading…'); step++)
      await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');

    // The spec's number, not the code's constant: the test holds what the player is promised.
    await act(() => vi.advanceTimersByTimeAsync(10_000 - 1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();

    vi.useRealTimers();
    answer();
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it("shows the server's refusal on the form and stays logged out", async () => {
    const { user, router } = renderLogin();
    await fillIn(user, 'juan2026', 'WrongPass1');
    await user.click(screen.getByRole('checkbox', { name: 'I confirm I am 21 years old or over' }));
    const submit = screen.getByRole('button', { name: 'Log in' });
    await vi.waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password');
    expect(router.state.location.pathname).toBe('/login');
    expect(session.isLoggedIn).toBe(false);
  });

  it('offers no demo accounts outside mock mode', () => {
    vi.stubEnv('VITE_API_MOCK', '');
    renderLogin();
    expect(screen.queryByRole('region', { name: 'Demo accounts' })).not.toBeInTheDocument();
  });

  it('fills the form from a demo account in mock mode, leaving the 21+ box to the player', async () => {
    vi.stubEnv('VITE_API_MOCK', '1');
    const { user } = renderLogin();
    const demo = screen.getByRole('region', { name: 'Demo accounts' });
    expect(within(demo).getAllByRole('button')).toHaveLength(4);

    await user.click(within(demo).getByRole('button', { name: /juan2026/ }));
    expect(screen.getByLabelText('Username')).toHaveValue('juan2026');
    expect(screen.getByLabelText('Password')).toHaveValue('Lotto2026');
    expect(screen.getByRole('checkbox', { name: 'I confirm I am 21 years old or over' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
  });
});
