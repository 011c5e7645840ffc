import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiFailure } from '@/api/errors';
import { ACCOUNT_WORDS } from '@/lib/account-errors';
import { failureMessage, type Translate } from '@/lib/forms/failure-message';
import { FUNDS_WORDS } from '@/lib/funds-forms';
import enCore from './en.json';
import enScreens from './en-screens.json';
import zhStrings from './zh.json';

// The neutral lines a form says for the four failures the catalogue keeps off it (spec section 8,
// docs/spec-decisions.md), as the player reads them: the real strings through a real i18next, whose nesting
// puts the offline banner's own words into the offline line.

async function translator(language: 'en' | 'zh'): Promise<Translate> {
  const instance = i18next.createInstance();
  await instance.init({
    resources: { en: { translation: { ...enCore, ...enScreens } }, zh: { translation: zhStrings } },
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  });
  return (key) => instance.t(key);
}

const gateway = new ApiFailure({
  kind: 'bad-gateway',
  status: 502,
  code: 'BAD_GATEWAY',
  message: 'Bad gateway',
});
const throttled = new ApiFailure({
  kind: 'http',
  status: 429,
  code: 'TOO_MANY_REQUEST',
  message: 'Slow down',
});
const noAnswer = new ApiFailure({ kind: 'network', message: 'Failed to fetch' });
const late = new ApiFailure({ kind: 'timeout', code: 'TIMEOUT' });

describe('§8.27–30 the neutral lines of a form, in both languages', () => {
  it.each([
    [
      'en',
      'That did not go through. Please try again.',
      'That did not go through. Please wait before trying again.',
      'That did not go through: Network not available',
    ],
    ['zh', '操作未完成，请重试。', '操作未完成，请稍后再试。', '操作未完成：网络不可用'],
  ] as const)("in %s, offline with the banner's own words", async (language, failed, wait, offline) => {
    const say = await translator(language);
    expect(failureMessage(gateway, say, FUNDS_WORDS)).toBe(failed);
    expect(failureMessage(late, say)).toBe(failed);
    expect(failureMessage(throttled, say, ACCOUNT_WORDS)).toBe(wait);
    expect(failureMessage(noAnswer, say)).toBe(offline);
    expect(offline.endsWith(say('network_offline'))).toBe(true);
  });
});
