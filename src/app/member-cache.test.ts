// @vitest-environment jsdom
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { getGetMemberInfoQueryKey } from '@/api';
import { MEMBER_STORAGE_KEY } from '@/state/member-copy';
import { dispatchSession } from '@/state/session';
import { JUAN_MEMBER_INFO } from '@/testing/members';
import { createQueryClient } from './query-client';

const JUAN = JUAN_MEMBER_INFO;
const logIn = () => dispatchSession({ type: 'loggedIn', token: 't', firstTimeLogin: false, at: Date.now() });
const stored = () => localStorage.getItem(MEMBER_STORAGE_KEY);

afterEach(() => {
  dispatchSession({ type: 'loggedOut' });
  localStorage.clear();
});

describe("the device's copy of the member", () => {
  it('keeps only what the home screen needs of each member answer: the id and the nickname', () => {
    logIn();
    const client = createQueryClient();
    client.setQueryData(['/wps/member/info/other'], { id: 1 });
    expect(stored()).toBeNull();

    client.setQueryData(getGetMemberInfoQueryKey(), JUAN);
    expect(JSON.parse(stored()!)).toEqual({ id: 10000001, nickname: 'Juan' });
    for (const personal of ['09171234567', 'juan@example.ph', 'Juan Dela Cruz', 'ph09171234567'])
      expect(stored()).not.toContain(personal);

    client.setQueryData(getGetMemberInfoQueryKey(), { ...JUAN, nickname: null });
    expect(JSON.parse(stored()!)).toEqual({ id: 10000001 });
  });

  it('does not start the member query from the copy: screens showing phone, e-mail or payee wait for the server', () => {
    logIn();
    localStorage.setItem(MEMBER_STORAGE_KEY, JSON.stringify(JUAN));
    const client = createQueryClient();
    const observer = new QueryObserver(client, { queryKey: getGetMemberInfoQueryKey() });
    expect(observer.getCurrentResult()).toMatchObject({ data: undefined, isPending: true });
  });

  it('goes when the session ends, and an answer landing afterwards is not kept', () => {
    logIn();
    const client = createQueryClient();
    client.setQueryData(getGetMemberInfoQueryKey(), JUAN);

    dispatchSession({ type: 'loggedOut' });
    expect(stored()).toBeNull();
    client.setQueryData(getGetMemberInfoQueryKey(), JUAN);
    expect(stored()).toBeNull();
  });
});
