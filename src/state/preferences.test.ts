// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  localStorage.removeItem('lotto.language');
  vi.resetModules();
});

/** The preferences as a fresh start (a reload) reads them from the device. */
const freshPreferences = async () => {
  vi.resetModules();
  return import('./preferences');
};

describe('the language preference', () => {
  it('issue 20 item 8: a Filipino choice is kept on the device and read back on the next start', async () => {
    const first = await freshPreferences();
    first.preferences.language = 'fil';
    await vi.waitFor(() => expect(localStorage.getItem('lotto.language')).toBe('fil'));
    const next = await freshPreferences();
    expect(next.preferences.language).toBe('fil');
    expect(next.startLanguage).toBe('fil');
  });

  it('starts in English on a value it does not know', async () => {
    localStorage.setItem('lotto.language', 'tl');
    const { preferences } = await freshPreferences();
    expect(preferences.language).toBe('en');
  });

  it('issue 20 item 8: asks the server in English for Filipino, since the server speaks English and Chinese only', async () => {
    const { serverLanguage, LANGUAGES } = await freshPreferences();
    expect(LANGUAGES.map(serverLanguage)).toEqual(['en', 'en', 'zh']);
  });
});
