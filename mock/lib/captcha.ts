import type { CaptchaValidation } from '../../src/api/generated/wps/wps.schemas';
import { hashSeed } from './random';

// The fake geetest-style captcha. Its vendor script (/__mock/captcha/gt4.js) asks /__mock/captcha/load for a
// lot number and /__mock/captcha/verify for the result, exactly as the real script talks to its vendor, so the
// app's real loader and its callbacks run. A result is valid when:
//   pass_token = passToken(lot_number), captcha_output = 'mock:' + lot_number,
//   captcha_id (when sent) = CAPTCHA_ID, gen_time within 10 minutes of the mock clock, lot number unused.

export const CAPTCHA_ID = 'mock-captcha-2f1c9a';
const MAX_AGE_S = 10 * 60;

const hex = (n: number) => n.toString(16).padStart(8, '0');

export const passToken = (lotNumber: string): string =>
  hex(hashSeed(`${lotNumber}|${CAPTCHA_ID}`)) + hex(hashSeed(`${CAPTCHA_ID}|${lotNumber}`, 7));

export function lotNumber(seed: string): string {
  return [1, 2, 3, 4].map((i) => hex(hashSeed(`${seed}#${i}`))).join('');
}

/** What the fake vendor script hands the app after a successful check (also used by tests). */
export function captchaResult(lot: string, nowMs: number): CaptchaValidation {
  return {
    captcha_id: CAPTCHA_ID,
    lot_number: lot,
    captcha_output: `mock:${lot}`,
    pass_token: passToken(lot),
    gen_time: String(Math.floor(nowMs / 1000)),
  };
}

const used = new Set<string>();

export function resetCaptchas(): void {
  used.clear();
}

/** null when the result passes (and is spent), otherwise why it does not. */
export function captchaProblem(value: CaptchaValidation | undefined, nowMs: number): string | null {
  if (!value) return 'Please complete verification first';
  if (value.captcha_id !== undefined && value.captcha_id !== CAPTCHA_ID) return 'Unknown captcha id';
  if (value.captcha_output !== `mock:${value.lot_number}` || value.pass_token !== passToken(value.lot_number))
    return 'Please pass the correct image verification';
  const age = nowMs / 1000 - Number(value.gen_time);
  if (!Number.isFinite(age) || age > MAX_AGE_S || age < -60) return 'The verification has expired, try again';
  if (used.has(value.lot_number)) return 'This verification was already used, try again';
  used.add(value.lot_number);
  return null;
}
