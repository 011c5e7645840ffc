// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  interceptFetch,
  logInAs,
  newQueryClient,
  recordFetch,
  renderRoutes,
  setUpScreenTests,
} from '@/testing/harness';
import { TransactionPage } from './transaction-page';
import { useWithdrawRecords } from './use-records';

setUpScreenTests();

const renderAt = (path: string) =>
  renderRoutes([{ path: '/member/transaction', element: <TransactionPage /> }], path);

/** The seeded player's account records, their first page of ten shown. */
async function openAccountRecords() {
  await logInAs();
  const { user } = renderAt('/member/transaction');
  const panel = screen.getByRole('tabpanel');
  await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(10));
  return { user, panel };
}

describe('transaction records', () => {
  it('lists account records page by page, signed and formatted, without the game-wallet moves', async () => {
    const { user, panel } = await openAccountRecords();
    expect(screen.getByRole('tab', { name: 'Account records' })).toHaveAttribute('aria-selected', 'true');
    const first = within(panel).getAllByRole('article')[0];
    expect(first.textContent).toMatch(/[+-]₱\d{1,3}(,\d{3})*\.\d{2}/);
    await user.click(within(panel).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(20));
    expect(within(panel).queryByText(/game wallet/i)).toBeNull();
  });

  it('shows deposit statuses by their names and the footer totals; switching tab changes ?type=', async () => {
    await logInAs();
    const { user, router } = renderAt('/member/transaction?type=deposit');
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText(/^7 records · total ₱/)).toBeInTheDocument();
    for (const word of ['Approved', 'Rejected', 'Expired', 'Cancelled'])
      expect(within(panel).getAllByText(word).length).toBeGreaterThan(0);
    expect(within(panel).getByText('No more records')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Withdrawal records' }));
    expect(router.state.location.search).toBe('?type=withdraw');
    expect(await screen.findByText('5 records · total ₱15,500.00')).toBeInTheDocument();
    const rows = within(screen.getByRole('tabpanel')).getAllByRole('article');
    expect(rows.filter((row) => row.textContent?.includes('Audit failure'))).toHaveLength(1);
  });

  it('asks for the withdraw records by start and end offsets, page after page', async () => {
    await logInAs();
    const calls = recordFetch('/wps/v2/withdraw/records');
    const client = newQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useWithdrawRecords({}, 2), { wrapper });
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));
    await act(() => result.current.fetchNextPage());
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.hasNextPage).toBe(false));
    const offsets = calls().map(({ url }) => [url.searchParams.get('start'), url.searchParams.get('end')]);
    expect(offsets).toEqual([
      ['0', '2'],
      ['2', '4'],
      ['4', '6'],
    ]);
    expect(result.current.data?.pages.flatMap((p) => p.list)).toHaveLength(5);
  });
});

describe('a failed next page of records', () => {
  it('keeps the records shown, says the next page failed, and loads it when the player tries again', async () => {
    const { user, panel } = await openAccountRecords();

    let failing = true;
    interceptFetch(() =>
      failing
        ? new Response(JSON.stringify({ code: 'SYSTEM_ERROR', message: 'Down' }), { status: 500 })
        : undefined,
    );
    await user.click(within(panel).getByRole('button', { name: 'Load more' }));
    const again = await within(panel).findByRole('button', { name: 'Try again' });
    expect(within(panel).getByText('Could not load this. Please try again.')).toBeInTheDocument();
    expect(within(panel).getAllByRole('article')).toHaveLength(10);

    failing = false;
    await user.click(again);
    await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(20));
    expect(within(panel).queryByText('Could not load this. Please try again.')).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });
});

describe('§21.4 "4937547543627561 records" then "No records"', () => {
  it('shows no count above an empty list, whatever total the server sends with it', async () => {
    interceptFetch((request) => {
      if (new URL(request.url).pathname !== '/wps/v2/transaction/records') return;
      return Response.json({ list: [], total: 4937547543627561, totalPages: 0 });
    });
    await logInAs();
    renderAt('/member/transaction');
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('No records')).toBeInTheDocument();
    expect(within(panel).queryByText(/^\d[\d,]* records?$/)).toBeNull();
    expect(panel.textContent).not.toContain('4937547543627561');
  });
});
