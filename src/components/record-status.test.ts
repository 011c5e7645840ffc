import { describe, expect, it } from 'vitest';
import en from '@/i18n/areas/deposit.en.json';
import { depositIsOpen, depositStatusKey, withdrawStatusKey } from './record-status';

const word = (key: string) => (en as Record<string, string>)[key];

describe('record statuses', () => {
  it('labels deposit statuses 2-7 and withdrawal statuses 1-5 as the spec names them', () => {
    expect([2, 3, 4, 5, 6, 7].map((s) => word(depositStatusKey(s)))).toEqual([
      'Approved',
      'Cancelled',
      'Pending',
      'New',
      'Rejected',
      'Expired',
    ]);
    expect([1, 2, 3, 4, 5].map((s) => word(withdrawStatusKey(s)))).toEqual([
      'Processing',
      'Transferring',
      'Audit failure',
      'Withdraw Success',
      'Withdraw failed',
    ]);
    expect(word(depositStatusKey(99))).toBe('Unknown status');
    expect(depositIsOpen(5) && depositIsOpen(4) && !depositIsOpen(2)).toBe(true);
  });
});
