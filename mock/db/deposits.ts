import { Collection } from '@msw/data';
import { z } from 'zod';
import type { DepositMethodType, DepositOrder } from '../../src/api/generated/wps/wps.schemas';
import { manilaParts } from '../../src/lib/manila-time';
import { hasDecimals, toMilli, toPesos } from '../lib/money';
import { once } from '../lib/idempotency';
import { refuse } from '../lib/respond';
import { channelById, DEPOSIT_LIMITS, MAX_OPEN_DEPOSITS, promotionById } from './catalog';
import { post } from './ledger';
import { assertMayPlay, assertWithinLimits } from './responsible';
import type { Player } from './players';
import { settings } from './settings';
import { nextId, register } from './store';

// Deposit orders and their life: New (created, waiting for the payment) → Pending (receipt uploaded, or paid
// at the gateway) → Approved after settings.depositApproveDelayMs on the mock clock (when auto-approve is on),
// or Rejected / Cancelled / Expired (New for longer than expireMinutes). Only an approval moves money.
// A break from play cancels the player's open orders (cancelForBreak): a payment that still arrives for one is
// refunded to the payer and never credited, so no money reaches a player who asked to stop.

export const DEPOSIT = { APPROVED: 2, CANCELLED: 3, PENDING: 4, NEW: 5, REJECTED: 6, EXPIRED: 7 } as const;
export type DepositStatusCode = (typeof DEPOSIT)[keyof typeof DEPOSIT];

export const depositSchema = z.object({
  orderNo: z.string(),
  playerId: z.string(),
  amountMilli: z.number().int(),
  channelId: z.number().int(),
  channelName: z.string(),
  methodType: z.enum(['QR', 'EWALLET', 'LAUNCH_URL']),
  status: z.union([z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6), z.literal(7)]),
  createTime: z.number(),
  expireTime: z.number(),
  pendingAt: z.number(),
  decidedAt: z.number(),
  promotionId: z.number().int(),
  receiptUrl: z.string(),
  payerNickname: z.string(),
  payerAccount: z.string(),
  qrCode: z.string().nullable(),
  payUrl: z.string().nullable(),
  remark: z.string().nullable(),
  /** The Idempotency-Key the order was created with ('' for seeded history). */
  idempotencyKey: z.string(),
  /** Cancelled because the player started a break: a payment arriving later is refunded, not credited. */
  cancelledByBreak: z.boolean().default(false),
});
export type StoredDeposit = z.infer<typeof depositSchema>;

export const deposits = register('deposits', new Collection({ schema: depositSchema }));

export const findDeposit = (orderNo: string) => deposits.findFirst((q) => q.where({ orderNo }));
export const depositsOf = (playerId: string) =>
  deposits
    .findMany((q) => q.where({ playerId }))
    .sort((a, b) => b.createTime - a.createTime || b.orderNo.localeCompare(a.orderNo));

