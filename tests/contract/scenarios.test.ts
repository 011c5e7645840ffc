import { describe, expect, it, vi } from 'vitest';
import { parseScenarioFlags } from '@mock/scenarios';
import { heldSlowCalls } from '@mock/scenarios/state';
import { manilaTime } from '@/lib/manila-time';
import { apiRequest } from '@/api/http';
import { API, call, logInAs } from './support';

// Each scenario changes exactly what it says: the call or field it names, and nothing else that the app reads
// at start (status, version, today's games, the player's balance).

const scenario = async (name: string, params: Record<string, string | number> = {}, on = true) => {
  const response = await fetch(`${API}/__mock/scenario`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, on, params }),
  });
  expect(response.status, `scenario ${name}`).toBe(200);
  return (await response.json()) as { active: string[]; result: unknown };
};
const outcome = (url: string, params?: object) =>
  apiRequest({ url, method: 'GET', params }, { silent: true }).then(
    (body) => ({ ok: true as const, body }),
    (error: { kind: string; status: number; code: string; message: string }) => ({
      ok: false as const,
      kind: error.kind,
      status: error.status,
      code: error.code,
      message: error.message,
    }),
  );
const status = async () =>
  (await call<Record<string, unknown>>('/wps/system/status', 'GET', {
    params: { device: 'MOBILE' },
  })) as Record<string, unknown>;
const version = async () => (await call<{ value: { version: string } }>('/v.json', 'GET')).value.version;

/** What the app reads at start, minus the part a scenario is allowed to change. */
async function fingerprint(without: string[] = []) {
  const s = await status();
  for (const key of without) delete s[key];
  const today = await outcome('/lgw/pl/numeros/today_games');
  return { status: s, version: without.includes('version') ? null : await version(), today: today.ok };
}

