// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getMemberInfo } from '@/api';
import { logInAs, renderRoutes, setUpScreenTests } from '@/testing/harness';
import { PICTURES, SVG_WITH_SCRIPT } from '@/testing/pictures';
import { KycSettingPage } from './kyc-setting-page';
import { SetMailPage } from './set-mail-page';

setUpScreenTests();

const renderAt = (path: string) =>
  renderRoutes(
    [
      { path: '/member/setMail', element: <SetMailPage /> },
      { path: '/member/kycSetting', element: <KycSettingPage /> },
      // Where a saved e-mail leads; the security centre itself is another feature's screen.
      { path: '/member/securityCenter', element: <p>Security centre</p> },
    ],
    path,
  );

describe('e-mail', () => {
  it('refuses a malformed address and saves a good one', async () => {
    await logInAs('maria2026', { member: true });
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
    await logInAs('rosa2026', { member: true });
    renderAt('/member/kycSetting');
    expect(await screen.findByText('Reason: ID photo is blurred')).toBeInTheDocument();
    expect(
      screen.getByText('Your ID check did not pass. Please send your documents again.'),
    ).toBeInTheDocument();
    const picker = await screen.findByLabelText('Photo of the ID (front)');
    expect(picker).toHaveAttribute('accept', 'image/*');
    expect(picker).toHaveAttribute('capture');
    // An SVG (a document that can carry script) declared as a PNG is no photo: its bytes say so.
    fireEvent.change(picker, {
      target: { files: [new File([SVG_WITH_SCRIPT], 'id.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText('Please choose a picture (JPEG or PNG).')).toBeInTheDocument();
    fireEvent.change(picker, {
      target: { files: [new File([PICTURES.png], 'id.png', { type: 'image/png' })] },
    });
    await vi.waitFor(() => expect(screen.queryByText('Please choose a picture (JPEG or PNG).')).toBeNull());
    // A file picker can still hand over a file outside accept (a "browse all files" choice).
    fireEvent.change(picker, {
      target: { files: [new File(['%PDF'], 'id.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('Please choose a picture (JPEG or PNG).')).toBeInTheDocument();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'id.png', { type: 'image/png' });
    fireEvent.change(picker, { target: { files: [big] } });
    expect(await screen.findByText('This picture is too large. The limit is 5 MB.')).toBeInTheDocument();
  });

  it('§5.10 KYC: submit disabled until valid; a picture left out says why, a picture refused says so when picked', async () => {
    await logInAs('rosa2026', { member: true });
    const { user } = renderAt('/member/kycSetting');
    const idFront = await screen.findByLabelText('Photo of the ID (front)');
    const selfie = screen.getByLabelText('Selfie holding the ID');
    const submit = screen.getByRole('button', { name: 'Submit for review' });
    expect(submit).toBeDisabled();
    // Left without a picture, the picker says so.
    act(() => idFront.focus());
    await user.tab();
    await vi.waitFor(() => expect(idFront).toHaveAccessibleDescription(/Please add this picture/));

    await user.upload(idFront, new File([PICTURES.png], 'id.png', { type: 'image/png' }));
    expect(submit).toBeDisabled();
    await user.upload(selfie, new File([PICTURES.png], 'selfie.png', { type: 'image/png' }));
    await vi.waitFor(() => expect(submit).toBeEnabled());
    expect(idFront).not.toHaveAttribute('aria-invalid');

    // A picture it cannot take is refused as it is picked, and the button waits again.
    await user.upload(selfie, new File([SVG_WITH_SCRIPT], 'selfie.png', { type: 'image/png' }));
    await vi.waitFor(() =>
      expect(selfie).toHaveAccessibleDescription(/Please choose a picture \(JPEG or PNG\)\./),
    );
    expect(submit).toBeDisabled();
  });

  it('shows In review for a player waiting for a decision, with no form', async () => {
    await logInAs('pedro2026', { member: true });
    renderAt('/member/kycSetting');
    expect(await screen.findByText('In review')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
  });
});
