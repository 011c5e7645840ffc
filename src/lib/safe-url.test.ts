import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { safeUrl, type UrlPurpose } from './safe-url';

const APP = 'https://m.lottoph.example/member/deposit';
const PURPOSES: UrlPurpose[] = ['payment', 'download', 'contact', 'content', 'external', 'frame'];
const quiet = { base: APP, report: false } as const;

describe('safeUrl', () => {
  it('opens https addresses, normalised, for everything that leaves the app', () => {
    for (const purpose of ['payment', 'download', 'contact', 'content', 'external'] as const)
      expect(safeUrl('HTTPS://Pay.Gateway.example/p?o=1', purpose, quiet)).toBe(
        'https://pay.gateway.example/p?o=1',
      );
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'JAVASCRIPT:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'VbScript:msgbox(1)',
    'blob:https://m.lottoph.example/0b8f6c1e',
    'file:///etc/passwd',
    'about:blank',
  ])('never opens %s, whatever it is for', (raw) => {
    for (const purpose of PURPOSES) expect(safeUrl(raw, purpose, quiet)).toBeNull();
  });

  it.each([
    [' javascript:alert(1)'],
    ['\tjavascript:alert(1)'],
    ['\u0000javascript:alert(1)'],
    ['\u0001javascript:alert(1)'],
    ['\u001fjavascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['jav\rascript:alert(1)'],
    ['\u0085javascript:alert(1)'],
    [' https://pay.gateway.example/'],
    ['https://pay.gateway.example/ '],
    ['\nhttps://pay.gateway.example/'],
  ])('refuses %j: control characters or spaces around an address are a disguise', (raw) => {
    for (const purpose of PURPOSES) expect(safeUrl(raw, purpose, quiet)).toBeNull();
  });

  it.each(['//evil.example/pay', '///evil.example/pay', '/\\evil.example/pay', '\\\\evil.example/pay'])(
    'refuses the protocol-relative %s: it borrows our scheme to reach another host',
    (raw) => {
      for (const purpose of PURPOSES) expect(safeUrl(raw, purpose, quiet)).toBeNull();
    },
  );

  it("keeps a path on the app's own origin for pay pages, content and the game frame", () => {
    expect(safeUrl('/__mock/gateway/D1?returnUrl=%2Fmember%2Fdeposit', 'payment', quiet)).toBe(
      'https://m.lottoph.example/__mock/gateway/D1?returnUrl=%2Fmember%2Fdeposit',
    );
    expect(safeUrl('promo/a.png', 'content', quiet)).toBe('https://m.lottoph.example/member/promo/a.png');
    expect(safeUrl('#rules', 'content', quiet)).toBe('https://m.lottoph.example/member/deposit#rules');
    expect(safeUrl('/m/pl/t1/?code=1', 'frame', quiet)).toBe('https://m.lottoph.example/m/pl/t1/?code=1');
  });

  it('refuses a path where only a full outside address makes sense', () => {
    for (const purpose of ['download', 'contact', 'external'] as const) {
      expect(safeUrl('/download/lottoph.apk', purpose, quiet)).toBeNull();
      expect(safeUrl('support', purpose, quiet)).toBeNull();
    }
  });

  it('resolves a path against the page it is on, and refuses it where there is no page', () => {
    vi.stubGlobal('location', new URL('https://m.lottoph.example/member/deposit'));
    onTestFinished(() => void vi.unstubAllGlobals());
    expect(safeUrl('/__mock/gateway/D1', 'payment', { report: false })).toBe(
      'https://m.lottoph.example/__mock/gateway/D1',
    );
    vi.stubGlobal('location', undefined);
    expect(safeUrl('/__mock/gateway/D1', 'payment', { report: false })).toBeNull();
  });

  it('frames only pages of our own origin', () => {
    expect(safeUrl('https://m.lottoph.example/m/pl/t1/', 'frame', quiet)).toBe(
      'https://m.lottoph.example/m/pl/t1/',
    );
    expect(safeUrl('https://games.example/m/pl/t1/', 'frame', quiet)).toBeNull();
    expect(safeUrl('http://m.lottoph.example/m/pl/t1/', 'frame', quiet)).toBeNull();
  });

  it("frames exactly the game site's origin when the build gives it one (VITE_GAME_ORIGIN)", () => {
    vi.stubEnv('VITE_GAME_ORIGIN', 'https://games.example');
    onTestFinished(() => void vi.unstubAllEnvs());
    expect(safeUrl('https://games.example/m/pl/t1/?token=1', 'frame', quiet)).toBe(
      'https://games.example/m/pl/t1/?token=1',
    );
    for (const near of [
      'http://games.example/m/pl/t1/',
      'https://games.example:8443/m/pl/t1/',
      'https://evil.games.example/m/pl/t1/',
      'https://games.example.evil.example/m/pl/t1/',
      'https://games.example@evil.example/',
      '//games.example/m/pl/t1/',
    ])
      expect(safeUrl(near, 'frame', quiet), near).toBeNull();
    expect(safeUrl('javascript:alert(1)//https://games.example', 'frame', quiet)).toBeNull();
  });

  it('refuses plain http, for pay pages unless the build allows a test gateway', () => {
    for (const purpose of PURPOSES)
      expect(safeUrl('http://pay.gateway.example/p', purpose, quiet)).toBeNull();
    expect(safeUrl('http://pay.gateway.example/p', 'payment', { ...quiet, allowHttpPayment: true })).toBe(
      'http://pay.gateway.example/p',
    );
  });

  it('refuses an APK over plain http even where a test gateway may use http', () => {
    expect(
      safeUrl('http://apps.example.ph/lottoph.apk', 'download', { ...quiet, allowHttpPayment: true }),
    ).toBeNull();
    expect(safeUrl('https://apps.example.ph/lottoph.apk', 'download', quiet)).toBe(
      'https://apps.example.ph/lottoph.apk',
    );
  });

  it('opens mail and phone addresses only where a person is contacted', () => {
    for (const raw of ['mailto:help@lottoph.example', 'tel:+63281234567']) {
      expect(safeUrl(raw, 'contact', quiet)).toBe(raw);
      expect(safeUrl(raw, 'content', quiet)).toBe(raw);
      expect(safeUrl(raw, 'payment', quiet)).toBeNull();
      expect(safeUrl(raw, 'download', quiet)).toBeNull();
      expect(safeUrl(raw, 'external', quiet)).toBeNull();
    }
  });

  it('refuses an address with a user name before the host, a way to pass off another host as ours', () => {
    expect(safeUrl('https://m.lottoph.example@evil.example/pay', 'payment', quiet)).toBeNull();
    expect(safeUrl('https://user:secret@pay.gateway.example/', 'payment', quiet)).toBeNull();
  });

  it('refuses what is not an address at all', () => {
    for (const raw of [undefined, null, 42, {}, '', 'https://', 'https://[::1', 'x'.repeat(5000)])
      expect(safeUrl(raw, 'payment', quiet)).toBeNull();
  });

  it('reports a refusal with the scheme only, never the rest of the address', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(safeUrl('javascript:alert(1)', 'payment', { base: APP })).toBeNull();
    expect(safeUrl('http://pay.gateway.example/p?token=secret', 'download', { base: APP })).toBeNull();
    expect(warn.mock.calls).toEqual([
      ['[safe-url] refused a payment address', 'javascript:'],
      ['[safe-url] refused a download address', 'http:'],
    ]);
    expect(JSON.stringify(warn.mock.calls)).not.toContain('secret');
  });

  it('reports nothing for an address it opens, nor when told to stay quiet', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    safeUrl('https://pay.gateway.example/', 'payment', { base: APP });
    safeUrl('javascript:alert(1)', 'content', quiet);
    expect(warn).not.toHaveBeenCalled();
  });
});
