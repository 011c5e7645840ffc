import { describe, expect, it } from 'vitest';
import { exposureWarning, parseServerOptions } from './server-options';

// What an operator types when starting mock:server, and what it does with it before anything listens.

describe('mock:server options', () => {
  it('listens on this machine only, answers no other origin and keeps secrets, unless told', () => {
    const options = parseServerOptions([]);
    expect(options).toMatchObject({ host: '127.0.0.1', port: 8787, revealSecrets: false });
    expect([...options.allowedOrigins]).toEqual([]);
    expect(exposureWarning(options)).toBeNull();
  });

  it.each(['0.0.0.0', '::', '192.168.1.20', 'lotto-mock.internal'])(
    'warns before listening on %s, which other machines can reach',
    (host) => {
      expect(exposureWarning(parseServerOptions(['--host', host]))).toContain(
        `WARNING: listening on ${host}`,
      );
    },
  );

  it.each(['127.0.0.1', '127.0.0.2', 'localhost', '::1', '[::1]'])('does not warn for %s', (host) => {
    expect(exposureWarning(parseServerOptions(['--host', host]))).toBeNull();
  });

  it('says so when secrets are revealed on a reachable address', () => {
    expect(exposureWarning(parseServerOptions(['--host', '0.0.0.0', '--reveal-secrets']))).toContain(
      '--reveal-secrets is on',
    );
  });

  it('takes app origins one per flag or comma-separated, as the browser writes them', () => {
    const options = parseServerOptions([
      '--allow-origin',
      'https://app.example.ph/',
      '--allow-origin',
      'http://localhost:5173,capacitor://localhost',
    ]);
    expect([...options.allowedOrigins]).toEqual([
      'https://app.example.ph',
      'http://localhost:5173',
      'capacitor://localhost',
    ]);
  });

  it('refuses what is not an origin, and flags it does not know', () => {
    expect(() => parseServerOptions(['--allow-origin', 'app.example.ph'])).toThrow(/not an origin/);
    expect(() => parseServerOptions(['--allow-origin', 'file:///tmp/app'])).toThrow(/opaque origin/);
    expect(() => parseServerOptions(['--alow-origin', 'https://app.example.ph'])).toThrow();
    expect(() => parseServerOptions(['--port', 'eighty'])).toThrow(/not a port/);
  });
});
