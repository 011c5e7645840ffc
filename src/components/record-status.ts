import { DepositStatus } from '@/api/areas/deposit';
import { WithdrawStatus } from '@/api/areas/withdraw';

// The words and looks of a deposit's or withdrawal's status (product spec section 4), shared by the transaction
// records and the deposit screen's open orders; record-status.css gives each tone its colour.

export const DEPOSIT_STATUS_MESSAGES: Record<DepositStatus, string> = {
  [DepositStatus.APPROVED]: 'deposit_status_approved',
  [DepositStatus.CANCELLED]: 'deposit_status_cancelled',
  [DepositStatus.PENDING]: 'deposit_status_pending',
  [DepositStatus.NEW]: 'deposit_status_new',
  [DepositStatus.REJECTED]: 'deposit_status_rejected',
  [DepositStatus.EXPIRED]: 'deposit_status_expired',
};

export const WITHDRAW_STATUS_MESSAGES: Record<WithdrawStatus, string> = {
  [WithdrawStatus.PROCESSING]: 'withdraw_status_processing',
  [WithdrawStatus.TRANSFERRING]: 'withdraw_status_transferring',
  [WithdrawStatus.AUDIT_FAILURE]: 'withdraw_status_audit_failure',
  [WithdrawStatus.SUCCESS]: 'withdraw_status_success',
  [WithdrawStatus.FAILED]: 'withdraw_status_failed',
};

const UNKNOWN_STATUS = 'record_status_unknown';

export const depositStatusKey = (status: number): string =>
  DEPOSIT_STATUS_MESSAGES[status as DepositStatus] ?? UNKNOWN_STATUS;

export const withdrawStatusKey = (status: number): string =>
  WITHDRAW_STATUS_MESSAGES[status as WithdrawStatus] ?? UNKNOWN_STATUS;

/** The look of a status: done well, done badly, or still moving (the word carries the meaning too). */
export type StatusTone = 'success' | 'danger' | 'pending';

export function depositStatusTone(status: number): StatusTone {
  if (status === DepositStatus.APPROVED) return 'success';
  if (status === DepositStatus.PENDING || status === DepositStatus.NEW) return 'pending';
  return 'danger';
}

export function withdrawStatusTone(status: number): StatusTone {
  if (status === WithdrawStatus.SUCCESS) return 'success';
  if (status === WithdrawStatus.PROCESSING || status === WithdrawStatus.TRANSFERRING) return 'pending';
  return 'danger';
}

/** A deposit still waiting for the payment or the decision; its status is worth asking for again. */
export const depositIsOpen = (status: number) =>
  status === DepositStatus.NEW || status === DepositStatus.PENDING;
