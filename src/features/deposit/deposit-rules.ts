import { amountValue } from '@/lib/amount-input';
import { pictureTypeOfFile } from '@/lib/picture-file';
import type { AmountLimits } from './channels';

// The deposit's validation (product spec section 5): a channel must be chosen, an amount entered inside the
// channel's limits (and at least a chosen promotion's minimum deposit), and where the order needs them the
// payer's nickname and a receipt. Each problem is an i18n key with its values, shown on its own field.

export interface FieldProblem {
  key: string;
  params?: Record<string, string | number>;
}

export interface DepositFormValues {
  /** '' until a channel is chosen. */
  channelId: string;
  /** What the player typed, already cleaned by sanitizeAmount. */
  amount: string;
  /** '' for no promotion. */
  promotionId: string;
}

export interface DepositRuleContext {
  /** The chosen channel's limits, or null when no channel is chosen. */
  limits: AmountLimits | null;
  /** The chosen promotion's minimum deposit, if one is chosen. */
  promotionMin?: number;
  /** Formats an amount for a message (₱ and separators). */
  money: (pesos: number) => string;
  /** What the player's deposit limits still allow (issue 19); null or absent when no limit is set. */
  allowance?: number | null;
}

export type DepositProblems = Partial<Record<keyof DepositFormValues, FieldProblem>>;

export function depositProblems(values: DepositFormValues, context: DepositRuleContext): DepositProblems {
  const problems: DepositProblems = {};
  if (!values.channelId || !context.limits) problems.channelId = { key: 'deposit_channel_required' };
  const amount = amountValue(values.amount);
  if (amount === null || amount <= 0) {
    problems.amount = { key: 'deposit_amount_required' };
  } else if (context.limits) {
    const { min, max } = context.limits;
    if (amount < min) problems.amount = { key: 'deposit_amount_min', params: { min: context.money(min) } };
    else if (amount > max)
      problems.amount = { key: 'deposit_amount_max', params: { max: context.money(max) } };
  }
  // Refused before it is sent: the server would refuse it too, saying the same amount left.
  if (!problems.amount && amount !== null && context.allowance != null && amount > context.allowance)
    problems.amount = {
      key: 'rg_deposit_over_allowance',
      params: { left: context.money(context.allowance) },
    };
  if (
    !problems.amount &&
    amount !== null &&
    context.promotionMin !== undefined &&
    amount < context.promotionMin
  )
    problems.promotionId = {
      key: 'deposit_promotion_min',
      params: { min: context.money(context.promotionMin) },
    };
  return problems;
}

export interface ReceiptFormValues {
  nickname: string;
  receipt: File | null;
}

export interface ReceiptRuleContext {
  nicknameRequired: boolean;
  receiptRequired: boolean;
}

export const MAX_RECEIPT_BYTES = 5 * 1024 * 1024;

/** The receipt formats phones save and the backend takes (src/lib/picture-file.ts reads which one a file is). */
export const RECEIPT_ACCEPT = 'image/png,image/jpeg,image/webp,image/heic';

/**
 * The receipt's problems. Whether it is a picture is read from its first bytes, never from its name or the
 * type the picker declares: an SVG (a document that can carry script) called receipt.png is refused.
 */
export async function receiptProblems(
  values: ReceiptFormValues,
  context: ReceiptRuleContext,
): Promise<Partial<Record<keyof ReceiptFormValues, FieldProblem>>> {
  const problems: Partial<Record<keyof ReceiptFormValues, FieldProblem>> = {};
  if (context.nicknameRequired && values.nickname.trim() === '')
    problems.nickname = { key: 'deposit_nickname_required' };
  if (!values.receipt) {
    if (context.receiptRequired) problems.receipt = { key: 'deposit_receipt_required' };
  } else if (
    values.receipt.size === 0 ||
    values.receipt.size > MAX_RECEIPT_BYTES ||
    (await pictureTypeOfFile(values.receipt)) === null
  ) {
    problems.receipt = { key: 'deposit_receipt_invalid' };
  }
  return problems;
}
