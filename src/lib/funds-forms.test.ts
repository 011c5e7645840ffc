import { describe, expect, it } from 'vitest';
import { paymentPasswordProblem } from './funds-forms';

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
