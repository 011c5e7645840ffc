// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getMemberInfo } from '@/api';
import { loadStringsBeforeAll, logInAs, renderRoutes, resetAfterEach } from '@/testing/harness';
import { MemberHomePage } from './member-home-page';

loadStringsBeforeAll();
resetAfterEach();

const renderAt = (path: string) =>
  renderRoutes([{ path: '/member/home', element: <MemberHomePage /> }], path);

describe('member home', () => {
  it('edits the nickname in a popup: required, the rule, then saved by the nickname call', async () => {
    await logInAs('juan2026', { member: true });
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
    await logInAs('juan2026', { member: true });
    const { user } = renderAt('/member/home');
    await screen.findByText('₱12,345.67');
    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    const status = await screen.findByText('Balance updated: ₱12,345.67');
    expect(status).toHaveAttribute('role', 'status');
  });

  it('links the avatar to its screen', async () => {
    await logInAs('juan2026', { member: true });
    renderAt('/member/home');
    expect(await screen.findByRole('link', { name: 'Change avatar' })).toHaveAttribute(
      'href',
      '/member/avatar',
    );
  });
});