describe('scenarios', () => {
  it('maintenance flips Status.maintenance only', async () => {
    const before = await fingerprint(['maintenance']);
    expect((await scenario('maintenance')).active).toContain('maintenance');
    expect((await status()).maintenance).toBe(true);
    expect(await fingerprint(['maintenance'])).toEqual(before);
    await scenario('maintenance', {}, false);
    expect((await status()).maintenance).toBe(false);
  });

  it('region-restricted flips regionRestriction and reports the visitor ip and country code', async () => {
    const before = await fingerprint(['regionRestriction', 'location']);
    await scenario('region-restricted', { ip: '198.51.100.7', countryCode: 'us' });
    expect(await status()).toMatchObject({
      regionRestriction: true,
      location: { ip: '198.51.100.7', countryCode: 'US' },
    });
    expect(await fingerprint(['regionRestriction', 'location'])).toEqual(before);
    await scenario('region-restricted', {}, false);
    expect(await status()).toMatchObject({ regionRestriction: false, location: { countryCode: 'PH' } });
  });

  it('new-version changes /v.json only', async () => {
    const before = await fingerprint(['version']);
    const old = await version();
    await scenario('new-version', { version: '9.9.9' });
    expect(await version()).toBe('9.9.9');
    expect(old).not.toBe('9.9.9');
    expect(await fingerprint(['version'])).toEqual(before);
  });

  it('logged-in-elsewhere makes the next protected call answer 401 with the message', async () => {
    await logInAs('juan2026');
    await scenario('logged-in-elsewhere', { username: 'juan2026' });
    const failure = await outcome('/wps/member/info');
    expect(failure).toMatchObject({ ok: false, status: 401, kind: 'unauthorized' });
    expect(failure.ok ? '' : failure.message).toMatch(/another device/);
    expect((await outcome('/lgw/pl/numeros/today_games')).ok).toBe(true);
  });

  it.each([
    ['bad-gateway', { status: 502, kind: 'bad-gateway' }],
    ['too-many-requests', { status: 429, code: 'TOO_MANY_REQUEST' }],
    ['network-failure', { kind: 'network' }],
  ] as const)('%s breaks the chosen call only, until switched off', async (name, expected) => {
    await scenario(name, { op: 'getStatus' });
    expect(await outcome('/wps/system/status', { device: 'MOBILE' })).toMatchObject({
      ok: false,
      ...expected,
    });
    expect((await outcome('/lgw/pl/numeros/today_games')).ok).toBe(true);
    expect((await outcome('/v.json')).ok).toBe(true);
    await scenario(name, {}, false);
    expect((await outcome('/wps/system/status', { device: 'MOBILE' })).ok).toBe(true);
  });

  it('a fault can target a path or every call', async () => {
    await scenario('bad-gateway', { op: '/v.json' });
    expect((await outcome('/v.json')).ok).toBe(false);
    await scenario('bad-gateway', { op: '*' });
    expect((await outcome('/lgw/pl/numeros/today_games')).ok).toBe(false);
    const control = await fetch(`${API}/__mock/clock`);
    expect(control.status).toBe(200);
  });

  it('slow delays the chosen call only', async () => {
    await scenario('slow', { op: 'getTodayGames', ms: 400 });
    const t0 = performance.now();
    await outcome('/lgw/pl/numeros/today_games');
    const slow = performance.now() - t0;
    const t1 = performance.now();
    await outcome('/v.json');
    const fast = performance.now() - t1;
    expect(slow).toBeGreaterThanOrEqual(380);
    expect(fast).toBeLessThan(380);
  });

  it('switching slow off answers the calls it is holding at once', async () => {
    // Held far beyond this test's own time limit: only the release can answer it in time.
    await scenario('slow', { op: 'getTodayGames', ms: 600_000 });
    const answered = outcome('/lgw/pl/numeros/today_games');
    await vi.waitFor(() => expect(heldSlowCalls()).toBe(1));
    await scenario('slow', {}, false);
    expect((await answered).ok).toBe(true);
    expect(heldSlowCalls()).toBe(0);
  });

  it('a reset drops the calls a slow fault is holding: they fail instead of reaching the fresh world', async () => {
    await scenario('slow', { op: 'getTodayGames', ms: 600_000 });
    const answered = outcome('/lgw/pl/numeros/today_games');
    await vi.waitFor(() => expect(heldSlowCalls()).toBe(1));
    expect((await fetch(`${API}/__mock/reset`, { method: 'POST' })).status).toBe(200);
    expect(await answered).toMatchObject({ ok: false, kind: 'network' });
    expect(heldSlowCalls()).toBe(0);
  });

  it('clock-jump moves to the next lock, or past the next draw and publishes its result', async () => {
    type Today = {
      todayGames: { gameCode: string; remainTime: number; lockTime: number; winningTime: number }[];
    };
    const noon = manilaTime(2026, 3, 10, 12);
    await fetch(`${API}/__mock/clock`, {
      method: 'POST',
      body: JSON.stringify({ action: 'freeze', at: noon }),
    });
    const jumped = (await scenario('clock-jump', { to: 'next-lock' })).result as number;
    expect(jumped).toBe(manilaTime(2026, 3, 10, 13, 45));
    const today = await call<Today>('/lgw/pl/numeros/today_games', 'GET');
    expect(today.todayGames.some((g) => g.remainTime === g.lockTime)).toBe(true);
    const drawAt = (await scenario('clock-jump', { to: 'next-draw', game: '3DL' })).result as number;
    expect(drawAt).toBeGreaterThan(jumped);
    const history = await call<{ content: { gameCode: string; winningTime: number }[] }>(
      '/lgw/pl/draw/win_order_prize_summaries',
      'GET',
      { params: { gameCode: '3DL', startTime: drawAt - 86_400_000, endTime: drawAt + 1 } },
    );
    expect(history.content[0].winningTime).toBe(drawAt - 1000);
  });

  it('deposit-auto-approve off keeps a paid deposit pending; on approves it after the delay', async () => {
    await logInAs('pedro2026');
    await scenario('deposit-auto-approve', {}, false);
    const order = await call<{ orderNo: string }>('/wps/v2/deposit/qr', 'POST', {
      data: { channelId: 22, amount: 300 },
    });
    await fetch(`${API}/__mock/deposits/${order.orderNo}`, {
      method: 'POST',
      body: JSON.stringify({ action: 'pay' }),
    });
    await fetch(`${API}/__mock/clock`, {
      method: 'POST',
      body: JSON.stringify({ action: 'advance', ms: 120_000 }),
    });
    const balance = async () =>
      (await call<{ sumBalance: number }>('/wps/v2/wallets/balance', 'GET')).sumBalance;
    expect(await balance()).toBe(500);
    await scenario('deposit-auto-approve', { delayMs: 5000 });
    expect(await balance()).toBe(800);
  });

  it('sms-reveal adds the code to the SMS answer as X-Mock-Sms-Code', async () => {
    const send = () =>
      fetch(`${API}/wps/v2/verification/sms/noLogin`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ countryDialingCode: '63', mobileNum: '09171112222' }),
      });
    expect((await send()).headers.get('X-Mock-Sms-Code')).toBeNull();
    await scenario('sms-reveal');
    const revealed = (await send()).headers.get('X-Mock-Sms-Code');
    const last = (await (await fetch(`${API}/__mock/sms/last?mobile=09171112222`)).json()) as {
      code: string;
    };
    expect(revealed).toBe(last.code);
  });

  it('reset puts the world back to the seed', async () => {
    await scenario('maintenance');
    await logInAs('juan2026');
    await call('/wps/member/info/nickname', 'POST', { data: { nickname: 'Changed' } });
    await scenario('reset');
    expect((await scenario('reset')).active).toEqual(['deposit-auto-approve']);
    await logInAs('juan2026');
    expect(await call('/wps/member/info', 'GET')).toMatchObject({ nickname: 'Juan' });
    expect((await status()).maintenance).toBe(false);
  });

  it('refuses an unknown scenario with the error envelope', async () => {
    const response = await fetch(`${API}/__mock/scenario`, {
      method: 'POST',
      body: JSON.stringify({ name: 'nope' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, code: 'UNKNOWN_SCENARIO' });
  });

  it('reads scenario flags written in a URL or localStorage', () => {
    expect(parseScenarioFlags('maintenance, slow:ms=2000;op=getStatus,deposit-auto-approve:off')).toEqual([
      { name: 'maintenance', on: true, params: {} },
      { name: 'slow', on: true, params: { ms: '2000', op: 'getStatus' } },
      { name: 'deposit-auto-approve', on: false, params: {} },
    ]);
  });
});
