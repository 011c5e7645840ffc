import type { KycStatus, WithdrawCharges, WithdrawSettings } from '@/api/areas/withdraw';
import { formatMoney } from '@/lib/money';

// The checks the withdraw screen makes before it asks the server (product spec section 5, "Withdraw"), kept
// apart from the screen so they can be tested on their own. The server checks again; these only spare the
// player a refused round trip and say what to do.

/** Labels of the withdrawal statuses 1 to 5 (spec section 4). */
export const WITHDRAW_STATUS_MESSAGES: Record<number, string> = {
  1: 'wd_status_processing',
  2: 'wd_status_transferring',
  3: 'wd_status_audit_failure',
  4: 'wd_status_success',
  5: 'wd_status_failed',
};

/** Processing and Transferring still change by themselves; the other three are final. */
export const isOpenStatus = (status: number) => status === 1 || status === 2;

export type AmountProblem =
  | { key: 'wd_amount_required' }
  | { key: 'wd_amount_below_min'; limit: number }
  | { key: 'wd_amount_above_max'; limit: number }
  | { key: 'wd_insufficient_balance' };

export interface AmountLimits {
  min: number;
  max: number;
  /** The wallet's total, or null while it is not known (the server then decides). */
  balance: number | null;
}

const centavos = (pesos: number) => Math.round(pesos * 100);

/** Why an amount cannot be withdrawn, or null when it can. Limits first: they do not depend on the wallet. */
export function checkWithdrawAmount(amount: number | null, limits: AmountLimits): AmountProblem | null {
  if (amount === null || amount <= 0) return { key: 'wd_amount_required' };
  if (centavos(amount) < centavos(limits.min)) return { key: 'wd_amount_below_min', limit: limits.min };
  if (centavos(amount) > centavos(limits.max)) return { key: 'wd_amount_above_max', limit: limits.max };
  if (limits.balance !== null && centavos(amount) > centavos(limits.balance))
    return { key: 'wd_insufficient_balance' };
  return null;
}

/** The words of an amount problem, with its limit written as money. */
export function amountProblemText(
  problem: AmountProblem,
  t: (key: string, params?: Record<string, string>) => string,
) {
  return 'limit' in problem ? t(problem.key, { limit: formatMoney(problem.limit) }) : t(problem.key);
}

export interface Breakdown {
  amount: number;
  fee: number;
  /** What reaches the bank card or e-wallet. */
  received: number;
  /** What leaves the wallet: the fee is taken out of the amount, so the amount itself. */
  debited: number;
}

/** The figures the player confirms, computed in centavos so ₱0.10 + ₱0.20 stays ₱0.30. */
export function withdrawalBreakdown(amount: number, charges: Pick<WithdrawCharges, 'fee'>): Breakdown {
  const fee = Math.min(centavos(charges.fee), centavos(amount));
  return {
    amount,
    fee: fee / 100,
    received: (centavos(amount) - fee) / 100,
    debited: amount,
  };
}

export type Requirement = 'card' | 'mobile' | 'kyc' | 'paymentPassword';

export interface PlayerReadiness {
  hasCard: boolean;
  mobileVerified: boolean;
  kycStatus: KycStatus;
  paymentPasswordSet: boolean;
}

/** What the player must still do before a withdrawal, in the order the screen lists it. */
export function missingRequirements(
  settings: Pick<WithdrawSettings, 'kycRequired' | 'mobileVerificationRequired' | 'paymentPasswordRequired'>,
  player: PlayerReadiness,
): Requirement[] {
  const missing: Requirement[] = [];
  if (!player.hasCard) missing.push('card');
  if (settings.mobileVerificationRequired !== false && !player.mobileVerified) missing.push('mobile');
  if (settings.kycRequired !== false && player.kycStatus !== 'APPROVED') missing.push('kyc');
  if (settings.paymentPasswordRequired !== false && !player.paymentPasswordSet)
    missing.push('paymentPassword');
  return missing;
}

/** Refusals that belong to one field of the form; everything else is said above the submit button. */
export type WithdrawField = 'amount' | 'paymentPassword' | 'verificationCode';

export const WITHDRAW_FIELD_OF_CODE: Readonly<Record<string, WithdrawField>> = {
  INVALID_AMOUNT: 'amount',
  AMOUNT_BELOW_MIN: 'amount',
  AMOUNT_ABOVE_MAX: 'amount',
  INSUFFICIENT_BALANCE: 'amount',
  WITHDRAW_DAILY_AMOUNT: 'amount',
  PAYMENT_PASSWORD_INCORRECT: 'paymentPassword',
  PAYMENT_PASSWORD_NOT_SET: 'paymentPassword',
  INVALID_VERIFICATION_CODE: 'verificationCode',
  VERIFICATION_CODE_EXPIRED: 'verificationCode',
  VERIFICATION_CODE_REQUIRED: 'verificationCode',
};

export const fieldOfCode = (code: string): WithdrawField | null => WITHDRAW_FIELD_OF_CODE[code] ?? null;
