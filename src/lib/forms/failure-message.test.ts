import { describe, expect, it } from 'vitest';
import { ApiFailure } from '@/api/errors';
import { ACCOUNT_WORDS } from '../account-errors';
import { FUNDS_WORDS } from '../funds-forms';
import { failureCode, failureMessage, failureToast } from './failure-message';

const t = (key: string) => `«${key}»`;
const refused = (code: string, message = '', status = 400) =>
  new ApiFailure({ kind: 'http', status, code, message });

/** Every screen's words: the four failures the catalogue keeps off the form read the same on all of them. */
const SCREENS = [
  undefined,
  ACCOUNT_WORDS,
  FUNDS_WORDS,
  { codeShownApart: true },
  { fallbackKey: 'firebase_login_failure', codeShownApart: true },
];

const gateway = () =>
  new ApiFailure({ kind: 'bad-gateway', status: 502, code: 'BAD_GATEWAY', message: 'Bad gateway' });
const throttled = () => refused('TOO_MANY_REQUEST', 'Too many requests, please try again later', 429);
const noAnswer = () => new ApiFailure({ kind: 'network', message: 'Failed to fetch' });
const late = () => new ApiFailure({ kind: 'timeout', code: 'TIMEOUT' });

describe('the words for a failed call (spec section 8)', () => {
  it('§8.27 a gateway\'s 502: the neutral line on every screen, never "Unknown error", "not available" or its body', () => {
    for (const words of SCREENS) expect(failureMessage(gateway(), t, words)).toBe('«submit_failed»');
    expect(failureCode(gateway())).toBeUndefined();
  });

  it('§8.28 TOO_MANY_REQUEST: the neutral "wait" line on every screen, never the server\'s 429 words or code', () => {
    for (const words of SCREENS) expect(failureMessage(throttled(), t, words)).toBe('«submit_throttled»');
    expect(failureCode(throttled())).toBeUndefined();
    // Another 429 is an ordinary refusal: the catalogue toasts it, the form shows the server's words.
    const other = refused('LIMIT', 'Slow down', 429);
    expect(failureMessage(other, t)).toBe('Slow down');
    expect(failureCode(other)).toBe('LIMIT');
  });

  it("§8.29 no answer: the neutral line with the banner's words (nested), never the browser's", () => {
    for (const words of SCREENS) expect(failureMessage(noAnswer(), t, words)).toBe('«submit_failed_offline»');
    expect(failureCode(noAnswer())).toBeUndefined();
  });

  it('§8.30 a late answer: the neutral line on a form; nothing more in a toast, the pipeline toasted it', () => {
    for (const words of SCREENS) expect(failureMessage(late(), t, words)).toBe('«submit_failed»');
    expect(failureCode(late())).toBeUndefined();
    expect(failureToast(late(), t, FUNDS_WORDS)).toBeNull();
    // The others have no toast of the pipeline's, so a screen that reports by toast says its line.
    expect(failureToast(gateway(), t, FUNDS_WORDS)).toBe('«submit_failed»');
    expect(failureToast(throttled(), t, FUNDS_WORDS)).toBe('«submit_throttled»');
    expect(failureToast(noAnswer(), t, FUNDS_WORDS)).toBe('«submit_failed_offline»');
    expect(failureToast(refused('BANK_CARD_NOT_FOUND'), t, FUNDS_WORDS)).toBe('«wd_err_card_not_found»');
  });

  it('says in our words that nothing was sent when the server key was too weak, never the code', () => {
    const weak = new ApiFailure({ kind: 'insecure-key', code: 'RSA_KEY_TOO_WEAK', message: '1024 bits' });
    expect(failureMessage(weak, t)).toBe('«encryption_key_weak»');
    expect(failureMessage(weak, t, FUNDS_WORDS)).toBe('«encryption_key_weak»');
  });

  it('says nothing for a 401 or a cancelled call: the pipeline has acted on them', () => {
    expect(
      failureMessage(new ApiFailure({ kind: 'unauthorized', status: 401, message: 'Ended' }), t),
    ).toBeNull();
    expect(failureMessage(new ApiFailure({ kind: 'cancelled' }), t)).toBeNull();
  });

  it("uses our words for a known code, else the server's message, the code, then unknown error", () => {
    expect(failureMessage(refused('OLD_PASSWORD_INCORRECT', 'Mali'), t, ACCOUNT_WORDS)).toBe(
      '«old_password_incorrect»',
    );
    expect(failureMessage(refused('PAYMENT_PASSWORD_INCORRECT', 'Mali'), t, FUNDS_WORDS)).toBe(
      '«wd_err_payment_password»',
    );
    expect(failureMessage(refused('SOMETHING_NEW', 'Server words'), t)).toBe('Server words');
    expect(failureMessage(refused('SOMETHING_NEW'), t)).toBe('SOMETHING_NEW');
    expect(failureMessage(refused(''), t)).toBe('«in_unknown_error»');
    expect(failureMessage(refused('', '', 500), t, { fallbackKey: 'phone_auth_unknown' })).toBe(
      '«phone_auth_unknown»',
    );
  });

  it("a money-out screen says any 5xx as 'try again later'; others show the server's words", () => {
    expect(failureMessage(refused('PAYMENT_PASSWORD_INCORRECT', 'wrong', 503), t, FUNDS_WORDS)).toBe(
      '«wd_unavailable»',
    );
    expect(failureMessage(refused('INTERNAL', 'Server is busy', 500), t, ACCOUNT_WORDS)).toBe(
      'Server is busy',
    );
  });

  it("lets the server's words win for codes whose message states the limit applied", () => {
    const words = {
      codes: { AMOUNT_ABOVE_MAX: 'deposit_amount_invalid' },
      serverWordsFirst: ['AMOUNT_ABOVE_MAX'],
    };
    expect(failureMessage(refused('AMOUNT_ABOVE_MAX', 'The maximum deposit is ₱30000'), t, words)).toBe(
      'The maximum deposit is ₱30000',
    );
    expect(failureMessage(refused('AMOUNT_ABOVE_MAX'), t, words)).toBe('«deposit_amount_invalid»');
  });

  it('a form printing the code apart never repeats it as the text', () => {
    const failure = refused('REGISTER_CLOSED');
    expect(failureMessage(failure, t, { codeShownApart: true })).toBe('«in_unknown_error»');
    expect(failureCode(failure)).toBe('REGISTER_CLOSED');
  });
});
