// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { getPublicKey } from '@/api/rsa-key';
import { ageGate, agreeToAge } from '@/state/age-gate';
import { loginAge, setLoginAgeConfirmed } from '@/state/login-age';
import { dispatchSession, session } from '@/state/session';
import { setBlocker, shell } from '@/state/shell';
import { showDialog, showToast, ui } from '@/state/ui';
import { startFresh } from './fresh-start';

describe('startFresh', () => {
  it('leaves the next test file nothing of what the one before it left behind', async () => {
    dispatchSession({ type: 'loggedIn', token: 'left-behind', firstTimeLogin: false, at: Date.now() });
    showToast('logged_in_elsewhere', { kind: 'error' });
    showDialog({
      kind: 'warning',
      titleKey: 'session_ended_title',
      text: 'logged_in_elsewhere',
      isKey: true,
    });
    setBlocker('maintenance', true);
    agreeToAge();
    setLoginAgeConfirmed(true);
    localStorage.setItem('lotto.ageGate', 'agreed');
    await getPublicKey(async () => 'a key the file before was given');

    startFresh();

    expect(session.isLoggedIn).toBe(false);
    expect(localStorage.length).toBe(0);
    expect(ui.toasts).toEqual([]);
    expect(ui.dialogs).toEqual([]);
    expect(shell.blockers).toEqual([]);
    expect(ageGate.answer).toBeNull();
    expect(loginAge.confirmed).toBe(false);
    expect(await getPublicKey(async () => 'the server key of this file')).toBe('the server key of this file');
  });
});
