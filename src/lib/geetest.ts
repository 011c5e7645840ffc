// The geetest-style (v4) captcha, driven through the vendor script's own API: initGeetest4(config, callback)
// hands over a captcha object whose events end one verification. The result (getValidate) is what the login
// and SMS calls forward for the server to check. The script itself is loaded by script-loader.ts.

export interface CaptchaResult {
  captcha_id?: string;
  lot_number: string;
  captcha_output: string;
  pass_token: string;
  gen_time: string;
}

interface VendorError {
  code?: string | number;
  msg?: string;
}

/** The subset of the vendor's captcha object the app uses. */
export interface GeetestCaptcha {
  showCaptcha(): GeetestCaptcha;
  getValidate(): CaptchaResult | false;
  destroy(): void;
  onReady(handler: () => void): GeetestCaptcha;
  onSuccess(handler: () => void): GeetestCaptcha;
  onFail(handler: (error: VendorError) => void): GeetestCaptcha;
  onError(handler: (error: VendorError) => void): GeetestCaptcha;
  onClose(handler: () => void): GeetestCaptcha;
}

/** The vendor's load call's client_type (spec section 7): a phone or tablet's browser, or a computer's. */
export type CaptchaClientType = 'h5' | 'web';

export interface GeetestConfig {
  captchaId: string;
  /** "bind": no widget of its own; the app opens the check when the player submits. */
  product: 'bind';
  language: string;
  // The rest are what the vendor script sends to its load call (captcha_id, challenge, client_type,
  // risk_type, call_type, lang: spec section 7) besides the id and the language.
  /** A fresh value per verification, so a load answer is never reused for another check. */
  challenge?: string;
  clientType?: CaptchaClientType;
  /** The kind of check the vendor should show. */
  riskType?: string;
  /** How the vendor is called: from its JavaScript library. */
  callType?: 'js';
}

export type InitGeetest = (config: GeetestConfig, callback: (captcha: GeetestCaptcha) => void) => void;

/** The vendor's network and resource-timeout codes (spec section 8). */
export const CAPTCHA_NETWORK_CODES = ['60204', '60205'] as const;
/** Our code for "the script never loaded": the vendor's own resource-timeout code. */
export const CAPTCHA_LOAD_FAILED_CODE = '60204';
/** The vendor says nothing for this long after init: treated as its network failure. */
export const CAPTCHA_READY_TIMEOUT_MS = 10_000;

export type CaptchaProblem =
  /** The player closed the check: "Please complete verification first". */
  | { kind: 'closed' }
  /** The check was failed; the vendor's message is shown as it is. */
  | { kind: 'failed'; message: string }
  /** The script or the vendor could not be reached. */
  | { kind: 'network'; code: string };

export class CaptchaError extends Error {
  constructor(readonly problem: CaptchaProblem) {
    super(problem.kind);
    this.name = 'CaptchaError';
  }
}

/** The vendor's language names for ours. */
export const captchaLanguage = (language: string): string => (language === 'zh' ? 'zho' : 'eng');

/** Phones and tablets are 'h5', the vendor's name for a mobile browser; anything else is 'web'. */
export const captchaClientType = (userAgent: string): CaptchaClientType =>
  /Mobi|Android|iPhone|iPad|iPod/.test(userAgent) ? 'h5' : 'web';

/** The vendor's adaptive check: one tap for most players, a harder one only when it sees a risk. */
export const DEFAULT_CAPTCHA_RISK_TYPE = 'ai';

/** The risk type this build asks for (VITE_CAPTCHA_RISK_TYPE, read in place so the build inlines it). */
export function captchaRiskType(): string {
  return (import.meta.env.VITE_CAPTCHA_RISK_TYPE as string | undefined) || DEFAULT_CAPTCHA_RISK_TYPE;
}

/** 32 hex digits from the platform's secure random source. */
export function captchaChallenge(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * What the server says a check is loaded with (GET /wps/captcha, or the status's id when that call cannot be
 * read). A risk type the server leaves out is the build's.
 */
export interface CaptchaSettings {
  captchaId: string;
  riskType?: string;
}

/** Everything one verification hands the vendor script for its load call. */
export function captchaLoadConfig(
  settings: CaptchaSettings,
  language: string,
  userAgent: string = globalThis.navigator?.userAgent ?? '',
): Omit<GeetestConfig, 'product'> {
  return {
    captchaId: settings.captchaId,
    language: captchaLanguage(language),
    challenge: captchaChallenge(),
    clientType: captchaClientType(userAgent),
    riskType: settings.riskType || captchaRiskType(),
    callType: 'js',
  };
}

const vendorCode = (error: VendorError | undefined): string =>
  String(error?.code ?? CAPTCHA_LOAD_FAILED_CODE);

/** Opens one verification and resolves with its result, or rejects with a CaptchaError. */
export function verifyWithGeetest(
  init: InitGeetest,
  config: Omit<GeetestConfig, 'product'>,
  readyTimeoutMs = CAPTCHA_READY_TIMEOUT_MS,
): Promise<CaptchaResult> {
  return new Promise((resolve, reject) => {
    let done = false;
    let instance: GeetestCaptcha | null = null;
    const readyTimer = setTimeout(
      () => settle(new CaptchaError({ kind: 'network', code: CAPTCHA_NETWORK_CODES[1] })),
      readyTimeoutMs,
    );
    function settle(outcome: CaptchaResult | CaptchaError) {
      if (done) return;
      done = true;
      clearTimeout(readyTimer);
      // One verification per captcha object: a fresh one next time, with a fresh challenge.
      instance?.destroy();
      if (outcome instanceof CaptchaError) reject(outcome);
      else resolve(outcome);
    }
    try {
      init({ ...config, product: 'bind' }, (captcha) => {
        instance = captcha;
        captcha
          .onReady(() => {
            clearTimeout(readyTimer);
            captcha.showCaptcha();
          })
          .onSuccess(() => {
            const result = captcha.getValidate();
            settle(result ? result : new CaptchaError({ kind: 'closed' }));
          })
          .onFail((error) => settle(new CaptchaError({ kind: 'failed', message: error?.msg ?? '' })))
          .onError((error) => settle(new CaptchaError({ kind: 'network', code: vendorCode(error) })))
          .onClose(() => settle(new CaptchaError({ kind: 'closed' })));
      });
    } catch {
      settle(new CaptchaError({ kind: 'network', code: CAPTCHA_LOAD_FAILED_CODE }));
    }
  });
}
