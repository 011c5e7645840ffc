import type { BankAccountType, BankCard } from '@/api/areas/withdraw';
import { ruleProblem, type FieldRule } from '@/lib/validation';
import { validatePhilippineMobile } from '@/lib/phone';

// Rules of the card and e-wallet forms (the payee's is the one of src/lib/payee.ts). The server checks the same things (mock/db/bank-cards.ts follows the
// contract's BindBankCardRequest); these give the player the message on the field before a round trip.

export const ACCOUNT_NO_MIN = 10;
export const ACCOUNT_NO_MAX = 16;

type Translate = (key: string) => string;

const ACCOUNT_NO_RULE: FieldRule = {
  pattern: /^\d+$/,
  min: ACCOUNT_NO_MIN,
  max: ACCOUNT_NO_MAX,
  messageKey: 'wd_account_no_rule',
};

/** Spaces and dashes are how people copy account numbers from a passbook; the server takes digits. */
export const accountDigits = (raw: string) => raw.replace(/[\s-]/g, '');

export function accountNoProblem(raw: string, t: Translate): string | null {
  return ruleProblem(t, ACCOUNT_NO_RULE, accountDigits(raw));
}

export interface EWalletNumber {
  problem: string | null;
  /** The number as the server takes it for an e-wallet: 09XXXXXXXXX. */
  accountNo: string;
}

/** A GCash or Maya account is the holder's Philippine mobile number. */
export async function checkEWalletNumber(raw: string, t: Translate): Promise<EWalletNumber> {
  if (raw.trim() === '') return { problem: t('required_limit'), accountNo: '' };
  const phone = await validatePhilippineMobile(raw);
  if (!phone.valid) return { problem: t('wd_ewallet_number_rule'), accountNo: '' };
  return { problem: null, accountNo: `0${phone.mobileNum}` };
}

export const cardsOfType = (cards: readonly BankCard[], type: BankAccountType) =>
  cards.filter((card) => card.type === type);

/** Whether one more card of this type may be bound, and how many there are. */
export function cardRoom(cards: readonly BankCard[], type: BankAccountType, max: number) {
  const count = cardsOfType(cards, type).length;
  return { count, max, full: count >= max };
}
