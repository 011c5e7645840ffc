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

  it('a silent timeout shows nothing', () => {
    reactToFailure(new ApiFailure({ kind: 'timeout', code: 'TIMEOUT' }), { silent: true });
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
});
