// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { updateSettings } from '@mock/db/settings';
import { setLoginAgeConfirmed } from '@/state/login-age';
import { loadStringsBeforeAll, renderRoutes } from '@/testing/harness';
import { LoginPage } from './login-page';
import { LoginShell } from './login-shell';

loadStringsBeforeAll();

afterEach(() => {
  cleanup();
  setLoginAgeConfirmed(false);
});

const renderShell = () =>
  renderRoutes(
    [{ element: <LoginShell />, children: [{ path: '/login', element: <LoginPage /> }] }],
    '/login',
  ).user;

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
