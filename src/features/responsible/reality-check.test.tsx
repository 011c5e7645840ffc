// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { setRealityCheck } from '@mock/db/responsible';
import { logInAs, renderRoutes, setUpScreenTests } from '@/testing/harness';
import { session } from '@/state/session';
import { RealityCheck } from './reality-check';

setUpScreenTests();

describe('issue 19: the reality check', () => {
  it('after 60 minutes of a signed-in session shows the time played and the net result, and continue waits another 60', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    await setRealityCheck('10000001', 60);
    await logInAs('juan2026');
    const { user } = renderRoutes([{ path: '/', element: <RealityCheck /> }], '/');
    await act(() => vi.advanceTimersByTimeAsync(59 * 60_000));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reality check' });
    expect(within(dialog).getByText('You have been playing for 1 h 0 min.')).toBeInTheDocument();
    expect(within(dialog).getByText('Your net result since you logged in: ₱0.00.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Activity statement' })).toHaveAttribute(
      'href',
      '/member/activityStatement',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Continue playing' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(60 * 60_000));
    expect(await screen.findByText('You have been playing for 2 h 0 min.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await vi.waitFor(() => expect(session.isLoggedIn).toBe(false));
  });

  it('stays quiet when the reality check is off', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    await logInAs('juan2026');
    renderRoutes([{ path: '/', element: <RealityCheck /> }], '/');
    await act(() => vi.advanceTimersByTimeAsync(180 * 60_000));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
