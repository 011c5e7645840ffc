import { DepositStatus, WithdrawStatus } from '@/api';

// The rules of the transaction records screen (product spec sections 4, 7 and 9): its three tabs, the
// transaction types the account records leave out, the status words, and the withdraw records' paging by
// start and end offsets.

export const RECORD_TABS = ['account', 'deposit', 'withdraw'] as const;
export type RecordTab = (typeof RECORD_TABS)[number];

/** The tab named by the URL's `type` (so it survives a reload and the back button); account by default. */
export function tabFromQuery(type: string | null): RecordTab {
  return (RECORD_TABS as readonly string[]).includes(type ?? '') ? (type as RecordTab) : 'account';
}

/** Internal wallet moves the player never sees in the account records. */
export const EXCLUDED_TX_TYPE_IDS = [6231, 4203, 4223, 6156, 4253] as const;
export const EXCLUDED_TX_TYPES_PARAM = EXCLUDED_TX_TYPE_IDS.join(',');

export const RECORDS_PAGE_SIZE = 10;

/**
 * The withdraw records' window for a 1-based page: start is the offset of its first record, end the offset
 * after its last ((page - 1) * size and page * size).
 */
export function withdrawOffsets(page: number, size: number): { start: number; end: number } {
  if (!Number.isInteger(page) || page < 1) throw new RangeError(`page must be 1 or more: ${page}`);
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`size must be 1 or more: ${size}`);
  return { start: (page - 1) * size, end: page * size };
}

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
