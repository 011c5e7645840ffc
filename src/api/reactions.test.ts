import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatchSession, session } from '@/state/session';
import { dismissToast, ui } from '@/state/ui';
import { ApiFailure } from './errors';
import { reactToFailure } from './reactions';
import { setNavigator } from '@/state/navigation';

/** Where the code under test sent the player (the app's router registers the real one). */
const navigate = vi.fn<(path: string) => void>();
beforeEach(() => {
  navigate.mockReset();
  setNavigator(navigate);
});

const toasts = () => ui.toasts.map(({ kind, text, isKey }) => ({ kind, text, isKey }));

afterEach(() => {
  dispatchSession({ type: 'loggedOut' });
  for (const t of [...ui.toasts]) dismissToast(t.id);
  ui.dialogs.splice(0);
  ui.offline = false;
});

describe('reactToFailure', () => {
  it('401 while logged out: says "not logged in" and goes to login, with no dialog', () => {
    reactToFailure(new ApiFailure({ kind: 'unauthorized', status: 401 }), {});
    expect(toasts()).toEqual([{ kind: 'error', text: 'not_login', isKey: true }]);
    expect(ui.dialogs).toEqual([]);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('401 without a server message: ends the session and explains it with the translated default', () => {
    dispatchSession({ type: 'loggedIn', token: 't', firstTimeLogin: false, at: 1 });
    reactToFailure(new ApiFailure({ kind: 'unauthorized', status: 401 }), {});
    expect(session.isLoggedIn).toBe(false);
    expect(toasts()).toEqual([{ kind: 'error', text: 'logged_in_elsewhere', isKey: true }]);
    expect(ui.dialogs).toEqual([
      expect.objectContaining({
        kind: 'warning',
        titleKey: 'session_ended_title',
        text: 'logged_in_elsewhere',
        isKey: true,
      }),
    ]);
  });

  it('502: only logged, with the code and message', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    reactToFailure(new ApiFailure({ kind: 'bad-gateway', status: 502, code: 'GW', message: 'down' }), {});
    expect(warn).toHaveBeenCalledWith('[api] 502 from the gateway', 'GW', 'down');
    expect(ui.toasts).toHaveLength(0);
  });

  it('a cancelled call shows nothing and changes nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    reactToFailure(new ApiFailure({ kind: 'cancelled' }), {});
    expect(ui.toasts).toHaveLength(0);
    expect(ui.offline).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it('a server message is shown as it is, not looked up as a translation key', () => {
    reactToFailure(new ApiFailure({ kind: 'http', status: 400, code: 'E1', message: 'Limit reached' }), {});
    expect(toasts()).toEqual([{ kind: 'error', text: 'Limit reached', isKey: false }]);
  });

  it('the usual refusal: the server message, else its code, else the status text, else "Unknown error"', () => {
    const refusal = (code: string, message: string) =>
      new ApiFailure({ kind: 'http', status: 500, code, message });
    reactToFailure(refusal('E1', 'Limit reached'), { statusText: 'Internal Server Error' });
    reactToFailure(refusal('E2', ''), { statusText: 'Internal Server Error' });
    reactToFailure(refusal('', ''), { statusText: 'Service Unavailable' });
    reactToFailure(refusal('', ''), {});
    expect(toasts()).toEqual([
      { kind: 'error', text: 'Limit reached', isKey: false },
      { kind: 'error', text: 'E2', isKey: false },
      { kind: 'error', text: 'Service Unavailable', isKey: false },
      { kind: 'error', text: 'in_unknown_error', isKey: true },
    ]);
  });

  it('a silent refusal is left to its form', () => {
    reactToFailure(new ApiFailure({ kind: 'http', status: 400, code: 'E1', message: 'No' }), {
      silent: true,
    });
    expect(ui.toasts).toHaveLength(0);
  });
});

/** Every way a call can be made: the four reactions below do not depend on it. */
const CALLERS = [{}, { silent: true }, { background: true }, { silent: true, background: true }];

describe('the catalogue reactions whoever made the call (spec section 8)', () => {
  it('§8.27 502: only logged, never a toast, a dialog or the offline banner', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const options of CALLERS)
      reactToFailure(
        new ApiFailure({ kind: 'bad-gateway', status: 502, code: 'BAD_GATEWAY', message: 'Bad gateway' }),
        options,
      );
    expect(warn).toHaveBeenCalledTimes(CALLERS.length);
    expect(ui.toasts).toHaveLength(0);
    expect(ui.dialogs).toHaveLength(0);
    expect(ui.offline).toBe(false);
  });

  it('§8.28 TOO_MANY_REQUEST is never toasted; another 429 is an ordinary refusal', () => {
    for (const options of CALLERS)
      reactToFailure(
        new ApiFailure({ kind: 'http', status: 429, code: 'TOO_MANY_REQUEST', message: 'Slow down' }),
        options,
      );
    expect(ui.toasts).toHaveLength(0);
    reactToFailure(new ApiFailure({ kind: 'http', status: 429, code: 'LIMIT', message: 'Slow down' }), {});
    expect(toasts()).toEqual([{ kind: 'error', text: 'Slow down', isKey: false }]);
  });

  it('§8.29 no answer: silent, and the offline banner says network_offline', () => {
    for (const options of CALLERS) {
      ui.offline = false;
      reactToFailure(new ApiFailure({ kind: 'network', message: 'Failed to fetch' }), options);
      expect(ui.offline).toBe(true);
    }
    expect(ui.toasts).toHaveLength(0);
  });

  it("§8.30 a late answer: the 'took too long' toast for the player's call, a form's too, and no banner", () => {
    reactToFailure(new ApiFailure({ kind: 'timeout', code: 'TIMEOUT' }), { silent: true });
    expect(toasts()).toEqual([{ kind: 'error', text: 'request_timeout', isKey: true }]);
    for (const t of [...ui.toasts]) dismissToast(t.id);
    reactToFailure(new ApiFailure({ kind: 'timeout', code: 'TIMEOUT' }), {});
    expect(toasts()).toEqual([{ kind: 'error', text: 'request_timeout', isKey: true }]);
    expect(ui.offline).toBe(false);
  });

  it("§8.30 the app's own call (a poll) that times out says nothing: it polls again", () => {
    reactToFailure(new ApiFailure({ kind: 'timeout', code: 'TIMEOUT' }), { background: true });
    reactToFailure(new ApiFailure({ kind: 'timeout', code: 'TIMEOUT' }), { background: true, silent: true });
    expect(ui.toasts).toHaveLength(0);
    expect(ui.offline).toBe(false);
  });
});
