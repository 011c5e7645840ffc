import { describe, expect, it } from 'vitest';
import { ApiFailure } from '@/api/errors';
import { failureText, paymentPasswordProblem } from './funds-forms';

const t = (key: string) =>
  ({
    required_limit: 'This field is required',
    wd_payment_password_rule: 'Please enter {0} - {1} digits',
  })[key] ?? key;

describe('payment password rule', () => {
  it('payment password: exactly 6 digits (one number in the message when both bounds agree)', () => {
    expect(paymentPasswordProblem('', t)).toBe('This field is required');
    expect(paymentPasswordProblem('12345', t)).toBe('Please enter 6 digits');
    expect(paymentPasswordProblem('12345a', t)).toBe('Please enter 6 digits');
    expect(paymentPasswordProblem('246810', t)).toBeNull();
  });
});

describe('words for a refused money-out call', () => {
  const refused = (code: string, message = '', status = 400) =>
    new ApiFailure({ kind: 'http', status, code, message });

  it('says offline, timeout and unavailable before looking at the code', () => {
    expect(failureText(new ApiFailure({ kind: 'network' }), t)).toBe('network_offline');
    expect(failureText(new ApiFailure({ kind: 'timeout' }), t)).toBe('request_timeout');
    expect(failureText(new ApiFailure({ kind: 'bad-gateway', status: 502 }), t)).toBe('wd_unavailable');
    expect(failureText(refused('PAYMENT_PASSWORD_INCORRECT', 'wrong', 503), t)).toBe('wd_unavailable');
  });

  it("uses our words for a known code, else the server's message, the code, then unknown error", () => {
    expect(failureText(refused('PAYMENT_PASSWORD_INCORRECT', 'Mali'), t)).toBe('wd_err_payment_password');
    expect(failureText(refused('SOMETHING_NEW', 'Server words'), t)).toBe('Server words');
    expect(failureText(refused('SOMETHING_NEW'), t)).toBe('SOMETHING_NEW');
    expect(failureText(refused(''), t)).toBe('in_unknown_error');
  });
});
