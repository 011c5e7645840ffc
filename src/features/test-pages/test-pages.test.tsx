// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ui } from '@/state/ui';
import { loadStringsBeforeAll, renderRoutes } from '@/testing/harness';
import { TestFormPage } from './test-form-page';
import { TestListPage } from './test-list-page';
import { TestPage } from './test-page';

loadStringsBeforeAll();

afterEach(cleanup);

const renderAt = (path: string) =>
  renderRoutes(
    [
      { path: '/test', element: <TestPage /> },
      { path: '/test/list', element: <TestListPage /> },
      { path: '/test/form', element: <TestFormPage /> },
    ],
    path,
  ).user;

describe('internal test pages', () => {
  it('links to the list and the form', async () => {
    const user = renderAt('/test');
    await user.click(screen.getByRole('link', { name: 'Test list' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Test list' })).toBeInTheDocument();
    expect(await screen.findByText('Ultra Lotto 6/58')).toBeInTheDocument();
  });

  it('validates the form on the field, enables save only when valid, and confirms', async () => {
    const user = renderAt('/test/form');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const nickname = screen.getByLabelText('Nickname');
    await user.click(nickname);
    await user.tab();
    expect(nickname).toHaveAccessibleDescription('This field is required');
    await user.type(nickname, 'x'.repeat(21));
    await user.tab();
    expect(nickname).toHaveAccessibleDescription('This field is more than 20 characters');
    await user.clear(nickname);
    await user.type(nickname, 'Lucky');
    await user.click(screen.getByRole('checkbox', { name: 'I agree to be contacted about this test' }));
    await vi.waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(ui.toasts.some((t) => t.text === 'test_form_saved' && t.params?.name === 'Lucky')).toBe(true);
  });
});
