// The rules of the transaction records screen (product spec sections 4, 7 and 9): its three tabs, the
// transaction types the account records leave out, and the withdraw records' paging by start and end offsets.
// The status words live in @/components/record-status: the deposit screen shows them too.

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
