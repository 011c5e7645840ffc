// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { logInAs, newQueryClient, recordFetch } from '@/testing/harness';
import { MEMBER_STORAGE_KEY } from '@/state/member-copy';
import { dispatchSession } from '@/state/session';
import { useMember } from './member';

afterEach(() => {
  dispatchSession({ type: 'loggedOut' });
  localStorage.clear();
});

function renderMember() {
  const client = newQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useMember(), { wrapper }).result;
}

describe('the player as home knows them', () => {
  it("is the device's copy (id and nickname) until the server is asked, and asks nothing when it has a nickname", async () => {
    await logInAs();
    localStorage.setItem(MEMBER_STORAGE_KEY, JSON.stringify({ id: 10000001, nickname: 'Juan' }));
    const calls = recordFetch('/wps/member/info');
    const member = renderMember();
    expect(member.current).toEqual({ id: 10000001, nickname: 'Juan' });
    expect(calls()).toEqual([]);
  });

  it('asks the server for the name to greet a player the copy has no nickname for', async () => {
    await logInAs();
    localStorage.setItem(MEMBER_STORAGE_KEY, JSON.stringify({ id: 10000001 }));
    const member = renderMember();
    expect(member.current).toEqual({ id: 10000001 });
    await waitFor(() => expect(member.current).toMatchObject({ id: 10000001, account: 'juan2026' }));
  });

  it('is nobody once logged out, whatever the device still holds', () => {
    localStorage.setItem(MEMBER_STORAGE_KEY, JSON.stringify({ id: 10000001, nickname: 'Juan' }));
    expect(renderMember().current).toBeUndefined();
  });
});
