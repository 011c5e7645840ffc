import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CaptchaError,
  captchaClientType,
  captchaLanguage,
  verifyWithGeetest,
  type CaptchaResult,
  type GeetestCaptcha,
  type InitGeetest,
} from './geetest';

const RESULT: CaptchaResult = {
  captcha_id: 'id',
  lot_number: 'lot',
  captcha_output: 'out',
  pass_token: 'pass',
  gen_time: '1',
};

type Handlers = Partial<Record<'ready' | 'success' | 'fail' | 'error' | 'close', (arg?: unknown) => void>>;

/** A vendor stand-in: records the handlers, so a test can play the vendor's part. */
function fakeVendor(result: CaptchaResult | false = RESULT) {
  const handlers: Handlers = {};
  const captcha = {
    showCaptcha: vi.fn(() => captcha),
    getValidate: () => result,
    destroy: vi.fn(),
    onReady: (f: () => void) => ((handlers.ready = f), captcha),
    onSuccess: (f: () => void) => ((handlers.success = f), captcha),
    onFail: (f: (e: unknown) => void) => ((handlers.fail = f), captcha),
    onError: (f: (e: unknown) => void) => ((handlers.error = f), captcha),
    onClose: (f: () => void) => ((handlers.close = f), captcha),
  };
  const init: InitGeetest = vi.fn((_config, callback) => callback(captcha as unknown as GeetestCaptcha));
  return { init, captcha, handlers };
}

afterEach(() => vi.useRealTimers());

describe('geetest-style captcha', () => {
  it('opens the check when ready and resolves with its result', async () => {
    const vendor = fakeVendor();
    const outcome = verifyWithGeetest(vendor.init, { captchaId: 'cid', language: 'eng' });
    expect(vendor.init).toHaveBeenCalledWith(
      { captchaId: 'cid', language: 'eng', product: 'bind' },
      expect.any(Function),
    );
    vendor.handlers.ready?.();
    expect(vendor.captcha.showCaptcha).toHaveBeenCalled();
    vendor.handlers.success?.();
    await expect(outcome).resolves.toEqual(RESULT);
    expect(vendor.captcha.destroy).toHaveBeenCalled();
  });

  it('closing is "verify first"; failing carries the vendor message; errors carry their code', async () => {
    const closed = fakeVendor();
    const a = verifyWithGeetest(closed.init, { captchaId: 'c', language: 'eng' });
    closed.handlers.close?.();
    await expect(a).rejects.toEqual(new CaptchaError({ kind: 'closed' }));

    const failed = fakeVendor();
    const b = verifyWithGeetest(failed.init, { captchaId: 'c', language: 'eng' });
    failed.handlers.fail?.({ code: 'x', msg: 'Verification failed' });
    await expect(b).rejects.toMatchObject({ problem: { kind: 'failed', message: 'Verification failed' } });

    const broken = fakeVendor();
    const c = verifyWithGeetest(broken.init, { captchaId: 'c', language: 'eng' });
    broken.handlers.error?.({ code: '60205', msg: 'Network failure or js resource load timeout' });
    await expect(c).rejects.toMatchObject({ problem: { kind: 'network', code: '60205' } });
  });

  it('a vendor that never gets ready is a network failure after the time limit', async () => {
    vi.useFakeTimers();
    const silent = fakeVendor();
    const outcome = verifyWithGeetest(silent.init, { captchaId: 'c', language: 'eng' }, 10_000).catch(
      (e: unknown) => e,
    );
    vi.advanceTimersByTime(10_000);
    expect(await outcome).toMatchObject({ problem: { kind: 'network', code: '60205' } });
  });

  it('only the first outcome counts, and a success without a result is a closed check', async () => {
    const vendor = fakeVendor(false);
    const outcome = verifyWithGeetest(vendor.init, { captchaId: 'c', language: 'eng' });
    vendor.handlers.success?.();
    vendor.handlers.error?.({ code: '60204' });
    await expect(outcome).rejects.toEqual(new CaptchaError({ kind: 'closed' }));
  });

  it('destroys the captcha object once, however many outcomes the vendor reports', async () => {
    const vendor = fakeVendor();
    const outcome = verifyWithGeetest(vendor.init, { captchaId: 'c', language: 'eng' });
    vendor.handlers.close?.();
    vendor.handlers.success?.();
    vendor.handlers.error?.({ code: '60204' });
    await expect(outcome).rejects.toMatchObject({ problem: { kind: 'closed' } });
    expect(vendor.captcha.destroy).toHaveBeenCalledTimes(1);
  });

  it('a failure or an error without details still settles, with an empty message or the load-failed code', async () => {
    const failed = fakeVendor();
    const a = verifyWithGeetest(failed.init, { captchaId: 'c', language: 'eng' });
    failed.handlers.fail?.(undefined);
    await expect(a).rejects.toMatchObject({ problem: { kind: 'failed', message: '' } });

    const broken = fakeVendor();
    const b = verifyWithGeetest(broken.init, { captchaId: 'c', language: 'eng' });
    broken.handlers.error?.(undefined);
    await expect(b).rejects.toMatchObject({ problem: { kind: 'network', code: '60204' } });
  });

  it('a vendor script that throws on init is a network failure with the resource-timeout code', async () => {
    const init: InitGeetest = () => {
      throw new TypeError('initGeetest4 is not a function');
    };
    const outcome = verifyWithGeetest(init, { captchaId: 'c', language: 'eng' });
    await expect(outcome).rejects.toBeInstanceOf(CaptchaError);
    await expect(outcome).rejects.toMatchObject({
      name: 'CaptchaError',
      message: 'network',
      problem: { kind: 'network', code: '60204' },
    });
  });

  it('§7.26 calls a phone or tablet browser h5 and anything else web', () => {
    expect(
      captchaClientType(
        'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      ),
    ).toBe('h5');
    expect(
      captchaClientType(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
      ),
    ).toBe('h5');
    expect(
      captchaClientType(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
      ),
    ).toBe('web');
  });

  it("speaks the vendor's language names", () => {
    expect(captchaLanguage('zh')).toBe('zho');
    expect(captchaLanguage('en')).toBe('eng');
  });
});
