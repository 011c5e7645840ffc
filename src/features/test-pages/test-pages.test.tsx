// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadScreenStrings } from '@/i18n';
import { ui } from '@/state/ui';
import { TestFormPage } from './test-form-page';
import { TestListPage } from './test-list-page';
import { TestPage } from './test-page';

beforeAll(async () => {
  await initI18n();
  await loadScreenStrings();
});

afterEach(cleanup);

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/test', element: <TestPage /> },
      { path: '/test/list', element: <TestListPage /> },
      { path: '/test/form', element: <TestFormPage /> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

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
