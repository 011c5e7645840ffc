import { describe, expect, it } from 'vitest';
import { ApiFailure } from '@/api/errors';
import { ACCOUNT_WORDS } from '../account-errors';
import { FUNDS_WORDS } from '../funds-forms';
import { failureCode, failureMessage } from './failure-message';

const t = (key: string) => `«${key}»`;
const refused = (code: string, message = '', status = 400) =>
  new ApiFailure({ kind: 'http', status, code, message });

describe('the words for a failed call (spec section 8)', () => {
  it('says offline and timeout in our words, whatever the screen', () => {
    for (const words of [undefined, ACCOUNT_WORDS, FUNDS_WORDS]) {
      expect(failureMessage(new ApiFailure({ kind: 'network', message: 'Failed to fetch' }), t, words)).toBe(
        '«network_offline»',
      );
      expect(failureMessage(new ApiFailure({ kind: 'timeout', code: 'TIMEOUT' }), t, words)).toBe(
        '«request_timeout»',
      );
    }
  });

  it('says in our words that nothing was sent when the server key was too weak, never the code', () => {
    const weak = new ApiFailure({ kind: 'insecure-key', code: 'RSA_KEY_TOO_WEAK', message: '1024 bits' });
    expect(failureMessage(weak, t)).toBe('«encryption_key_weak»');
    expect(failureMessage(weak, t, FUNDS_WORDS)).toBe('«encryption_key_weak»');
  });

  it("never shows a gateway's 502: unknown error, or the screen's 'try again later'", () => {
    const gateway = new ApiFailure({
      kind: 'bad-gateway',
      status: 502,
      code: 'BAD_GATEWAY',
      message: 'Bad gateway',
    });
    expect(failureMessage(gateway, t)).toBe('«in_unknown_error»');
    expect(failureMessage(gateway, t, ACCOUNT_WORDS)).toBe('«in_unknown_error»');
    expect(failureMessage(gateway, t, FUNDS_WORDS)).toBe('«wd_unavailable»');
    expect(failureCode(gateway)).toBeUndefined();
  });

  it('says nothing for a 401 or a cancelled call: the pipeline has acted on them', () => {
    expect(
      failureMessage(new ApiFailure({ kind: 'unauthorized', status: 401, message: 'Ended' }), t),
    ).toBeNull();
    expect(failureMessage(new ApiFailure({ kind: 'cancelled' }), t)).toBeNull();
  });

  it("says 429 with the screen's words for its code, else the server's", () => {
    const tooMany = refused('TOO_MANY_REQUEST', 'Too many requests, please try again later', 429);
    expect(failureMessage(tooMany, t)).toBe('Too many requests, please try again later');
    expect(failureMessage(tooMany, t, ACCOUNT_WORDS)).toBe('«phone_auth_too_many_requests»');
    expect(failureMessage(tooMany, t, FUNDS_WORDS)).toBe('«phone_auth_too_many_requests»');
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
