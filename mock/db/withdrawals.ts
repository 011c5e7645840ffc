import { Collection } from '@msw/data';
import { z } from 'zod';
import type { WithdrawCharges, WithdrawRequest } from '../../src/api/generated/wps/wps.schemas';
import { DAY_MS, manilaStartOfDay } from '../../src/lib/manila-time';
import { hasDecimals, toMilli, toPesos } from '../lib/money';
import { maskNumber } from '../lib/mobile';
import { once } from '../lib/idempotency';
import { refuse } from '../lib/respond';
import { cardsOf } from './bank-cards';
import { WITHDRAW_LIMITS } from './catalog';
import { orderNumber } from './deposits';
import { post } from './ledger';
import type { Player } from './players';
import { settings } from './settings';
import { spendCode } from './sms';
import { nextId, register } from './store';

// Withdrawals: the checks the product spec lists, then the money leaves the balance at once and the order goes
// Processing → Transferring → Success, or ends in Audit failure / Failed, both of which refund it.

export const WITHDRAW = { PROCESSING: 1, TRANSFERRING: 2, AUDIT_FAILURE: 3, SUCCESS: 4, FAILED: 5 } as const;

export const withdrawalSchema = z.object({
  orderNo: z.string(),
  playerId: z.string(),
  amountMilli: z.number().int(),
  feeMilli: z.number().int(),
  bankCardId: z.number().int(),
  bankName: z.string(),
  accountNo: z.string(),
  status: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  outcome: z.enum(['success', 'audit-failure', 'failed']),
  createTime: z.number(),
  updateTime: z.number(),
  remark: z.string().nullable(),
  /** The Idempotency-Key the order was created with ('' for seeded history). */
  idempotencyKey: z.string(),
});
export type StoredWithdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawals = register('withdrawals', new Collection({ schema: withdrawalSchema }));

export const findWithdrawal = (orderNo: string) => withdrawals.findFirst((q) => q.where({ orderNo }));
export const withdrawalsOf = (playerId: string) =>
  withdrawals
    .findMany((q) => q.where({ playerId }))
    .sort((a, b) => b.createTime - a.createTime || b.orderNo.localeCompare(a.orderNo));

export function todaysWithdrawals(playerId: string, now: number): StoredWithdrawal[] {
  const start = manilaStartOfDay(now);
  return withdrawalsOf(playerId).filter((w) => w.createTime >= start && w.createTime < start + DAY_MS);
}

export function charges(playerId: string, amount: number, now: number): WithdrawCharges {
  const freeCountLeft = Math.max(0, WITHDRAW_LIMITS.freePerDay - todaysWithdrawals(playerId, now).length);
  const amountMilli = Math.max(0, toMilli(amount));
  const rated = Math.floor((amountMilli * WITHDRAW_LIMITS.feeRate) / 10) * 10;
  const feeMilli =
    freeCountLeft > 0 ? 0 : Math.min(amountMilli, Math.max(toMilli(WITHDRAW_LIMITS.minFee), rated));
  return {
    amount,
    fee: toPesos(feeMilli),
    actualAmount: toPesos(amountMilli - feeMilli),
    feeRate: WITHDRAW_LIMITS.feeRate,
    freeCountLeft,
  };
}

export async function requestWithdrawal(
  player: Player,
  request: WithdrawRequest,
  now: number,
  idempotencyKey = '',
): Promise<StoredWithdrawal> {
  if (!idempotencyKey) return openWithdrawal(player, request, now, '');
  return once(
    `withdrawal:${player.id}`,
    idempotencyKey,
    () => withdrawals.findFirst((q) => q.where({ playerId: player.id, idempotencyKey })),
    () => openWithdrawal(player, request, now, idempotencyKey),
  );
}

