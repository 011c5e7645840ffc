// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { preferences } from '@/state/preferences';
import { dispatchSession } from '@/state/session';
import { interceptFetch, logInAs } from '@/testing/harness';
import { useLanguageSync } from './use-language-sync';

afterEach(() => {
  dispatchSession({ type: 'loggedOut' });
});

/** The language calls on their way to the fake backend. */
function languageCalls() {
  const calls: string[] = [];
  interceptFetch(async (request) => {
    if (new URL(request.url).pathname === '/wps/member/language')
      calls.push(`${request.method} ${await request.clone().text()}`);
  });
  return calls;
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

describe('language sync', () => {
  it('tells the account about a language chosen before the sync had loaded, once, and later choices too', async () => {
    await logInAs();
    const calls = languageCalls();

    // Chosen in the header while this code was still on its way.
    preferences.language = 'zh';
    const first = renderHook(() => useLanguageSync(), { wrapper });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatch(/^PUT .*zh/);

    // A remount does not say it again; a new choice is said.
    first.unmount();
    renderHook(() => useLanguageSync(), { wrapper });
    preferences.language = 'en';
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatch(/^PUT .*en/);
  });
});
