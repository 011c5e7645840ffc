// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JUAN_MEMBER_INFO } from '@/testing/members';

// Each test loads the modules afresh, as a page load would, over what device storage holds.
async function loadWith(stored: Record<string, string>) {
  localStorage.clear();
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  vi.resetModules();
  const copy = await import('./member-copy');
  const session = await import('./session');
  return { ...copy, ...session };
}

const LIVE_SESSION = { 'lotto.token': 'token-1', 'lotto.lastAccessAt': String(Date.now()) };
const OLD_FULL_COPY = JSON.stringify(JUAN_MEMBER_INFO);

afterEach(() => localStorage.clear());

describe('the member copy on the device', () => {
  it("cuts a copy an earlier version left with the player's phone, e-mail and real name down at start", async () => {
    const { storedMemberCopy, MEMBER_STORAGE_KEY } = await loadWith({
      ...LIVE_SESSION,
      'lotto.member': OLD_FULL_COPY,
    });
    expect(JSON.parse(localStorage.getItem(MEMBER_STORAGE_KEY)!)).toEqual({ id: 10000001, nickname: 'Juan' });
    expect(storedMemberCopy()).toEqual({ id: 10000001, nickname: 'Juan' });
  });

  it('§3 keeps of a member answer only the id and the nickname: no account name, e-mail, mobile or payee', async () => {
    const { saveMemberCopy, dispatchSession, MEMBER_STORAGE_KEY } = await loadWith(LIVE_SESSION);
    dispatchSession({ type: 'loggedIn', token: 't', firstTimeLogin: false, at: Date.now() });
    saveMemberCopy(JUAN_MEMBER_INFO);
    expect(JSON.parse(localStorage.getItem(MEMBER_STORAGE_KEY)!)).toEqual({ id: 10000001, nickname: 'Juan' });
  });

  it('drops at start a copy a session that ended while the app was closed left behind', async () => {
    const { MEMBER_STORAGE_KEY } = await loadWith({
      'lotto.token': 'token-1',
      'lotto.lastAccessAt': String(Date.now() - 2 * 60 * 60 * 1000),
      'lotto.member': OLD_FULL_COPY,
    });
    expect(localStorage.getItem(MEMBER_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{"id":'],
    ['an id that is not a number', JSON.stringify({ id: '10000001', nickname: 'Juan' })],
    ['no id', JSON.stringify({ nickname: 'Juan' })],
    ['a number for a nickname', JSON.stringify({ id: 10000001, nickname: 7 })],
  ])('is ignored and removed when it is %s', async (_, raw) => {
    const { storedMemberCopy, MEMBER_STORAGE_KEY } = await loadWith({ ...LIVE_SESSION, 'lotto.member': raw });
    expect(storedMemberCopy()).toBeUndefined();
    expect(localStorage.getItem(MEMBER_STORAGE_KEY)).toBeNull();
  });

  it('goes on logout, on expiry and when another device takes over, and is not written while logged out', async () => {
    const { saveMemberCopy, dispatchSession, MEMBER_STORAGE_KEY } = await loadWith(LIVE_SESSION);
    for (const end of ['loggedOut', 'expired', 'loggedOutElsewhere'] as const) {
      dispatchSession({ type: 'loggedIn', token: 't', firstTimeLogin: false, at: Date.now() });
      saveMemberCopy({ id: 10000001, nickname: 'Juan' });
      expect(localStorage.getItem(MEMBER_STORAGE_KEY)).not.toBeNull();
      dispatchSession({ type: end });
      expect(localStorage.getItem(MEMBER_STORAGE_KEY), end).toBeNull();
    }
    saveMemberCopy({ id: 10000001, nickname: 'Juan' });
    expect(localStorage.getItem(MEMBER_STORAGE_KEY)).toBeNull();
  });

  it("keeps home's last shown balance beside the player's copy, for that player only, and drops a malformed one", async () => {
    const {
      saveMemberCopy,
      saveBalanceCopy,
      storedBalance,
      storedMemberCopy,
      dispatchSession,
      MEMBER_STORAGE_KEY,
    } = await loadWith(LIVE_SESSION);
    dispatchSession({ type: 'loggedIn', token: 't', firstTimeLogin: false, at: Date.now() });
    saveBalanceCopy('₱12,345.67');
    expect(localStorage.getItem(MEMBER_STORAGE_KEY), 'nobody to keep it for yet').toBeNull();
    saveMemberCopy({ id: 10000001, nickname: 'Juan' });
    saveBalanceCopy('₱12,345.67');
    expect(storedBalance()).toBe('₱12,345.67');
    expect(storedMemberCopy()).toEqual({ id: 10000001, nickname: 'Juan' });
    saveMemberCopy({ id: 10000001, nickname: 'Juanito' });
    expect(storedBalance(), 'a new member answer keeps the balance').toBe('₱12,345.67');
    saveMemberCopy({ id: 10000002, nickname: 'Maria' });
    expect(storedBalance(), "another player's copy does not carry it").toBeUndefined();

    for (const balance of [12345.67, '₱'.padEnd(40, '9'), 'none']) {
      localStorage.setItem(MEMBER_STORAGE_KEY, JSON.stringify({ id: 10000001, balance }));
      expect(storedBalance(), String(balance)).toBeUndefined();
      expect(storedMemberCopy()).toEqual({ id: 10000001 });
    }
  });

  it('drops the kept balance with the session', async () => {
    const { saveMemberCopy, saveBalanceCopy, dispatchSession, MEMBER_STORAGE_KEY } =
      await loadWith(LIVE_SESSION);
    dispatchSession({ type: 'loggedIn', token: 't', firstTimeLogin: false, at: Date.now() });
    saveMemberCopy({ id: 10000001, nickname: 'Juan' });
    saveBalanceCopy('₱12,345.67');
    dispatchSession({ type: 'loggedOut' });
    expect(localStorage.getItem(MEMBER_STORAGE_KEY)).toBeNull();
    saveBalanceCopy('₱12,345.67');
    expect(localStorage.getItem(MEMBER_STORAGE_KEY)).toBeNull();
  });
});
