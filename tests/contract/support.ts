import { lastCode } from '@mock/db/sms';
import { SEEDED_PASSWORD, SEEDED_PLAYERS } from '@mock/db/players';
import { apiRequest, type RequestConfig } from '@/api/http';
import { dispatchSession } from '@/state/session';
import { PICTURES } from '@/testing/pictures';

// Helpers for tests that drive the fake backend through the app's own pipeline (encryption, token, headers).

export const API = 'http://lotto.test';
export type Seeded = 'juan' | 'maria' | 'pedro' | 'rosa' | 'carmen' | 'lito';
export const seeded = (name: Seeded) => SEEDED_PLAYERS.find((p) => p.username === `${name}2026`)!;

export const call = <T = unknown>(
  url: string,
  method: RequestConfig['method'],
  rest: Partial<RequestConfig> = {},
) => apiRequest<T>({ url, method, ...rest }, { silent: true });

export async function logInAs(username: string, password = SEEDED_PASSWORD): Promise<string> {
  const { token, firstTimeLogin } = await call<{ token: string; firstTimeLogin: boolean }>(
    '/wps/session/login',
    'POST',
    {
      data: { type: 'password', username, password, lottoArea: 'PL', channel: 'MOBILE' },
    },
  );
  dispatchSession({ type: 'loggedIn', token, firstTimeLogin, at: Date.now() });
  return token;
}

export const logOutLocally = () => dispatchSession({ type: 'loggedOut' });

/** Adopts a token from a register or login answer as the app's session. */
export const adopt = (token: string) =>
  dispatchSession({ type: 'loggedIn', token, firstTimeLogin: true, at: Date.now() });

/** The code the fake SMS gateway last sent to the number (what a player would read on the phone). */
export function smsCodeFor(mobile: string, countryDialingCode = '63'): string {
  const sms = lastCode(countryDialingCode, mobile);
  if (!sms) throw new Error(`no SMS was sent to ${mobile}`);
  return sms.code;
}

/** A file of the given size that starts like a real picture of its type: the fake backend reads the bytes. */
export function picture(name: string, type: 'image/jpeg' | 'image/png' = 'image/jpeg', bytes = 2048): File {
  const content = new Uint8Array(bytes).fill(7);
  content.set(type === 'image/png' ? PICTURES.png : PICTURES.jpeg);
  return new File([content], name, { type });
}

export function form(values: Record<string, string | Blob>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  return data;
}
