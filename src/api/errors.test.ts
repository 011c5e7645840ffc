import { describe, expect, it } from 'vitest';
import { readEnvelope } from './envelope';
import { ApiFailure, isApiFailure, settle } from './errors';

describe('ApiFailure', () => {
  it('defaults to no status, no code and no message, and names itself', () => {
    const failure = new ApiFailure({ kind: 'network' });
    expect(failure).toMatchObject({ success: false, kind: 'network', status: 0, code: '', message: '' });
    expect(failure.name).toBe('ApiFailure');
    expect(String(failure)).toBe('ApiFailure');
    expect(isApiFailure(failure)).toBe(true);
    expect(isApiFailure(new Error('x'))).toBe(false);
  });
});

describe('readEnvelope', () => {
  it('reads a string or numeric code and a string message', () => {
    expect(readEnvelope({ success: false, code: 'E1', message: 'Oops' })).toEqual({
      code: 'E1',
      message: 'Oops',
      details: {},
    });
    expect(readEnvelope({ code: 1001, message: 'Numbered' })).toEqual({
      code: '1001',
      message: 'Numbered',
      details: {},
    });
  });

  it('yields empty strings for fields of another type', () => {
    expect(readEnvelope({ code: { nested: true }, message: 42 })).toEqual({
      code: '',
      message: '',
      details: {},
    });
  });

  it('issue 19: reads the amount left and the end date of a refusal, and nothing of another type', () => {
    const details = { remaining: 300, period: 'DAILY', endTime: 1771142400000 };
    expect(readEnvelope({ code: 'DEPOSIT_LIMIT_EXCEEDED', message: '', details }).details).toEqual(details);
    expect(
      readEnvelope({ code: 'X', message: '', details: { remaining: '300', endTime: null } }).details,
    ).toEqual({});
  });

  it.each([null, undefined, '', 'Bad Gateway', 0])(
    'yields empty strings for a body that is no object (%j)',
    (body) => {
      expect(readEnvelope(body)).toEqual({ code: '', message: '', details: {} });
    },
  );
});

describe('settle', () => {
  it('resolves with the data of a call that succeeds', async () => {
    await expect(settle(Promise.resolve(7))).resolves.toEqual({ success: true, data: 7 });
  });

  it('passes an ApiFailure through as it is', async () => {
    const failure = new ApiFailure({ kind: 'timeout', code: 'TIMEOUT' });
    await expect(settle(Promise.reject(failure))).resolves.toBe(failure);
  });

  it('turns any other rejection into a plain http failure without its message', async () => {
    const result = await settle(Promise.reject(new Error('internal detail')));
    expect(result).toBeInstanceOf(ApiFailure);
    expect(result).toMatchObject({ success: false, kind: 'http', status: 0, code: '', message: '' });
  });
});
