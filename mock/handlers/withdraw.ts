import {
  getWithdrawChargesHeader,
  getWithdrawChargesQueryParams,
  getWithdrawRecordsHeader,
  getWithdrawRecordsQueryParams,
  getWithdrawSettingsHeader,
  withdrawBody,
  withdrawHeader,
} from '../../src/api/generated/wps-zod/withdraw/withdraw.zod';
import type { WithdrawRecord } from '../../src/api/generated/wps/wps.schemas';
import { WITHDRAW_LIMITS } from '../db/catalog';
import { settings } from '../db/settings';
import {
  charges,
  requestWithdrawal,
  todaysWithdrawals,
  withdrawalsOf,
  type StoredWithdrawal,
} from '../db/withdrawals';
import { readEncrypted } from '../lib/encrypted';
import { toPesos } from '../lib/money';
import { offsetPage } from '../lib/paging';
import { refuse } from '../lib/respond';
import { parse, parseHeaders, queryOf } from '../lib/validate';
import { asPlayer } from './guard';
import { idempotencyKeyOf } from '../lib/idempotency';
import { http } from './http';

const toRecord = (w: StoredWithdrawal): WithdrawRecord => ({
  orderNo: w.orderNo,
  amount: toPesos(w.amountMilli),
  fee: toPesos(w.feeMilli),
  actualAmount: toPesos(w.amountMilli - w.feeMilli),
  status: w.status,
  bankName: w.bankName,
  accountNo: w.accountNo,
  createTime: w.createTime,
  remark: w.remark,
});

export const withdrawHandlers = [
  http.get('/wps/v2/withdraw/settings', ({ request, response }) =>
    asPlayer(request, async (player, now) => {
      parseHeaders(getWithdrawSettingsHeader, request);
      return response(200).json({
        min: WITHDRAW_LIMITS.min,
        max: WITHDRAW_LIMITS.max,
        dailyCount: WITHDRAW_LIMITS.dailyCount,
        remainingCount: Math.max(0, WITHDRAW_LIMITS.dailyCount - todaysWithdrawals(player.id, now).length),
        dailyMaxAmount: WITHDRAW_LIMITS.dailyMaxAmount,
        decimals: WITHDRAW_LIMITS.decimals,
        paymentPasswordRequired: true,
        kycRequired: true,
        mobileVerificationRequired: true,
        withdrawAllowed: settings.withdrawAllowed,
      });
    }),
  ),

  http.get('/wps/v2/withdraw/charges', ({ request, response }) =>
    asPlayer(request, async (player, now) => {
      parseHeaders(getWithdrawChargesHeader, request);
      const { amount } = parse(getWithdrawChargesQueryParams, queryOf(request));
      if (!Number.isFinite(amount) || amount <= 0) refuse('INVALID_AMOUNT', 'Please enter an amount');
      return response(200).json(charges(player.id, amount, now));
    }),
  ),

  http.post('/wps/v2/transaction/withdraw', ({ request, response }) =>
    asPlayer(request, async (player, now) => {
      parseHeaders(withdrawHeader, request);
      const body = parse(withdrawBody, await readEncrypted(request));
      const order = await requestWithdrawal(player, body, now, idempotencyKeyOf(request));
      return response(200).json({
        orderNo: order.orderNo,
        amount: toPesos(order.amountMilli),
        fee: toPesos(order.feeMilli),
        status: order.status,
      });
    }),
  ),

  // Both list and records are filled (the contract asks the backend which one it fills).
  http.get('/wps/v2/withdraw/records', ({ request, response }) =>
    asPlayer(request, async (player) => {
      parseHeaders(getWithdrawRecordsHeader, request);
      const query = parse(getWithdrawRecordsQueryParams, queryOf(request, ['status']));
      const start = query.start ?? 0;
      if (query.end < start) refuse('INVALID_RANGE', 'end must not be before start');
      if (
        query.startDateTs !== undefined &&
        query.endDateTs !== undefined &&
        query.endDateTs <= query.startDateTs
      )
        refuse('INVALID_RANGE', 'endDateTs must be after startDateTs');
      const matching = withdrawalsOf(player.id).filter(
        (w) =>
          (query.startDateTs === undefined || w.createTime >= query.startDateTs) &&
          (query.endDateTs === undefined || w.createTime < query.endDateTs) &&
          (query.status === undefined || w.status === query.status),
      );
      const page = offsetPage(matching.map(toRecord), start, query.end);
      return response(200).json({
        ...page,
        records: page.list,
        footer: {
          totalCount: matching.length,
          totalAmount: toPesos(matching.reduce((sum, w) => sum + w.amountMilli, 0)),
        },
      });
    }),
  ),
];
