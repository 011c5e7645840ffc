import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { MemberInfo } from '../../../src/api/generated/wps/wps.schemas';
// The app's own encryption modules (src/lib/aes.ts, src/api/encryption.ts) import packages by paths Node's ESM
// loader cannot resolve; this builds the same request from their CommonJS builds.
import { API_HEADERS, encryptedLogin } from '../../../scripts/encrypted-login.mjs';

// Signing in without the login screen, for the many tests that are about what a player does once signed in.
// The login goes through the real API, encrypted exactly as the app encrypts it (AES body, RSA-wrapped key),
// and the answer is stored where the app reads its session (src/state/session.ts). The journeys about signing
// in (auth-*.spec.ts, failures-login/register, journey, keyboard) keep using the real screens.

export interface Credentials {
  username: string;
  password: string;
}

export interface IssuedSession {
  token: string;
  firstTimeLogin: boolean;
}

/** Logs a player in through POST /wps/session/login, encrypted as the app sends it. */
export async function apiLogin(request: APIRequestContext, player: Credentials): Promise<IssuedSession> {
  const keyResponse = await request.get('/wps/session/key/rsa', { headers: API_HEADERS });
  expect(keyResponse.ok(), await keyResponse.text()).toBe(true);
  const { publicKey } = (await keyResponse.json()) as { publicKey: string };

  const login = encryptedLogin(publicKey, player);
  const response = await request.post('/wps/session/login', { headers: login.headers, data: login.body });
  expect(response.ok(), `login of ${player.username}: ${await response.text()}`).toBe(true);
  const issued = (await response.json()) as Partial<IssuedSession>;
  expect(issued.token, 'the login answer carries a token').toBeTruthy();
  return { token: issued.token!, firstTimeLogin: Boolean(issued.firstTimeLogin) };
}

/**
 * Signs the player in on this page's origin and leaves the device as a finished login does
 * (src/services/session-actions.ts startSession): the token, the time of the last activity and the member in device
 * storage. The page is left on a small same-origin answer (/v.json); the test goes on with its own `goto`.
 */
export async function signIn(page: Page, player: Credentials): Promise<IssuedSession> {
  const issued = await apiLogin(page.request, player);
  const info = await page.request.get('/wps/member/info', {
    headers: { ...API_HEADERS, Authorization: `Bearer ${issued.token}` },
  });
  expect(info.ok(), await info.text()).toBe(true);
  const member = (await info.json()) as MemberInfo;
  await page.goto('/v.json');
  await page.evaluate(
    ({ token, firstTimeLogin, member }) => {
      localStorage.setItem('lotto.token', token);
      localStorage.setItem('lotto.lastAccessAt', String(Date.now()));
      localStorage.setItem('lotto.firstTimeLogin', String(firstTimeLogin));
      localStorage.setItem('lotto.member', JSON.stringify(member));
    },
    // Only what the app itself keeps of the member on the device (src/state/member-copy.ts).
    { ...issued, member: member.nickname ? { id: member.id, nickname: member.nickname } : { id: member.id } },
  );
  return issued;
}

/** The player the page is signed in as, asked of the server with the page's own token. */
export async function signedInMember(page: Page): Promise<MemberInfo> {
  const token = await page.evaluate(() => localStorage.getItem('lotto.token'));
  expect(token, 'the page holds a session').toBeTruthy();
  const info = await page.request.get('/wps/member/info', {
    headers: { ...API_HEADERS, Authorization: `Bearer ${token}` },
  });
  expect(info.ok(), await info.text()).toBe(true);
  return (await info.json()) as MemberInfo;
}

/** What the app keeps of the member in device storage (null when nothing). */
export const deviceMemberCopy = (page: Page): Promise<unknown> =>
  page.evaluate(() => JSON.parse(localStorage.getItem('lotto.member') ?? 'null') as unknown);
