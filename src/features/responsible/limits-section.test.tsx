// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clock } from '@mock/lib/clock';
import { server } from '@mock/node';
import { logInAs, renderRoutes, setUpScreenTests } from '@/testing/harness';
import { ResponsibleGamingPage } from './responsible-page';

// A raised limit waits 24 hours (product decision, issue 19), and the form shows the raise as the field's value.
// Saving another field must not send that raise again: the server would take it as new and restart its wait.

setUpScreenTests();

const HOUR_MS = 3_600_000;

/** The bodies of the limit changes the app sends. */
function sentLimits(): unknown[] {
  const sent: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT' && new URL(request.url).pathname === '/wps/v2/responsible/limits')
      void request
        .clone()
        .json()
        .then((body: unknown) => sent.push(body));
  });
  return sent;
}

describe('the limits form', () => {
  it('saving another limit leaves a raise that waits, and its time, as they were', async () => {
    clock.freeze();
    const sent = sentLimits();
    await logInAs('carmen2026', { member: true });
    const { user } = renderRoutes(
      [{ path: '/member/responsibleGaming', element: <ResponsibleGamingPage /> }],
      '/member/responsibleGaming',
    );
    const deposits = await screen.findByRole('region', { name: 'Deposit limits' });
    const daily = within(deposits).getByLabelText('Daily limit (₱)');
    await user.clear(daily);
    await user.type(daily, '2000');
    await user.click(within(deposits).getByRole('button', { name: 'Save deposit limits' }));
    const raise = (await within(deposits).findByText(/Raising to ₱2,000\.00 on/)).textContent;
    expect(daily).toHaveValue('2000');

    // Three hours later the player lowers the monthly limit, and changes nothing else.
    clock.advance(3 * HOUR_MS);
    const monthly = within(deposits).getByLabelText('Monthly limit (₱)');
    await user.clear(monthly);
    await user.type(monthly, '8000');
    await user.click(within(deposits).getByRole('button', { name: 'Save deposit limits' }));
    expect(await within(deposits).findByText(/₱0\.00 used of ₱8,000\.00/)).toBeInTheDocument();

    expect(within(deposits).getByText(/Raising to ₱2,000\.00 on/)).toHaveTextContent(raise ?? '');
    expect(sent.at(-1)).toEqual({ kind: 'DEPOSIT', limits: { monthly: 8000 } });
  });
});
