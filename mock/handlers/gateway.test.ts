import { describe, expect, it } from 'vitest';
import { createDeposit } from '../db/deposits';
import { players } from '../db/players';
import { world } from '../db/world';
import { clock } from '../lib/clock';

// The fake payment gateway's page (a LAUNCH_URL deposit's payUrl) sends the player back to the returnUrl the
// app gave. Only a path of the app may come back out of it, by the app's own rule (src/lib/app-path.ts): an
// address of another host there is an open redirect on our origin.

const API = 'http://lotto.test';

async function gatewayOrder(): Promise<string> {
  await world();
  const juan = players.findFirst((q) => q.where({ username: 'juan2026' }));
  if (!juan) throw new Error('no seeded player');
  const order = await createDeposit(juan, 'LAUNCH_URL', { channelId: 30, amount: 500 }, clock.now());
  return order.orderNo;
}

const page = async (orderNo: string, returnUrl: string) =>
  (await fetch(`${API}/__mock/gateway/${orderNo}?returnUrl=${encodeURIComponent(returnUrl)}`)).text();

const pay = async (orderNo: string, returnUrl: string) =>
  fetch(`${API}/__mock/gateway/${orderNo}/pay?returnUrl=${encodeURIComponent(returnUrl)}`, {
    method: 'POST',
    redirect: 'manual',
  });

describe('the fake gateway sends the player back only inside the app', () => {
  it('returns to the deposit page the app named, by path or by its own full address', async () => {
    const orderNo = await gatewayOrder();
    expect(await page(orderNo, `${API}/member/deposit`)).toContain('<a href="/member/deposit">');
    expect(await page(orderNo, '/member/deposit?tab=open')).toContain('<a href="/member/deposit?tab=open">');
    expect((await pay(orderNo, `${API}/member/deposit`)).headers.get('location')).toBe('/member/deposit');
  });

  it.each([
    ['another host', '//evil.example/x'],
    ['another host behind a backslash', '/\\evil.example/x'],
    ['another host after our own origin', `${API}//evil.example/x`],
    ['another host after a dot segment', '/.//evil.example/x'],
    ['another host after a tab', '/\t/evil.example/x'],
    ['another site', 'https://evil.example/x'],
    ['a script', 'javascript:alert(1)'],
  ])('%s goes back to the deposit page instead', async (_name, returnUrl) => {
    const orderNo = await gatewayOrder();
    const html = await page(orderNo, returnUrl);
    expect(html).toContain('<a href="/member/deposit">');
    expect(html).toContain(`/pay?returnUrl=${encodeURIComponent('/member/deposit')}"`);
    expect(html).not.toContain('evil.example');
    expect((await pay(orderNo, returnUrl)).headers.get('location')).toBe('/member/deposit');
  });
});
