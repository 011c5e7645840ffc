// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DepositStatus, type DepositOrder } from '@/api/areas/deposit';
import { loadStringsBeforeAll } from '@/testing/harness';
import { OpenDeposits } from './open-deposits';

loadStringsBeforeAll();
afterEach(cleanup);

const order = (orderNo: string, status: DepositStatus): DepositOrder => ({
  orderNo,
  status,
  amount: 500,
  channelName: 'GCASH',
  createTime: Date.UTC(2026, 10, 20),
});

describe('§21.4 Cancelled/Expired under "Open deposits"', () => {
  it('lists only orders still waiting (New, Pending), whatever else the tasks call answers', () => {
    render(
      <OpenDeposits
        orders={[
          order('D1', DepositStatus.CANCELLED),
          order('D2', DepositStatus.NEW),
          order('D3', DepositStatus.EXPIRED),
          order('D4', DepositStatus.PENDING),
          order('D5', DepositStatus.APPROVED),
          order('D6', DepositStatus.REJECTED),
        ]}
        channelName={() => 'GCash'}
        onOpen={vi.fn()}
      />,
    );
    const open = screen.getByRole('region', { name: 'Open deposits' });
    const tasks = within(open).getAllByRole('button');
    expect(tasks.map((task) => task.textContent)).toEqual([
      '₱500.00 · GCash New D2',
      '₱500.00 · GCash Pending D4',
    ]);
  });

  it('shows no "Open deposits" when none of the orders is open', () => {
    render(
      <OpenDeposits
        orders={[order('D1', DepositStatus.CANCELLED), order('D3', DepositStatus.EXPIRED)]}
        channelName={() => 'GCash'}
        onOpen={vi.fn()}
      />,
    );
    expect(screen.queryByRole('region', { name: 'Open deposits' })).toBeNull();
  });
});
