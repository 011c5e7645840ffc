// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { playBreaks } from '@mock/db/responsible';
import { clock } from '@mock/lib/clock';
import { formatManilaDateTime } from '@/lib/manila-time';
import { setLoginAgeConfirmed } from '@/state/login-age';
import { loadStringsBeforeAll, renderRoutes, resetAfterEach } from '@/testing/harness';
import { LoginPage } from './login-page';

loadStringsBeforeAll();
resetAfterEach(() => setLoginAgeConfirmed(false));

const renderLogin = () =>
  renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/', element: <p>Home screen</p> },
    ],
    '/login',
    {
      client: new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
    },
  );

describe('issue 19: login during a break', () => {
  it('says the end date of a time-out, not a generic refusal', async () => {
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Username'), 'lito2026');
    await user.type(screen.getByLabelText('Password'), 'Lotto2026');
    await user.click(screen.getByRole('checkbox', { name: /21/ }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const end = playBreaks.findFirst((q) => q.where({ playerId: '10000006' }))!.endTime;
    expect(
      await screen.findByText(
        `Your account is in a time-out until ${formatManilaDateTime(end)} (Manila time).`,
      ),
    ).toBeInTheDocument();
  });

  it('says the end date of a self-exclusion', async () => {
    const end = clock.now() + 180 * 86_400_000;
    await playBreaks.create({ playerId: '10000001', length: 'M6', startTime: clock.now(), endTime: end });
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Username'), 'juan2026');
    await user.type(screen.getByLabelText('Password'), 'Lotto2026');
    await user.click(screen.getByRole('checkbox', { name: /21/ }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText(
        `Your account is self-excluded until ${formatManilaDateTime(end)} (Manila time).`,
      ),
    ).toBeInTheDocument();
  });
});