async function openWithdrawal(
  player: Player,
  request: WithdrawRequest,
  now: number,
  idempotencyKey: string,
): Promise<StoredWithdrawal> {
  if (!settings.withdrawAllowed) return refuse('WITHDRAW_NOT_ALLOWED', 'Withdrawal not allowed');
  const today = todaysWithdrawals(player.id, now);
  if (today.length >= WITHDRAW_LIMITS.dailyCount)
    return refuse('WITHDRAW_DAILY_LIMIT', 'You have reached the number of withdrawals for today');
  if (!(request.amount > 0) || !hasDecimals(request.amount, WITHDRAW_LIMITS.decimals))
    return refuse('INVALID_AMOUNT', 'Please enter a whole peso amount');
  if (request.amount < WITHDRAW_LIMITS.min)
    return refuse('AMOUNT_BELOW_MIN', `The minimum withdrawal is ₱${WITHDRAW_LIMITS.min}`);
  if (request.amount > WITHDRAW_LIMITS.max)
    return refuse('AMOUNT_ABOVE_MAX', `The maximum withdrawal is ₱${WITHDRAW_LIMITS.max}`);
  if (toMilli(request.amount) > player.balanceMilli)
    return refuse('INSUFFICIENT_BALANCE', 'Insufficient balance, please top up first');
  const todayMilli = today.reduce((sum, w) => sum + w.amountMilli, 0);
  if (todayMilli + toMilli(request.amount) > toMilli(WITHDRAW_LIMITS.dailyMaxAmount))
    return refuse(
      'WITHDRAW_DAILY_AMOUNT',
      `You can withdraw at most ₱${WITHDRAW_LIMITS.dailyMaxAmount} a day`,
    );
  const cards = cardsOf(player.id);
  if (cards.length === 0) return refuse('BANK_CARD_REQUIRED', 'Please bind a bank card or e-wallet first');
  const card = cards.find((c) => c.id === request.bankCardId);
  if (!card) return refuse('BANK_CARD_NOT_FOUND', 'Please choose one of your bound accounts');
  if (!player.mobileVerified) return refuse('MOBILE_NOT_VERIFIED', 'Please verify your mobile number first');
  if (player.kycStatus !== 'APPROVED')
    return refuse('KYC_REQUIRED', 'Please complete your ID verification (KYC) before withdrawing');
  if (!player.paymentPassword)
    return refuse('PAYMENT_PASSWORD_NOT_SET', 'Please set a payment password first');
  if (request.paymentPassword !== player.paymentPassword)
    return refuse('PAYMENT_PASSWORD_INCORRECT', 'The payment password is incorrect');
  if (settings.mobileVerificationType === 'EVERY_WITHDRAWAL') {
    if (!request.verificationCode)
      return refuse('VERIFICATION_CODE_REQUIRED', 'Please enter the verification code sent to your mobile');
    await spendCode(player.countryDialingCode, player.mobile, ['WITHDRAW'], request.verificationCode, now);
  }
  const fee = toMilli(charges(player.id, request.amount, now).fee);
  const orderNo = orderNumber('W', now, nextId('withdrawal', 1));
  await post(player.id, 'WITHDRAW', -toMilli(request.amount), {
    at: now,
    remark: `${card.bankName} ${orderNo}`,
  });
  return withdrawals.create({
    orderNo,
    playerId: player.id,
    amountMilli: toMilli(request.amount),
    feeMilli: fee,
    bankCardId: card.id,
    bankName: card.bankName,
    accountNo: maskNumber(card.accountNo),
    status: WITHDRAW.PROCESSING,
    outcome: settings.withdrawOutcome,
    createTime: now,
    updateTime: now,
    remark: null,
    idempotencyKey,
  });
}

type Ending = 'success' | 'audit-failure' | 'failed';

export async function settleWithdrawal(orderNo: string, ending: Ending | 'transfer', at: number) {
  const order = findWithdrawal(orderNo);
  if (!order) return refuse('ORDER_NOT_FOUND', 'This withdrawal does not exist');
  const open = order.status === WITHDRAW.PROCESSING || order.status === WITHDRAW.TRANSFERRING;
  if (!open) return refuse('ORDER_CLOSED', 'This withdrawal is already closed');
  if (ending === 'audit-failure' || ending === 'failed')
    await post(order.playerId, 'WITHDRAW_REFUND', order.amountMilli, { at, remark: `Refund ${orderNo}` });
  const status = {
    transfer: WITHDRAW.TRANSFERRING,
    success: WITHDRAW.SUCCESS,
    'audit-failure': WITHDRAW.AUDIT_FAILURE,
    failed: WITHDRAW.FAILED,
  }[ending];
  const remark = {
    transfer: null,
    success: null,
    'audit-failure': 'Refused by the audit: turnover requirement not met. The amount was refunded.',
    failed: 'The bank refused the transfer. The amount was refunded.',
  }[ending];
  return withdrawals.update((q) => q.where({ orderNo }), {
    data: (w) => {
      w.status = status;
      w.updateTime = at;
      w.remark = remark;
    },
  });
}

export function dueWithdrawals(now: number): { at: number; run: () => Promise<unknown> }[] {
  const due: { at: number; run: () => Promise<unknown> }[] = [];
  for (const w of withdrawals.findMany((q) => q.where((x) => x.status === 1 || x.status === 2))) {
    const transferAt = w.createTime + settings.withdrawTransferDelayMs;
    const doneAt = transferAt + settings.withdrawCompleteDelayMs;
    if (w.status === WITHDRAW.PROCESSING && transferAt <= now)
      due.push({
        at: transferAt,
        run: () =>
          settleWithdrawal(
            w.orderNo,
            w.outcome === 'audit-failure' ? 'audit-failure' : 'transfer',
            transferAt,
          ),
      });
    if (w.status === WITHDRAW.TRANSFERRING && doneAt <= now)
      due.push({
        at: doneAt,
        run: () => settleWithdrawal(w.orderNo, w.outcome === 'failed' ? 'failed' : 'success', doneAt),
      });
  }
  return due;
}
