// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mock/node';
import { getMemberInfo } from '@/api';
import { loadStringsBeforeAll, logInAs, renderRoutes, resetAfterEach } from '@/testing/harness';
import { MemberHomePage } from './member-home-page';

loadStringsBeforeAll();
resetAfterEach(() => {
  server.events.removeAllListeners();
});

/** The member calls the screen makes that change something: method, path and JSON body. */
function memberWrites() {
  const writes: { call: string; body: unknown }[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'GET' || !path.startsWith('/wps/member/info')) return;
    const call = `${request.method} ${path}`;
    void request
      .clone()
      .json()
      .then((body: unknown) => writes.push({ call, body }));
  });
  return writes;
}

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

  it('§7.18 keeps the nickname on its own call (POST /wps/member/info/nickname), not the profile update', async () => {
    const writes = memberWrites();
    await logInAs('juan2026', { member: true });
    const { user } = renderAt('/member/home');
    await user.click(await screen.findByRole('button', { name: 'Edit nickname' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit nickname' });
    const field = within(dialog).getByRole('textbox', { name: 'Nickname' });
    await user.clear(field);
    await user.type(field, 'Juan Swerte');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Juan Swerte')).toBeInTheDocument();
    expect(writes).toEqual([{ call: 'POST /wps/member/info/nickname', body: { nickname: 'Juan Swerte' } }]);
  });

  it('§7.18 a player without an account name sets it once in the profile, through the profile update (POST /wps/member/info)', async () => {
    const writes = memberWrites();
    await logInAs('maria2026', { member: true });
    const { user } = renderAt('/member/home');
    const account = screen.getByRole('region', { name: 'Account' });
    expect(await within(account).findByText('Not set')).toBeInTheDocument();
    await user.click(within(account).getByRole('button', { name: 'Set account name' }));
    const dialog = screen.getByRole('dialog', { name: 'Set account name' });
    const field = within(dialog).getByRole('textbox', { name: 'Account name' });
    expect(field).toHaveAccessibleDescription(/withdrawals are paid only to it/);
    const save = within(dialog).getByRole('button', { name: 'Save' });

    await user.type(field, 'Maria 2');
    expect(
      await within(dialog).findByText(
        'Please enter 2 - 50 letters (spaces, dots, hyphens and apostrophes allowed)',
      ),
    ).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(field);
    await user.type(field, '  Maria   Dela Cruz-Santos ');
    await user.click(save);

    expect(await within(account).findByText('Maria Dela Cruz-Santos')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Once on file, only customer service changes it: no button to set it again.
    expect(within(account).queryByRole('button', { name: 'Set account name' })).toBeNull();
    expect(writes).toEqual([{ call: 'POST /wps/member/info', body: { payee: 'Maria Dela Cruz-Santos' } }]);
    expect((await getMemberInfo()).payee).toBe('Maria Dela Cruz-Santos');
  });

  it("§7.18 shows a name on file without a way to change it, and the server's refusal on the field", async () => {
    await logInAs('juan2026', { member: true });
    renderAt('/member/home');
    const account = screen.getByRole('region', { name: 'Account' });
    expect(await within(account).findByText('Juan Dela Cruz')).toBeInTheDocument();
    expect(within(account).queryByRole('button', { name: 'Set account name' })).toBeNull();
    cleanup();

    // Another device set it meanwhile: the server says so, on the field.
    server.use(
      http.post('*/wps/member/info', () =>
        HttpResponse.json(
          { success: false, code: 'PAYEE_LOCKED', message: 'The payee name cannot be changed once set' },
          { status: 400 },
        ),
      ),
    );
    await logInAs('maria2026', { member: true });
    const { user } = renderAt('/member/home');
    await user.click(await screen.findByRole('button', { name: 'Set account name' }));
    const dialog = screen.getByRole('dialog', { name: 'Set account name' });
    const field = within(dialog).getByRole('textbox', { name: 'Account name' });
    await user.type(field, 'Maria Santos');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText(
      'Your account name is already set. To change it, please contact customer service.',
    );
    expect(field).toHaveAccessibleDescription(/already set/);
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
