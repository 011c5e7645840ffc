import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiConfig, configureApi } from './config';

const configured = { ...apiConfig };

afterEach(() => {
  Object.assign(apiConfig, configured);
});

describe('configureApi', () => {
  it('starts on the page origin, as merchant lottoph, with a 10 second timeout', async () => {
    // A fresh copy of the module: the shared one was configured by the test set-up.
    vi.resetModules();
    const fresh = await import('./config');
    expect(fresh.apiConfig).toEqual({ baseUrl: '', appBaseUrl: '', merchant: 'lottoph', timeoutMs: 10_000 });
  });

  it('drops a trailing slash from the base URL', () => {
    configureApi({ baseUrl: 'https://api.example.ph/gw/' });
    expect(apiConfig.baseUrl).toBe('https://api.example.ph/gw');
  });

  it("takes the app's own base as the build gives it: '/' is the page origin's root", () => {
    configureApi({ appBaseUrl: '/' });
    expect(apiConfig.appBaseUrl).toBe('');
    configureApi({ appBaseUrl: '/lotto/' });
    expect(apiConfig.appBaseUrl).toBe('/lotto');
  });

  it('changes only what it is given', () => {
    configureApi({ merchant: 'othermerchant' });
    expect(apiConfig).toEqual({ ...configured, merchant: 'othermerchant' });
    configureApi({ timeoutMs: 5_000 });
    expect(apiConfig).toEqual({ ...configured, merchant: 'othermerchant', timeoutMs: 5_000 });
    configureApi({ baseUrl: '' });
    expect(apiConfig).toEqual({ ...configured, baseUrl: '', merchant: 'othermerchant', timeoutMs: 5_000 });
  });
});
