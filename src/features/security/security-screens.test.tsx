// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logInAs, refreshFailing, renderRoutes, setUpScreenTests } from '@/testing/harness';
import { LoginPasswordPage } from './login-password-page';
import { SecurityCenterPage } from './security-center-page';

setUpScreenTests();

const renderAt = (path: string) =>
  renderRoutes(
    [
      { path: '/member/loginPassword', element: <LoginPasswordPage /> },
      { path: '/member/securityCenter', element: <SecurityCenterPage /> },
    ],
    path,
  );

describe('login password', () => {
  it('shows the server refusal of a wrong current password under that field, keeping what was typed', async () => {
    await logInAs('juan2026', { member: true });
    const { user } = renderAt('/member/loginPassword');
    await user.type(screen.getByLabelText('Current password'), 'Wrong2026');
    await user.type(screen.getByLabelText('New password'), 'Salamat2027');
    await user.type(screen.getByLabelText('Confirm new password'), 'Salamat2027');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The current password is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('Salamat2027');
  });

  it('shows the hint, inconsistent_twice and same_password on the fields', async () => {
    await logInAs('juan2026', { member: true });
    const { user } = renderAt('/member/loginPassword');
    expect(screen.getByText('At least 8 characters with 1 letter and 1 number')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Current password'), 'Lotto2026');
    await user.type(screen.getByLabelText('New password'), 'Lotto2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'Lotto2027');
    await user.tab();
    expect(
      await screen.findByText('The new password and the old password cannot be the same'),
    ).toBeInTheDocument();
    expect(screen.getByText('Incorrect confirmation input')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});

describe('security centre', () => {
  it("shows each item's state and links it to its screen", async () => {
    await logInAs('maria2026', { member: true });
    renderAt('/member/securityCenter');
    const phone = await screen.findByRole('link', { name: /Mobile number.*Not verified/ });
    expect(phone).toHaveAttribute('href', '/member/setPhone');
    expect(screen.getByRole('link', { name: /E-mail.*Not set/ })).toHaveAttribute('href', '/member/setMail');
    expect(screen.getByRole('link', { name: /Login password.*Done/ })).toHaveAttribute(
      'href',
      '/member/loginPassword',
    );
    expect(screen.getByRole('link', { name: /Identity verification.*Not set/ })).toHaveAttribute(
      'href',
      '/member/kycSetting',
    );
    expect(screen.getByRole('link', { name: /Payment password.*Not set/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Bank cards.*Not set/ })).toBeInTheDocument();
  });

  it('keeps the items when a later refresh of them fails', async () => {
    await logInAs('maria2026', { member: true });
    const { client } = renderAt('/member/securityCenter');
    await screen.findByRole('link', { name: /Mobile number.*Not verified/ });

    // What the page read is read again (another screen asked for it) and the server fails this time.
    await refreshFailing(client);

    expect(screen.queryByText('Could not load this. Please try again.')).toBeNull();
    expect(screen.getByRole('link', { name: /Mobile number.*Not verified/ })).toHaveAttribute(
      'href',
      '/member/setPhone',
    );
  });
});
