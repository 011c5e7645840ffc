// A signed-in player for the bench scripts, without the login screen: the same encrypted
// POST /wps/session/login the app sends (AES-ECB body under a random key, the key RSA-wrapped), then the session
// stored where a finished login leaves it (src/services/session-actions.ts). The browser tests do the same in
// TypeScript (tests/e2e/support/session.ts), both through scripts/encrypted-login.mjs.
import { API_HEADERS, encryptedLogin } from '../encrypted-login.mjs';

/** The seeded player of the fake backend (mock/db). */
export const PLAYER = { username: 'juan2026', password: 'Lotto2026', nickname: 'Juan' };

async function ok(response, what) {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Logs `player` in on `origin`; resolves with what the app stores of the session. */
export async function sessionOf(origin, player = PLAYER) {
  const { publicKey } = await ok(
    await fetch(`${origin}/wps/session/key/rsa`, { headers: API_HEADERS }),
    'RSA key',
  );
  const login = encryptedLogin(publicKey, player);
  const issued = await ok(
    await fetch(`${origin}/wps/session/login`, { method: 'POST', headers: login.headers, body: login.body }),
    `login of ${player.username}`,
  );
  const member = await ok(
    await fetch(`${origin}/wps/member/info`, {
      headers: { ...API_HEADERS, Authorization: `Bearer ${issued.token}` },
    }),
    'member info',
  );
  return {
    token: issued.token,
    firstTimeLogin: Boolean(issued.firstTimeLogin),
    // Only what the app itself keeps of the member on the device (src/state/member-copy.ts).
    member: member.nickname ? { id: member.id, nickname: member.nickname } : { id: member.id },
  };
}

/** Stores `session` (sessionOf) in the page's storage. Runs in the page: passed to evaluate. */
export function storeSession({ token, firstTimeLogin, member }) {
  localStorage.setItem('lotto.token', token);
  localStorage.setItem('lotto.lastAccessAt', String(Date.now()));
  localStorage.setItem('lotto.firstTimeLogin', String(firstTimeLogin));
  localStorage.setItem('lotto.member', JSON.stringify(member));
}
