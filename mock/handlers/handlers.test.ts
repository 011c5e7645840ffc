import { describe, expect, it } from 'vitest';
import { encryptPayload } from '../../src/api/encryption';
import { apiRequest } from '../../src/api/http';
import { SEEDED_PLAYERS } from '../db/players';
import { clock } from '../lib/clock';
import { MOCK_PUBLIC_KEY } from '../lib/keys';
import { server } from '../node';
import { PICTURES, SVG_WITH_SCRIPT } from '../../src/testing/pictures';

// The fake backend behaves like a server, not a set of canned answers: it refuses bad input with the contract's
// error envelope, insists on encryption, checks passwords and ends an older session when the player logs in again.

const API = 'http://lotto.test';
const juan = SEEDED_PLAYERS[0];
const loginPayload = {
  type: 'password',
  username: juan.username,
  password: juan.password,
  lottoArea: 'PL',
  channel: 'MOBILE',
};

const login = (data: object = loginPayload) =>
  apiRequest<{ token: string; firstTimeLogin: boolean }>(
    { url: '/wps/session/login', method: 'POST', data },
    { silent: true },
  );

describe('fake backend', () => {
  it('refuses a plaintext login body', async () => {
    const response = await fetch(`${API}/wps/session/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Device: 'MOBILE' },
      body: JSON.stringify(loginPayload),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      code: 'ENCRYPTION_REQUIRED',
      message: expect.any(String),
    });
  });

  it('refuses an encrypted login sent otherwise than the contract declares it', async () => {
    const { body, encryptionHeader } = encryptPayload(JSON.stringify(loginPayload), MOCK_PUBLIC_KEY);
    const send = (contentType: string, encryption: string) =>
      fetch(`${API}/wps/session/login`, {
        method: 'POST',
        headers: { 'Content-Type': contentType, Device: 'MOBILE', Encryption: encryption },
        body,
      });
    const refused = { success: false, code: 'ENCRYPTION_REQUIRED', message: expect.any(String) };
    for (const response of [
      await send('application/json', encryptionHeader),
      await send('text/plain;charset=UTF-8', 'not base64!'),
      await send('text/plain;charset=UTF-8', `${encryptionHeader}=`),
    ]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(refused);
    }
    const sent = await send('text/plain;charset=UTF-8', encryptionHeader);
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ token: expect.any(String) });
  });

  it('refuses a wrong password with a message, and accepts the right one', async () => {
    await expect(login({ ...loginPayload, password: 'wrong-pass' })).rejects.toMatchObject({
      status: 400,
      code: 'LOGIN_FAILED',
      message: 'Incorrect username or password',
    });
    await expect(login()).resolves.toEqual({ token: expect.any(String), firstTimeLogin: false });
  });

  it('tells a first login apart', async () => {
    const maria = SEEDED_PLAYERS[1];
    await expect(
      login({ ...loginPayload, username: maria.username, password: maria.password }),
    ).resolves.toMatchObject({
      firstTimeLogin: true,
    });
    await expect(
      login({ ...loginPayload, username: maria.username, password: maria.password }),
    ).resolves.toMatchObject({
      firstTimeLogin: false,
    });
  });

  it('validates the request against the contract (a login body of the wrong shape gets a 400 envelope)', async () => {
    await expect(
      login({ type: 'password', username: 'ab', password: 'x', lottoArea: 'PL', channel: 'MOBILE' }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
    });
    const response = await fetch(`${API}/lgw/pl/draw/win_order_prize_summaries?gameCode=all&page=0&size=30`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      success: false,
      code: 'BAD_REQUEST',
      message: expect.stringContaining('startTime'),
    });
  });

  it('ends the first session when the same player logs in again (logged in elsewhere)', async () => {
    const first = await login();
    await login();
    const response = await fetch(`${API}/wps/member/info`, {
      headers: { Authorization: `Bearer ${first.token}` },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      success: false,
      code: 'UNAUTHORIZED',
      message: expect.stringMatching(/another device/),
    });
  });

  it('marks every answer that belongs to a session as not to be stored, and only those', async () => {
    const answers = new Map<string, Response>();
    const record = ({ request, response }: { request: Request; response: Response }) =>
      answers.set(new URL(request.url).pathname, response);
    server.events.on('response:mocked', record);
    try {
      const { token } = await login();
      expect(answers.get('/wps/session/login')?.headers.get('Cache-Control')).toBe('no-store');
      const withToken = { headers: { Authorization: `Bearer ${token}` } };
      const balance = await fetch(`${API}/wps/v2/wallets/balance?typeId=0`, withToken);
      expect(balance.headers.get('Cache-Control')).toBe('no-store');
      const refused = await fetch(`${API}/wps/member/info`, { headers: { Authorization: 'Bearer nobody' } });
      expect(refused.status).toBe(401);
      expect(refused.headers.get('Cache-Control')).toBe('no-store');
      // A public call made by a logged-in player may carry what only they see.
      const games = await fetch(`${API}/lgw/pl/numeros/today_games`, withToken);
      expect(games.headers.get('Cache-Control')).toBe('no-store');
      // The same public answers for everyone: a browser may keep them.
      const status = await fetch(`${API}/wps/system/status?device=WEB`);
      expect(status.status).toBe(200);
      expect(status.headers.get('Cache-Control')).toBeNull();
    } finally {
      server.events.removeListener('response:mocked', record);
    }
  });

  it('answers the balance of the seeded wallet in pesos', async () => {
    const { token } = await login();
    const response = await fetch(`${API}/wps/v2/wallets/balance?typeId=0`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(await response.json()).toEqual({ sumBalance: 12345.678, currencySymbol: '₱', currency: 'PHP' });
  });

  it('pages the draw history zero-based, newest first, filtered by game and range', async () => {
    clock.freeze(Date.UTC(2026, 10, 22, 4, 0));
    const end = clock.now();
    const start = end - 30 * 24 * 60 * 60 * 1000;
    const page = async (n: number, gameCode = 'all') =>
      (await (
        await fetch(
          `${API}/lgw/pl/draw/win_order_prize_summaries?gameCode=${gameCode}&startTime=${start}&endTime=${end}&page=${n}&size=30`,
        )
      ).json()) as {
        content: { gameCode: string; winningTime: number; winNo: string }[];
        totalElements: number;
        totalPages: number;
        page: number;
      };
    const first = await page(0);
    const second = await page(1);
    expect(first.page).toBe(0);
    expect(first.content).toHaveLength(30);
    expect(first.totalPages).toBe(Math.ceil(first.totalElements / 30));
    expect(first.content[29].winningTime).toBeGreaterThanOrEqual(second.content[0].winningTime);
    const ultra = await page(0, 'UL58');
    expect(ultra.content.every((d) => d.gameCode === 'UL58' && d.winNo.split('-').length === 6)).toBe(true);
    // Ultra Lotto draws Tuesday, Friday and Sunday: about 13 draws in 30 days.
    expect(ultra.totalElements).toBeGreaterThanOrEqual(12);
    expect(ultra.totalElements).toBeLessThanOrEqual(14);
  });

  describe('deposit receipts', () => {
    /** A New e-wallet order of the logged-in player, and a way to send a file as its receipt. */
    async function openOrder() {
      const { token } = await login();
      const auth = { Authorization: `Bearer ${token}` };
      const created = await fetch(`${API}/wps/v2/deposit/eWallet`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
        body: JSON.stringify({ channelId: 21, amount: 500 }),
      });
      expect(created.status).toBe(200);
      const { orderNo } = (await created.json()) as { orderNo: string };
      return (file: File) => {
        const form = new FormData();
        form.set('orderNo', orderNo);
        form.set('nickname', 'Juan D.');
        form.set('image', file);
        return fetch(`${API}/wps/v2/deposit/image`, { method: 'POST', headers: auth, body: form });
      };
    }

    it.each([
      ['an SVG with a script', SVG_WITH_SCRIPT],
      ['an HTML page', '<!doctype html><script>alert(1)</script>'],
      ['a GIF', 'GIF89a\x01\x00\x01\x00'],
    ])('refuses %s declared as image/png with the error envelope', async (_, content) => {
      const send = await openOrder();
      const response = await send(new File([content], 'receipt.png', { type: 'image/png' }));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        success: false,
        code: 'INVALID_IMAGE',
        message: 'The receipt must be a PNG, JPEG, WebP or HEIC picture',
      });
    });

    it.each(Object.entries(PICTURES))(
      'takes a %s receipt, whatever type it is declared as',
      async (_, head) => {
        const send = await openOrder();
        const response = await send(new File([head], 'receipt', { type: 'application/octet-stream' }));
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ success: true });
      },
    );
  });

  describe('ID pictures', () => {
    /** Sends the two KYC pictures of the logged-in player. */
    async function sendIdPictures(idImage: File, selfieImage: File) {
      // Maria has not sent her ID yet.
      const maria = SEEDED_PLAYERS.find((player) => player.kycStatus === 'NOT_SET')!;
      const { token } = await login({ ...loginPayload, username: maria.username, password: maria.password });
      const form = new FormData();
      form.set('idType', 'PASSPORT');
      form.set('idImage', idImage);
      form.set('selfieImage', selfieImage);
      return fetch(`${API}/wps/member/idImage`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
    }
    const photo = () => new File([PICTURES.jpeg], 'id.jpg', { type: 'application/octet-stream' });

    it('refuses an SVG sent as an ID photo with the error envelope', async () => {
      const response = await sendIdPictures(
        photo(),
        new File([SVG_WITH_SCRIPT], 'me.png', { type: 'image/png' }),
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        success: false,
        code: 'INVALID_IMAGE',
        message: 'The selfie image must be a PNG, JPEG, WebP or HEIC picture',
      });
    });

    it('takes two real pictures, whatever type they are declared as', async () => {
      const response = await sendIdPictures(photo(), photo());
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ status: 'IN_REVIEW' });
    });
  });
});
