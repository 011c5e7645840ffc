import { describe, expect, it } from 'vitest';
import {
  amountProblemText,
  checkWithdrawAmount,
  fieldOfCode,
  isOpenStatus,
  missingRequirements,
  withdrawalBreakdown,
  WITHDRAW_STATUS_MESSAGES,
} from './withdraw-rules';

const LIMITS = { min: 100, max: 50_000, balance: 1_000 };
const echo = (key: string, params?: Record<string, string>) =>
  params ? `${key} ${JSON.stringify(params)}` : key;

describe('withdraw amount checks', () => {
  it('asks for an amount when there is none', () => {
    expect(checkWithdrawAmount(null, LIMITS)).toEqual({ key: 'wd_amount_required' });
    expect(checkWithdrawAmount(0, LIMITS)).toEqual({ key: 'wd_amount_required' });
  });

  it('refuses below the minimum and above the maximum, with the limit', () => {
    expect(checkWithdrawAmount(99.99, LIMITS)).toEqual({ key: 'wd_amount_below_min', limit: 100 });
    expect(checkWithdrawAmount(50_000.01, { ...LIMITS, balance: 99_999 })).toEqual({
      key: 'wd_amount_above_max',
      limit: 50_000,
    });
  });

  it('accepts the limits themselves', () => {
    expect(checkWithdrawAmount(100, LIMITS)).toBeNull();
    expect(checkWithdrawAmount(50_000, { ...LIMITS, balance: 50_000 })).toBeNull();
  });

  it('says the balance is short after the limits, and leaves it to the server while unknown', () => {
    expect(checkWithdrawAmount(1_000.01, LIMITS)).toEqual({ key: 'wd_insufficient_balance' });
    expect(checkWithdrawAmount(1_000, LIMITS)).toBeNull();
    expect(checkWithdrawAmount(60_000, { ...LIMITS, balance: 10 })).toEqual({
      key: 'wd_amount_above_max',
      limit: 50_000,
    });
    expect(checkWithdrawAmount(40_000, { ...LIMITS, balance: null })).toBeNull();
  });

  it('writes the limit as money in the message', () => {
    expect(amountProblemText({ key: 'wd_amount_below_min', limit: 100 }, echo)).toBe(
      'wd_amount_below_min {"limit":"₱100.00"}',
    );
    expect(amountProblemText({ key: 'wd_amount_above_max', limit: 50_000 }, echo)).toBe(
      'wd_amount_above_max {"limit":"₱50,000.00"}',
    );
    expect(amountProblemText({ key: 'wd_insufficient_balance' }, echo)).toBe('wd_insufficient_balance');
  });
});

describe('withdrawal fee breakdown', () => {
  it('takes the fee out of the amount: the wallet loses the amount, the card gets the rest', () => {
    expect(withdrawalBreakdown(1_500, { fee: 15 })).toEqual({
      amount: 1_500,
      fee: 15,
      received: 1_485,
      debited: 1_500,
    });
  });

  it('computes in centavos (no floating-point pennies)', () => {
    expect(withdrawalBreakdown(100.3, { fee: 10.1 }).received).toBe(90.2);
  });

  it('a free withdrawal receives the whole amount; a fee never exceeds the amount', () => {
    expect(withdrawalBreakdown(500, { fee: 0 }).received).toBe(500);
    expect(withdrawalBreakdown(5, { fee: 10 })).toMatchObject({ fee: 5, received: 0 });
  });
});

describe('what a first withdrawal needs', () => {
  const all = { kycRequired: true, mobileVerificationRequired: true, paymentPasswordRequired: true };
  const ready = {
    hasCard: true,
    mobileVerified: true,
    kycStatus: 'APPROVED' as const,
    paymentPasswordSet: true,
  };

  it('lists every missing step in order for a new player', () => {
    expect(
      missingRequirements(all, {
        hasCard: false,
        mobileVerified: false,
        kycStatus: 'NOT_SET',
        paymentPasswordSet: false,
      }),
    ).toEqual(['card', 'mobile', 'kyc', 'paymentPassword']);
  });

  it('nothing for a ready player; KYC in review or failed is still missing', () => {
    expect(missingRequirements(all, ready)).toEqual([]);
    expect(missingRequirements(all, { ...ready, kycStatus: 'IN_REVIEW' })).toEqual(['kyc']);
    expect(missingRequirements(all, { ...ready, kycStatus: 'FAILED' })).toEqual(['kyc']);
  });

  it('follows the settings that switch a requirement off', () => {
    expect(
      missingRequirements(
        { kycRequired: false, mobileVerificationRequired: false, paymentPasswordRequired: false },
        { hasCard: true, mobileVerified: false, kycStatus: 'NOT_SET', paymentPasswordSet: false },
      ),
    ).toEqual([]);
  });
});

describe('withdraw statuses and refusals', () => {
  it('labels the five statuses; only Processing and Transferring still move', () => {
    expect(Object.keys(WITHDRAW_STATUS_MESSAGES)).toEqual(['1', '2', '3', '4', '5']);
    expect([1, 2, 3, 4, 5].map(isOpenStatus)).toEqual([true, true, false, false, false]);
  });

  it('puts a refusal on the field it is about', () => {
    expect(fieldOfCode('INSUFFICIENT_BALANCE')).toBe('amount');
    expect(fieldOfCode('PAYMENT_PASSWORD_INCORRECT')).toBe('paymentPassword');
    expect(fieldOfCode('INVALID_VERIFICATION_CODE')).toBe('verificationCode');
    expect(fieldOfCode('WITHDRAW_NOT_ALLOWED')).toBeNull();
  });
});