export function orderNumber(prefix: string, at: number, seq: number): string {
  const p = manilaParts(at);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${prefix}${p.year}${pad(p.month)}${pad(p.day)}${pad(p.hour)}${pad(p.minute)}${pad(p.second)}${pad(seq % 1000, 3)}`;
}

export const toDepositOrder = (d: StoredDeposit): DepositOrder => ({
  orderNo: d.orderNo,
  amount: toPesos(d.amountMilli),
  status: d.status,
  channelName: d.channelName,
  createTime: d.createTime,
  expireTime: d.expireTime,
  qrCode: d.qrCode,
  payUrl: d.payUrl,
});

export interface DepositInput {
  channelId: number;
  amount: number;
  promotionId?: number;
  accountNo?: string;
  returnUrl?: string;
}

export async function createDeposit(
  player: Player,
  method: DepositMethodType,
  input: DepositInput,
  now: number,
  idempotencyKey = '',
): Promise<StoredDeposit> {
  if (!idempotencyKey) return openDeposit(player, method, input, now, '');
  return once(
    `deposit:${player.id}`,
    idempotencyKey,
    () => deposits.findFirst((q) => q.where({ playerId: player.id, idempotencyKey })),
    () => openDeposit(player, method, input, now, idempotencyKey),
  );
}

async function openDeposit(
  player: Player,
  method: DepositMethodType,
  input: DepositInput,
  now: number,
  idempotencyKey: string,
): Promise<StoredDeposit> {
  if (!settings.depositAllowed) return refuse('DEPOSIT_NOT_ALLOWED', 'Deposit is not allowed currently');
  assertMayPlay(player.id, now);
  if (settings.mobileVerificationType === 'REQUIRED' && !player.mobileVerified)
    return refuse('MOBILE_NOT_VERIFIED', 'Please verify your mobile number before depositing');
  const channel = channelById(input.channelId);
  if (!channel || !channel.available || channel.methodType !== method)
    return refuse('CHANNEL_NOT_SUPPORTED', 'Not supported by the deposit channel');
  if (!(input.amount > 0) || !hasDecimals(input.amount, DEPOSIT_LIMITS.decimals))
    return refuse('INVALID_AMOUNT', 'Please enter a whole peso amount');
  const min = Math.max(channel.minAmount, DEPOSIT_LIMITS.minAmount);
  const max = Math.min(channel.maxAmount, DEPOSIT_LIMITS.maxAmount);
  if (input.amount < min) return refuse('AMOUNT_BELOW_MIN', `The minimum deposit is ₱${min}`);
  if (input.amount > max) return refuse('AMOUNT_ABOVE_MAX', `The maximum deposit is ₱${max}`);
  if (input.promotionId !== undefined) {
    const promotion = promotionById(input.promotionId);
    if (!promotion) return refuse('PROMOTION_NOT_FOUND', 'This promotion is not available');
    if (input.amount < promotion.minDeposit)
      return refuse(
        'PROMOTION_MIN_DEPOSIT',
        `This promotion needs a deposit of at least ₱${promotion.minDeposit}`,
      );
  }
  assertWithinLimits(player.id, 'DEPOSIT', toMilli(input.amount), now);
  const open = depositsOf(player.id).filter((d) => d.status === DEPOSIT.NEW || d.status === DEPOSIT.PENDING);
  if (open.length >= MAX_OPEN_DEPOSITS)
    return refuse('TOO_MANY_OPEN_DEPOSITS', 'Please finish or wait for your open deposits first');
  const orderNo = orderNumber('D', now, nextId('deposit', 1));
  return deposits.create({
    orderNo,
    playerId: player.id,
    amountMilli: toMilli(input.amount),
    channelId: channel.channelId,
    channelName: channel.channelName,
    methodType: method,
    status: DEPOSIT.NEW,
    createTime: now,
    expireTime: now + DEPOSIT_LIMITS.expireMinutes * 60_000,
    pendingAt: 0,
    decidedAt: 0,
    promotionId: input.promotionId ?? 0,
    receiptUrl: '',
    payerNickname: '',
    payerAccount: input.accountNo ?? '',
    idempotencyKey,
    qrCode:
      method === 'QR'
        ? `00020101021228760011ph.ppmi.p2m0111GCASHPHMMXXX0315${orderNo}5204601253036085406${input.amount.toFixed(2)}5802PH6304MOCK`
        : null,
    payUrl:
      method === 'LAUNCH_URL'
        ? `/__mock/gateway/${orderNo}${input.returnUrl ? `?returnUrl=${encodeURIComponent(input.returnUrl)}` : ''}`
        : null,
    remark: null,
    cancelledByBreak: false,
  });
}

async function setStatus(orderNo: string, change: (d: StoredDeposit) => void): Promise<StoredDeposit> {
  const next = await deposits.update((q) => q.where({ orderNo }), { data: change });
  if (!next) throw new Error(`no deposit ${orderNo}`);
  return next;
}

export const CANCELLED_FOR_BREAK = 'Cancelled when a break from play started';
export const PAID_AFTER_BREAK =
  'This order was cancelled when a break from play started: your payment is refunded, not credited';

/**
 * A break from play starts: every open order of the player is cancelled. One already paid (Pending) is
 * refunded to the payer at once; one still New can be paid no more (markPaid refunds it if the payer's bank
 * sends the money anyway).
 */
export async function cancelForBreak(playerId: string, at: number): Promise<void> {
  for (const order of depositsOf(playerId)) {
    if (order.status !== DEPOSIT.NEW && order.status !== DEPOSIT.PENDING) continue;
    const paid = order.status === DEPOSIT.PENDING;
    await setStatus(order.orderNo, (d) => {
      d.status = DEPOSIT.CANCELLED;
      d.decidedAt = at;
      d.cancelledByBreak = true;
      d.remark = paid ? `${CANCELLED_FOR_BREAK}: the payment is refunded to the payer` : CANCELLED_FOR_BREAK;
    });
  }
}

/** The player has paid: a receipt arrived, or the gateway called back. */
export async function markPaid(orderNo: string, at: number, receipt?: { url: string; nickname: string }) {
  const order = findDeposit(orderNo);
  if (!order) return refuse('ORDER_NOT_FOUND', 'This deposit order does not exist');
  if (order.status === DEPOSIT.CANCELLED && order.cancelledByBreak) {
    await setStatus(orderNo, (d) => {
      d.remark = `${CANCELLED_FOR_BREAK}: a payment that arrived later is refunded to the payer`;
    });
    return refuse('ORDER_REFUNDED', PAID_AFTER_BREAK, 409);
  }
  if (order.status !== DEPOSIT.NEW && order.status !== DEPOSIT.PENDING)
    return refuse('ORDER_CLOSED', 'This deposit order is already closed');
  return setStatus(orderNo, (d) => {
    if (d.status === DEPOSIT.NEW) {
      d.status = DEPOSIT.PENDING;
      d.pendingAt = at;
    }
    if (receipt) {
      d.receiptUrl = receipt.url;
      d.payerNickname = receipt.nickname;
    }
  });
}

export type DepositDecision = 'approve' | 'reject' | 'cancel' | 'expire';

export async function decideDeposit(orderNo: string, decision: DepositDecision, at: number) {
  const order = findDeposit(orderNo);
  if (!order) return refuse('ORDER_NOT_FOUND', 'This deposit order does not exist');
  if (order.status !== DEPOSIT.NEW && order.status !== DEPOSIT.PENDING)
    return refuse('ORDER_CLOSED', 'This deposit order is already closed');
  if (decision === 'approve') {
    await post(order.playerId, 'DEPOSIT', order.amountMilli, {
      at,
      remark: `${order.channelName} ${orderNo}`,
    });
    const promotion = order.promotionId ? promotionById(order.promotionId) : undefined;
    if (promotion) {
      const bonus = Math.min(
        Math.floor(order.amountMilli * (promotion.bonusRate ?? 0)),
        toMilli(promotion.maxBonus ?? 0),
      );
      if (bonus > 0) await post(order.playerId, 'DEPOSIT_BONUS', bonus, { at, remark: promotion.title });
    }
  }
  const status = {
    approve: DEPOSIT.APPROVED,
    reject: DEPOSIT.REJECTED,
    cancel: DEPOSIT.CANCELLED,
    expire: DEPOSIT.EXPIRED,
  }[decision];
  return setStatus(orderNo, (d) => {
    d.status = status;
    d.decidedAt = at;
    if (decision === 'reject') d.remark = 'The payment could not be matched to this order';
  });
}

/** Transitions that are due by `now`, each with the time it became due. */
export function dueDeposits(now: number): { at: number; run: () => Promise<unknown> }[] {
  const due: { at: number; run: () => Promise<unknown> }[] = [];
  for (const d of deposits.findMany((q) =>
    q.where((x) => x.status === DEPOSIT.NEW || x.status === DEPOSIT.PENDING),
  )) {
    if (d.status === DEPOSIT.NEW) {
      const paidAt = d.createTime + settings.depositGatewayPayDelayMs;
      if (d.methodType === 'LAUNCH_URL' && paidAt <= now && paidAt < d.expireTime)
        due.push({ at: paidAt, run: () => markPaid(d.orderNo, paidAt) });
      else if (d.expireTime <= now)
        due.push({ at: d.expireTime, run: () => decideDeposit(d.orderNo, 'expire', d.expireTime) });
    } else if (settings.depositAutoApprove) {
      const at = d.pendingAt + settings.depositApproveDelayMs;
      if (at <= now) due.push({ at, run: () => decideDeposit(d.orderNo, 'approve', at) });
    }
  }
  return due;
}
