import { http } from 'msw';
import { z } from 'zod';
import { placeBet } from '../db/bets';
import { decideDeposit, findDeposit, markPaid, toDepositOrder } from '../db/deposits';
import { decideKyc, toIdImageInfo } from '../db/kyc';
import { findPlayerByUsername } from '../db/players';
import { findWithdrawal, settleWithdrawal } from '../db/withdrawals';
import { clock } from '../lib/clock';
import { refuse } from '../lib/respond';
import { control, controlBody } from './control-kit';

// Decisions a back office would take (approve a deposit, pay a withdrawal, review a KYC) and bets a game site
// would place, for the dev panel, tests and curl.

const playerNamed = (username: string) =>
  findPlayerByUsername(username) ?? refuse('PLAYER_NOT_FOUND', `No player ${username}`);

export const bookControlHandlers = [
  http.post('*/__mock/deposits/:orderNo', ({ params, request }) =>
    control(async () => {
      const { action } = z
        .object({ action: z.enum(['approve', 'reject', 'cancel', 'expire', 'pay']) })
        .parse(await controlBody(request));
      const orderNo = String(params.orderNo);
      if (action === 'pay') await markPaid(orderNo, clock.now());
      else await decideDeposit(orderNo, action, clock.now());
      return toDepositOrder(findDeposit(orderNo)!);
    }),
  ),

  http.post('*/__mock/withdrawals/:orderNo', ({ params, request }) =>
    control(async () => {
      const { action } = z
        .object({ action: z.enum(['transfer', 'success', 'audit-failure', 'failed']) })
        .parse(await controlBody(request));
      await settleWithdrawal(String(params.orderNo), action, clock.now());
      const order = findWithdrawal(String(params.orderNo))!;
      return { orderNo: order.orderNo, status: order.status, remark: order.remark };
    }),
  ),

  http.post('*/__mock/kyc', ({ request }) =>
    control(async () => {
      const body = z
        .object({
          username: z.string(),
          decision: z.enum(['approve', 'fail']),
          reason: z.string().optional(),
        })
        .parse(await controlBody(request));
      return toIdImageInfo(
        await decideKyc(playerNamed(body.username).id, body.decision, clock.now(), body.reason),
      );
    }),
  ),

  http.post('*/__mock/bets', ({ request }) =>
    control(async () => {
      const body = z
        .object({
          username: z.string(),
          gameCode: z.string(),
          numbers: z.array(z.number().int()),
          amount: z.number().positive(),
        })
        .parse(await controlBody(request));
      return placeBet(playerNamed(body.username), body.gameCode, body.numbers, body.amount, clock.now());
    }),
  ),
];
