import { describe, expect, it } from 'vitest';
import { isOwnHost, type GuardOptions } from './request-guard';

// Which Host headers mock:server answers (the whole server, over HTTP, is in
// scripts/security/mock-server.test.ts): a name of this machine, or the --host it was started with.

const on = (host: string, port = 8787): GuardOptions => ({
  host,
  port,
  allowedOrigins: new Set(),
  ownAddresses: () => ['127.0.0.1', '192.168.1.20', '::1', 'fe80::1'],
});

describe('the Host a request may name', () => {
  it.each(['127.0.0.1:8787', 'localhost:8787', '[::1]:8787', 'localhost', '127.0.0.1:4010'])(
    'a name of this machine, %s, on any port (a proxy in front keeps its own)',
    (header) => expect(isOwnHost(header, on('127.0.0.1'))).toBe(true),
  );

  it('the --host it was started with, on its own port only', () => {
    expect(isOwnHost('192.168.1.20:8787', on('192.168.1.20'))).toBe(true);
    expect(isOwnHost('lotto-mock.internal:8787', on('lotto-mock.internal'))).toBe(true);
    expect(isOwnHost('192.168.1.20:9999', on('192.168.1.20'))).toBe(false);
    expect(isOwnHost('192.168.1.20', on('192.168.1.20'))).toBe(false);
    expect(isOwnHost('192.168.1.20:80', on('192.168.1.20', 80))).toBe(true);
  });

  it("on every interface (0.0.0.0, ::), this machine's own addresses on its port", () => {
    expect(isOwnHost('192.168.1.20:8787', on('0.0.0.0'))).toBe(true);
    expect(isOwnHost('[fe80::1]:8787', on('::'))).toBe(true);
    expect(isOwnHost('10.0.0.9:8787', on('0.0.0.0'))).toBe(false);
    expect(isOwnHost('0.0.0.0:8787', on('0.0.0.0'))).toBe(false);
  });

  it.each([
    'evil.example',
    'evil.example:8787',
    'evil.example@127.0.0.1:8787',
    '127.0.0.1.evil.example:8787',
    'localhost.evil.example',
    '127.0.0.1:8787/x',
    '',
    undefined,
  ])('never %s', (header) => expect(isOwnHost(header, on('127.0.0.1'))).toBe(false));
});
