// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ledger } from '@mock/db/ledger';
import { periodEnd, periodStart } from '@mock/db/responsible';
import { clock } from '@mock/lib/clock';
import { formatMoney } from '@/lib/money';
import { logInAs, renderRoutes, setUpScreenTests } from '@/testing/harness';
import { ActivityStatementPage } from './statement-page';

setUpScreenTests();

/** Pesos of one transaction type in the current month, as the fake ledger holds them. */
function monthSum(playerId: string, txTypeId: number): number {
  const from = periodStart('MONTHLY', clock.now());
  const to = periodEnd('MONTHLY', clock.now());
  return (
    ledger
      .findMany((q) => q.where({ playerId, txTypeId }))
      .filter((e) => e.createTime >= from && e.createTime < to)
      .reduce((sum, e) => sum + e.amountMilli, 0) / 1000
  );
}

describe('issue 19: the activity statement', () => {
  it("shows the month's totals equal to the fake ledger's, with a chart", async () => {
    clock.freeze();
    await logInAs('juan2026');
    const { user } = renderRoutes(
      [{ path: '/member/activityStatement', element: <ActivityStatementPage /> }],
      '/member/activityStatement',
    );
    expect(await screen.findByRole('tab', { name: 'This week', selected: true })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'This month' }));
    const panel = screen.getByRole('tabpanel', { name: 'This month' });
    const row = (name: string) => within(panel).getByText(name).closest('div')!;
    await within(panel).findByText('Deposits');
    expect(row('Deposits')).toHaveTextContent(formatMoney(monthSum('10000001', 1001)));
    expect(row('Stakes')).toHaveTextContent(formatMoney(-monthSum('10000001', 3001)));
    expect(row('Wins')).toHaveTextContent(formatMoney(monthSum('10000001', 3002)));
    expect(panel.querySelector('svg')).not.toBeNull();
  });
});
