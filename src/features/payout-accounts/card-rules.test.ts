import { describe, expect, it } from 'vitest';
import type { BankCard } from '@/api/areas/withdraw';
import { payeeProblem } from '@/lib/payee';
import { accountNoProblem, cardRoom, cardsOfType, checkEWalletNumber } from './card-rules';

const t = (key: string) =>
  ({
    required_limit: 'This field is required',
    wd_account_no_rule: 'Please enter {0} - {1} digits',
    wd_payee_rule: 'Please enter {0} - {1} letters',
    wd_ewallet_number_rule: 'Please enter a valid Philippine mobile number',
    form_min_limit: 'This field must be at least {0} characters',
    form_max_limit: 'This field is more than {0} characters',
  })[key] ?? key;

describe('bank account form rules', () => {
  it('account number: required, 10 to 16 digits, spaces and dashes allowed', () => {
    expect(accountNoProblem('', t)).toBe('This field is required');
    expect(accountNoProblem('1234-5678-90', t)).toBeNull();
    expect(accountNoProblem('0012 3456 7890', t)).toBeNull();
    expect(accountNoProblem('12345abc901', t)).toBe('Please enter 10 - 16 digits');
  });

  it('account name: a real name, letters of any script', () => {
    expect(payeeProblem('  ', t)).toBe('This field is required');
    expect(payeeProblem('Juan <b>', t)).toBe('Please enter 2 - 50 letters');
    expect(payeeProblem("Ma. Dela Cruz-O'Neil", t)).toBeNull();
    expect(payeeProblem('Niño Peña', t)).toBeNull();
  });
});

describe('§5.11 form_min_limit and form_max_limit on the bank account form', () => {
  it('says the account number needs at least 10 and at most 16 digits', () => {
    expect(accountNoProblem('123456789', t)).toBe('This field must be at least 10 characters');
    expect(accountNoProblem('12345678901234567', t)).toBe('This field is more than 16 characters');
    expect(accountNoProblem('12345abc901', t)).toBe('Please enter 10 - 16 digits');
  });

  it('says the account name needs at least 2 and at most 50 characters', () => {
    expect(payeeProblem('J', t)).toBe('This field must be at least 2 characters');
    expect(payeeProblem('J'.repeat(51), t)).toBe('This field is more than 50 characters');
    expect(payeeProblem('Juan <b>', t)).toBe('Please enter 2 - 50 letters');
  });
});

describe('e-wallet numbers (GCash / Maya)', () => {
  it('accepts a PH mobile in any usual writing and sends it as 09XXXXXXXXX', async () => {
    for (const typed of ['09171234567', '+63 917 123 4567', '9171234567', '0917-123-4567'])
      expect(await checkEWalletNumber(typed, t)).toEqual({ problem: null, accountNo: '09171234567' });
  });

  it('refuses landlines, foreign and short numbers with the field message', async () => {
    for (const typed of ['0281234567', '+14155552671', '0917123', 'gcash'])
      expect((await checkEWalletNumber(typed, t)).problem).toBe(
        'Please enter a valid Philippine mobile number',
      );
    expect((await checkEWalletNumber('', t)).problem).toBe('This field is required');
  });
});

describe('card list limits', () => {
  const card = (id: number, type: BankCard['type']): BankCard => ({
    id,
    type,
    bankId: type === 'BANK' ? 1 : 101,
    bankName: type === 'BANK' ? 'BDO Unibank' : 'GCash',
    accountNo: '******7890',
    payeeName: 'Maria Santos',
  });
  const cards = [card(1, 'BANK'), card(2, 'EWALLET'), card(3, 'BANK')];

  it('counts each kind against its own maximum', () => {
    expect(cardsOfType(cards, 'BANK').map((c) => c.id)).toEqual([1, 3]);
    expect(cardRoom(cards, 'BANK', 3)).toEqual({ count: 2, max: 3, full: false });
    expect(cardRoom([...cards, card(4, 'BANK')], 'BANK', 3)).toEqual({ count: 3, max: 3, full: true });
    expect(cardRoom(cards, 'EWALLET', 2)).toEqual({ count: 1, max: 2, full: false });
  });
});
