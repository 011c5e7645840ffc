// @vitest-environment jsdom
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { getGetMemberInfoQueryKey, type MemberInfo } from '@/api';
import { dispatchSession } from '@/state/session';
import { MEMBER_STORAGE_KEY, storedMember } from './member-cache';
import { createQueryClient } from './query-client';

const JUAN: MemberInfo = { id: 10000001, account: 'juan2026', nickname: 'Juan', mobileVerified: true };
const logIn = () => dispatchSession({ type: 'loggedIn', token: 't', firstTimeLogin: false, at: Date.now() });
const stored = () => localStorage.getItem(MEMBER_STORAGE_KEY);

afterEach(() => {
  dispatchSession({ type: 'loggedOut' });
  localStorage.clear();
});

describe("the device's copy of the member", () => {
  it('is what the member query shows before its first answer, as an old answer', () => {
    logIn();
    localStorage.setItem(MEMBER_STORAGE_KEY, JSON.stringify(JUAN));
    const client = createQueryClient();
    const observer = new QueryObserver(client, { queryKey: getGetMemberInfoQueryKey() });

    expect(observer.getCurrentResult()).toMatchObject({ data: JUAN, isStale: true, dataUpdatedAt: 0 });
  });

  it.each([
    ['not JSON', '{"id":'],
    ['not a member', JSON.stringify({ id: '10000001', account: 'juan2026', mobileVerified: true })],
    ['a member without its name', JSON.stringify({ id: 10000001, mobileVerified: true })],
    ['a member with a number for a nickname', JSON.stringify({ ...JUAN, nickname: 7 })],
  ])('is ignored and removed when it is %s', (_, raw) => {
    localStorage.setItem(MEMBER_STORAGE_KEY, raw);
    expect(storedMember()).toBeUndefined();
    expect(stored()).toBeNull();
  });

  it('follows every answer of the member query, and only that query', () => {
    logIn();
    const client = createQueryClient();
    client.setQueryData(['/wps/member/info/other'], { id: 1 });
    expect(stored()).toBeNull();

    client.setQueryData(getGetMemberInfoQueryKey(), JUAN);
    expect(JSON.parse(stored()!)).toEqual(JUAN);
    client.setQueryData(getGetMemberInfoQueryKey(), { ...JUAN, nickname: 'Lucky' });
    expect(JSON.parse(stored()!)).toMatchObject({ nickname: 'Lucky' });
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
