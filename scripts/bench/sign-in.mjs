// A signed-in player for the bench scripts, without the login screen: the same encrypted
// POST /wps/session/login the app sends (AES-ECB body under a random key, the key RSA-wrapped), then the session
// stored where a finished login leaves it (src/services/session-actions.ts). The browser tests do the same in
// TypeScript (tests/e2e/support/session.ts); scripts run in plain Node, so this is the minimum of it in JS.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';

// The CommonJS builds: jsencrypt's ESM build uses extensionless imports plain Node cannot resolve.
const require = createRequire(import.meta.url);
const JSEncrypt = require('jsencrypt');
const CryptoJS = require('crypto-js');

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const API_HEADERS = { Language: 'en', Merchant: 'lottoph', Device: 'MOBILE' };

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
  const key = Array.from(randomBytes(16), (b) => KEY_ALPHABET[b % KEY_ALPHABET.length]).join('');
  const cipher = CryptoJS.AES.encrypt(
    JSON.stringify({
      type: 'password',
      username: player.username,
      password: player.password,
      lottoArea: 'PL',
      channel: 'MOBILE',
    }),
    CryptoJS.enc.Utf8.parse(key),
    { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 },
  ).toString();
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKey);
  const issued = await ok(
    await fetch(`${origin}/wps/session/login`, {
      method: 'POST',
      headers: { ...API_HEADERS, 'Content-Type': 'text/plain;charset=UTF-8', Encryption: rsa.encrypt(key) },
      body: cipher,
    }),
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
