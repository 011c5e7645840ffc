import { describe, expect, it } from 'vitest';
import { ApiFailure, type ApiFailureKind } from '@/api/errors';
import { attemptSettled, createAttemptKeys } from './idempotency';

const failure = (kind: ApiFailureKind, status = 0) => new ApiFailure({ kind, status });

function keys() {
  let n = 0;
  return createAttemptKeys(() => `key-${(n += 1)}`);
}

describe('idempotency keys of money calls', () => {
  it('a refused attempt is over: the next submit, even of the same money, is a new attempt with a new key', () => {
    const attempt = keys();
    expect(attempt.keyFor('card 7|500')).toBe('key-1');
    attempt.settle(new ApiFailure({ kind: 'http', status: 400, code: 'PAYMENT_PASSWORD_INCORRECT' }));
    expect(attempt.keyFor('card 7|500')).toBe('key-2');
  });

  it.each<[string, ApiFailure]>([
    ['no answer', failure('network')],
    ['a timeout', failure('timeout')],
    ['a cancelled call', failure('cancelled')],
    ["a gateway's 502", failure('bad-gateway', 502)],
    ['a server error', failure('http', 500)],
    ['a 504', failure('http', 504)],
    ['an unreadable answer', failure('http', 0)],
  ])('after %s the outcome is unknown: a retry is the same attempt, with the same key', (_what, outcome) => {
    const attempt = keys();
    expect(attempt.keyFor('card 7|500')).toBe('key-1');
    attempt.settle(outcome);
    expect(attempt.keyFor('card 7|500')).toBe('key-1');
  });

  it('a done attempt is over, and other money is another attempt', () => {
    const attempt = keys();
    attempt.keyFor('card 7|500');
    attempt.settle({ success: true });
    expect(attempt.keyFor('card 7|500')).toBe('key-2');
    attempt.settle(failure('network'));
    expect(attempt.keyFor('card 7|600')).toBe('key-3');
  });

  it('counts a refusal in an error envelope, a 4xx and the end of the session as answers', () => {
    expect(attemptSettled(failure('http', 200))).toBe(true);
    expect(attemptSettled(failure('http', 409))).toBe(true);
    expect(attemptSettled(failure('http', 429))).toBe(true);
    expect(attemptSettled(failure('unauthorized', 401))).toBe(true);
    expect(attemptSettled(failure('http', 503))).toBe(false);
  });
});
