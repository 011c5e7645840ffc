import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@mock/node';
import { passwordLogin } from '@/testing/harness';
import { dispatchSession, session } from '@/state/session';
import { dismissToast, ui } from '@/state/ui';
import { ApiFailure, getGetMemberInfoQueryKey, getMemberInfo, type MemberInfo } from '@/api';
import { endSession, startSession } from './session-actions';

const API = 'http://lotto.test';

const errorToasts = () => ui.toasts.filter((t) => t.kind === 'error').map((t) => t.text);

// The cache the session's member is loaded into, as the screens' own would be.
let queryClient = new QueryClient();
const member = () => queryClient.getQueryData<MemberInfo>(getGetMemberInfoQueryKey());

afterEach(() => {
  dispatchSession({ type: 'loggedOut' });
  queryClient = new QueryClient();
  for (const t of [...ui.toasts]) dismissToast(t.id);
});

describe('startSession', () => {
  it('refuses an answer without a token and stays logged out', async () => {
    const refusal = startSession({ firstTimeLogin: true }, queryClient);

    await expect(refusal).rejects.toBeInstanceOf(ApiFailure);
    await expect(refusal).rejects.toMatchObject({ kind: 'http', code: 'NO_TOKEN' });
    expect(session.isLoggedIn).toBe(false);
    expect(member()).toBeUndefined();
  });

  it('loads the member into the cache the screens read', async () => {
    await startSession(await passwordLogin(), queryClient);

    expect(session.isLoggedIn).toBe(true);
    expect(member()).toMatchObject({ account: 'juan2026', nickname: 'Juan' });
  });

  it('keeps the player logged in without a member, and without a toast, when the member cannot be read', async () => {
    const issued = await passwordLogin();
    server.use(
      http.get(`${API}/wps/member/info`, () =>
        HttpResponse.json({ success: false, code: 'SYSTEM_BUSY', message: 'Busy' }, { status: 500 }),
      ),
    );

    await expect(startSession(issued, queryClient)).resolves.toBeUndefined();

    expect(session.isLoggedIn).toBe(true);
    expect(session.token).toBe(issued.token);
    expect(member()).toBeUndefined();
    expect(errorToasts()).toEqual([]);
  });
});

describe('endSession', () => {
  it('ends the session on the server and on this device', async () => {
    const { token } = await passwordLogin();
    await startSession({ token }, queryClient);

    await endSession();

    expect(session.isLoggedIn).toBe(false);
    expect(session.token).toBeNull();
    // The server has forgotten the token: using it again is refused.
    dispatchSession({ type: 'loggedIn', token, firstTimeLogin: false, at: Date.now() });
    await expect(getMemberInfo({ silent: true })).rejects.toMatchObject({ kind: 'unauthorized' });
  });

  it('logs this device out, without a toast, even when the server fails to', async () => {
    await startSession({ token: (await passwordLogin()).token }, queryClient);
    server.use(
      http.delete(`${API}/wps/session/logout`, () =>
        HttpResponse.json({ success: false, code: 'SYSTEM_BUSY', message: 'Busy' }, { status: 500 }),
      ),
    );

    await endSession();

    expect(session.isLoggedIn).toBe(false);
    expect(errorToasts()).toEqual([]);
  });
});
