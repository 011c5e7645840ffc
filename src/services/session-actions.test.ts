import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@mock/node';
import { passwordLogin } from '@/testing/harness';
import { clearMember, memberStore } from '@/state/member';
import { dispatchSession, session } from '@/state/session';
import { dismissToast, ui } from '@/state/ui';
import { ApiFailure, getMemberInfo } from '@/api';
import { endSession, startSession } from './session-actions';

const API = 'http://lotto.test';

const errorToasts = () => ui.toasts.filter((t) => t.kind === 'error').map((t) => t.text);

afterEach(() => {
  dispatchSession({ type: 'loggedOut' });
  clearMember();
  for (const t of [...ui.toasts]) dismissToast(t.id);
});

describe('startSession', () => {
  it('refuses an answer without a token and stays logged out', async () => {
    const refusal = startSession({ firstTimeLogin: true });

    await expect(refusal).rejects.toBeInstanceOf(ApiFailure);
    await expect(refusal).rejects.toMatchObject({ kind: 'http', code: 'NO_TOKEN' });
    expect(session.isLoggedIn).toBe(false);
    expect(memberStore.member).toBeNull();
  });

  it('keeps the player logged in without a member, and without a toast, when the member cannot be read', async () => {
    const issued = await passwordLogin();
    server.use(
      http.get(`${API}/wps/member/info`, () =>
        HttpResponse.json({ success: false, code: 'SYSTEM_BUSY', message: 'Busy' }, { status: 500 }),
      ),
    );

    await expect(startSession(issued)).resolves.toBeUndefined();

    expect(session.isLoggedIn).toBe(true);
    expect(session.token).toBe(issued.token);
    expect(memberStore.member).toBeNull();
    expect(errorToasts()).toEqual([]);
  });
});

describe('endSession', () => {
  it('ends the session on the server and on this device', async () => {
    const { token } = await passwordLogin();
    await startSession({ token });

    await endSession();

    expect(session.isLoggedIn).toBe(false);
    expect(session.token).toBeNull();
    // The server has forgotten the token: using it again is refused.
    dispatchSession({ type: 'loggedIn', token, firstTimeLogin: false, at: Date.now() });
    await expect(getMemberInfo({ silent: true })).rejects.toMatchObject({ kind: 'unauthorized' });
  });

  it('logs this device out, without a toast, even when the server fails to', async () => {
    await startSession({ token: (await passwordLogin()).token });
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
