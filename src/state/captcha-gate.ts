import { proxy } from 'valtio';
import {
  CAPTCHA_LOAD_FAILED_CODE,
  CaptchaError,
  captchaLoadConfig,
  verifyWithGeetest,
  type CaptchaResult,
  type CaptchaSettings,
  type InitGeetest,
} from '@/lib/geetest';
import { createScriptLoader, type ScriptLoader, type ScriptState } from '@/lib/script-loader';
import { showToast } from './ui';

// The captcha in front of login and SMS sending when the status's flags ask for it (product spec sections 4,
// 8 and 9). The vendor script loads once per page, on demand, with a 10-second limit; its state is a store
// so the login shell can say "loading" or "failed, try again" wherever the player is.

export const CAPTCHA_LOAD_TIMEOUT_MS = 10_000;

export const captchaGate = proxy({
  state: 'init' as ScriptState,
  /** A screen that needs the captcha is open (the shell shows the loader's state only then). */
  wanted: false,
});

let loader: ScriptLoader | null = null;
let loaderSource = '';

const vendor = (): InitGeetest | undefined => (globalThis as { initGeetest4?: InitGeetest }).initGeetest4;

/** Starts loading the vendor script (again, after a failure). Never rejects: the store says how it went. */
export function prepareCaptcha(src: string): Promise<boolean> {
  captchaGate.wanted = true;
  if (!loader || loaderSource !== src) {
    loader = createScriptLoader(src, {
      timeoutMs: CAPTCHA_LOAD_TIMEOUT_MS,
      isReady: () => typeof vendor() === 'function',
    });
    loaderSource = src;
    loader.subscribe((state) => {
      captchaGate.state = state;
    });
  }
  return loader.load().then(
    () => true,
    () => false,
  );
}

/** The screen that wanted the captcha has closed. */
export function releaseCaptcha(): void {
  captchaGate.wanted = false;
}

/** Loads if needed, then runs one verification with the server's settings. Rejects with a CaptchaError. */
export async function verifyHuman(
  src: string,
  settings: CaptchaSettings,
  language: string,
): Promise<CaptchaResult> {
  const init = (await prepareCaptcha(src)) ? vendor() : undefined;
  if (!init) throw new CaptchaError({ kind: 'network', code: CAPTCHA_LOAD_FAILED_CODE });
  return verifyWithGeetest(init, captchaLoadConfig(settings, language));
}

/** Tells the player why the verification did not pass (spec section 8). */
export function reportCaptchaProblem(error: unknown): void {
  if (!(error instanceof CaptchaError)) {
    showToast('in_unknown_error', { kind: 'error' });
    return;
  }
  const { problem } = error;
  switch (problem.kind) {
    case 'closed':
      showToast('verify_first', { kind: 'error' });
      return;
    case 'failed':
      if (problem.message) showToast(problem.message, { kind: 'error', isKey: false });
      else showToast('verify_first', { kind: 'error' });
      return;
    case 'network':
      showToast('captcha_network_error', { kind: 'error', params: { code: problem.code } });
      return;
  }
}

/** For tests: forget the loaded script's loader. */
export function resetCaptchaGate(): void {
  loader = null;
  loaderSource = '';
  captchaGate.state = 'init';
  captchaGate.wanted = false;
}
