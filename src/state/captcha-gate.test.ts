// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { CaptchaError, type CaptchaResult, type GeetestConfig, type InitGeetest } from '@/lib/geetest';
import {
  captchaGate,
  prepareCaptcha,
  reportCaptchaProblem,
  resetCaptchaGate,
  verifyHuman,
} from './captcha-gate';
import { ui } from './ui';

const RESULT: CaptchaResult = { lot_number: 'l', captcha_output: 'o', pass_token: 'p', gen_time: '1' };
const target = globalThis as { initGeetest4?: InitGeetest };

/** A vendor on the page whose every check passes; the configs it was opened with, in order. */
function passingVendor(): GeetestConfig[] {
  const configs: GeetestConfig[] = [];
  target.initGeetest4 = (config, callback) => {
    configs.push(config);
    const captcha = {
      showCaptcha: () => captcha,
      getValidate: () => RESULT,
      destroy: () => undefined,
      onReady: (f: () => void) => (setTimeout(f), captcha),
      onSuccess: (f: () => void) => (setTimeout(f, 1), captcha),
      onFail: () => captcha,
      onError: () => captcha,
      onClose: () => captcha,
    };
    callback(captcha);
  };
  return configs;
}

afterEach(() => {
  resetCaptchaGate();
  delete target.initGeetest4;
  ui.toasts.splice(0);
  document.head.innerHTML = '';
});

describe('captcha gate', () => {
  it('loads the vendor script once and says so in its state', async () => {
    const ready = prepareCaptcha('/__mock/captcha/gt4.js');
    expect(captchaGate).toMatchObject({ state: 'loading', wanted: true });
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    expect(await ready).toBe(false);
    expect(captchaGate.state).toBe('fail');
  });

  it('runs one check with the vendor already on the page', async () => {
    passingVendor();
    await expect(verifyHuman('/gt4.js', { captchaId: 'cid' }, 'en')).resolves.toEqual(RESULT);
    expect(captchaGate.state).toBe('loaded');
  });

  it("§7.26 passes the vendor's load parameters: captcha id, a fresh challenge, client type, risk type, call type and language", async () => {
    const configs = passingVendor();
    await verifyHuman('/gt4.js', { captchaId: 'cid' }, 'zh');
    await verifyHuman('/gt4.js', { captchaId: 'cid' }, 'en');

    const expected = {
      captchaId: 'cid',
      product: 'bind',
      challenge: expect.stringMatching(/^[0-9a-f]{32}$/),
      // jsdom's user agent is no phone's.
      clientType: 'web',
      riskType: 'ai',
      callType: 'js',
    };
    expect(configs).toEqual([
      { ...expected, language: 'zho' },
      { ...expected, language: 'eng' },
    ]);
    const [first, second] = configs as { challenge: string }[];
    expect(first.challenge).not.toBe(second.challenge);
  });

  it("§7.16 opens the check with the captcha configuration's id and risk type (the build's only when it has none)", async () => {
    const configs = passingVendor();
    await verifyHuman('/gt4.js', { captchaId: 'rotated-id', riskType: 'slide' }, 'en');
    await verifyHuman('/gt4.js', { captchaId: 'rotated-id' }, 'en');
    expect(configs.map(({ captchaId, riskType }) => ({ captchaId, riskType }))).toEqual([
      { captchaId: 'rotated-id', riskType: 'slide' },
      { captchaId: 'rotated-id', riskType: 'ai' },
    ]);
  });

  it('tells the player why a check did not pass (spec section 8)', () => {
    reportCaptchaProblem(new CaptchaError({ kind: 'closed' }));
    reportCaptchaProblem(new CaptchaError({ kind: 'failed', message: 'Slide the piece into place' }));
    reportCaptchaProblem(new CaptchaError({ kind: 'network', code: '60204' }));
    expect(ui.toasts.map((t) => [t.text, t.isKey, t.params])).toEqual([
      ['verify_first', true, undefined],
      ['Slide the piece into place', false, undefined],
      ['captcha_network_error', true, { code: '60204' }],
    ]);
  });
});
