// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getMemberInfo, startSession } from '@/api';
import { loadStringsBeforeAll, passwordLogin, renderRoutes, resetAfterEach } from '@/testing/harness';
import { KycSettingPage } from '../kyc-setting-page';
import { LoginPasswordPage } from '../login-password-page';
import { MemberHomePage } from '../member-home-page';
import { SecurityCenterPage } from '../security-center-page';
import { SetMailPage } from '../set-mail-page';

loadStringsBeforeAll();
resetAfterEach();

/** Logs in as the app does after the login call: the whole session start, profile included. */
async function logInAs(username: string) {
  await startSession(await passwordLogin(username));
}

const renderAt = (path: string) =>
  renderRoutes(
    [
      { path: '/member/home', element: <MemberHomePage /> },
      { path: '/member/loginPassword', element: <LoginPasswordPage /> },
      { path: '/member/setMail', element: <SetMailPage /> },
      { path: '/member/kycSetting', element: <KycSettingPage /> },
      { path: '/member/securityCenter', element: <SecurityCenterPage /> },
    ],
    path,
  );

describe('member home', () => {
  it('edits the nickname in a popup: required, the rule, then saved by the nickname call', async () => {
    await logInAs('juan2026');
    const { user } = renderAt('/member/home');
    await user.click(await screen.findByRole('button', { name: 'Edit nickname' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit nickname' });
    const field = within(dialog).getByRole('textbox', { name: 'Nickname' });
    const save = within(dialog).getByRole('button', { name: 'Save' });

    await user.clear(field);
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.type(field, '<b>');
    expect(
      await within(dialog).findByText('Please enter 1 - 20 characters without < or >'),
    ).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Juan Lucky');
    await user.click(save);

    expect(await screen.findByText('Juan Lucky')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((await getMemberInfo()).nickname).toBe('Juan Lucky');
  });

  it('refreshes the balance and announces it to screen readers', async () => {
    await logInAs('juan2026');
    const { user } = renderAt('/member/home');
    await screen.findByText('₱12,345.67');
    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    const status = await screen.findByText('Balance updated: ₱12,345.67');
    expect(status).toHaveAttribute('role', 'status');
  });

  it('links the avatar to its screen', async () => {
    await logInAs('juan2026');
    renderAt('/member/home');
    expect(await screen.findByRole('link', { name: 'Change avatar' })).toHaveAttribute(
      'href',
      '/member/avatar',
    );
  });
});

describe('login password', () => {
  it('shows the server refusal of a wrong current password under that field, keeping what was typed', async () => {
    await logInAs('juan2026');
    const { user } = renderAt('/member/loginPassword');
    await user.type(screen.getByLabelText('Current password'), 'Wrong2026');
    await user.type(screen.getByLabelText('New password'), 'Salamat2027');
    await user.type(screen.getByLabelText('Confirm new password'), 'Salamat2027');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The current password is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('Salamat2027');
  });

  it('shows the hint, inconsistent_twice and same_password on the fields', async () => {
    await logInAs('juan2026');
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

describe('e-mail', () => {
  it('refuses a malformed address and saves a good one', async () => {
    await logInAs('maria2026');
    const { user, router } = renderAt('/member/setMail');
    const field = await screen.findByRole('textbox', { name: 'E-mail' });
    await user.type(field, 'maria@');
    await user.tab();
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeInTheDocument();
    await user.type(field, 'example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/member/securityCenter'));
    expect((await getMemberInfo()).email).toBe('maria@example.com');
  });
});

describe('KYC', () => {
  it('shows the failure reason and the resubmission form, checking a picture before sending it', async () => {
    await logInAs('rosa2026');
    renderAt('/member/kycSetting');
    expect(await screen.findByText('Reason: ID photo is blurred')).toBeInTheDocument();
    expect(
      screen.getByText('Your ID check did not pass. Please send your documents again.'),
    ).toBeInTheDocument();
    const picker = await screen.findByLabelText('Photo of the ID (front)');
    expect(picker).toHaveAttribute('accept', 'image/*');
    expect(picker).toHaveAttribute('capture');
    // A file picker can still hand over a file outside accept (a "browse all files" choice).
    fireEvent.change(picker, {
      target: { files: [new File(['%PDF'], 'id.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('Please choose a picture (JPEG or PNG).')).toBeInTheDocument();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'id.png', { type: 'image/png' });
    fireEvent.change(picker, { target: { files: [big] } });
    expect(await screen.findByText('This picture is too large. The limit is 5 MB.')).toBeInTheDocument();
  });

  it('shows In review for a player waiting for a decision, with no form', async () => {
    await logInAs('pedro2026');
    renderAt('/member/kycSetting');
    expect(await screen.findByText('In review')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
  });
});

describe('security centre', () => {
  it("shows each item's state and links it to its screen", async () => {
    await logInAs('maria2026');
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
});
