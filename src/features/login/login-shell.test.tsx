// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { updateSettings } from '../../../mock/db/settings';
import { initI18n, loadScreenStrings } from '@/i18n';
import { setLoginAgeConfirmed } from '@/state/login-age';
import { LoginPage } from './login-page';
import { LoginShell } from './login-shell';

beforeAll(async () => {
  await initI18n();
  // The strings of the screens beyond home, as the router loads them with a lazy screen.
  await loadScreenStrings();
});

afterEach(() => {
  cleanup();
  setLoginAgeConfirmed(false);
});

function renderShell() {
  const router = createMemoryRouter(
    [{ element: <LoginShell />, children: [{ path: '/login', element: <LoginPage /> }] }],
    { initialEntries: ['/login'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('login shell', () => {
  it('links the terms and offers the flagged social sign-ins', async () => {
    renderShell();
    expect(await screen.findByRole('link', { name: 'Terms of use' })).toHaveAttribute(
      'href',
      '/more?page=terms_use',
    );
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Or continue with' })).toBeInTheDocument();
  });

  it('asks for the 21+ confirmation before any social sign-in', async () => {
    const user = renderShell();
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please confirm that you are 21 years old or over',
    );
  });

  it('shows only the providers the status switches on', async () => {
    updateSettings({ googleLogin: false });
    renderShell();
    expect(await screen.findByRole('button', { name: 'Continue with Facebook' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });
});
