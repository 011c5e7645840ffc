import { DAY_MS, manilaStartOfDay } from '../../src/lib/manila-time';
import { toMilli } from '../lib/money';
import { bindCard, cardsOf } from './bank-cards';
import { placeBet, openDraw, settleBet } from './bets';
import { gameByCode, winningNumbers, type GameDefinition } from './games';
import { createDeposit, decideDeposit, markPaid, type DepositDecision } from './deposits';
import { post } from './ledger';
import { METRO_MANILA_ID, MANILA_CITY_ID } from './places';
import { findPlayer } from './players';
import { requestWithdrawal, settleWithdrawal } from './withdrawals';

// The seeded players' past, booked through the same functions the handlers use (so every record screen has
// data and every balance is the sum of its ledger). Amounts are fixed; only the dates follow the clock, and
// bet numbers are chosen against the real draws so a won bet matches the published result.

type Step = { daysAgo: number; hour: number } & (
  | { kind: 'deposit'; channelId: number; amount: number; promotionId?: number; end: DepositDecision }
  | { kind: 'bet'; gameCode: string; amount: number; win: boolean }
  | { kind: 'withdraw'; amount: number; end: 'success' | 'audit-failure' | 'failed' }
  | { kind: 'transfer'; amount: number }
  | { kind: 'cashback'; amountMilli: number }
);

const METHOD: Record<number, 'QR' | 'EWALLET' | 'LAUNCH_URL'> = {
  21: 'EWALLET',
  22: 'QR',
  23: 'EWALLET',
  30: 'LAUNCH_URL',
};

/** Numbers that win (straight) or clearly lose against the draw. */
function pick(game: GameDefinition, drawAt: number, win: boolean): number[] {
  const winning = winningNumbers(game, drawAt);
  if (win) return winning;
  if (!game.distinct) return winning.map((n) => (n === game.max ? game.min : n + 1));
  const losers: number[] = [];
  for (let n = game.min; losers.length < game.balls; n++) if (!winning.includes(n)) losers.push(n);
  return losers;
}

const effectMilli = (step: Step): number => {
  switch (step.kind) {
    case 'deposit':
      return step.end === 'approve' ? toMilli(step.amount) : 0;
    case 'bet':
      return -toMilli(step.amount) + (step.win ? toMilli(gameByCode(step.gameCode)!.minJackpot) : 0);
    case 'withdraw':
      return step.end === 'success' ? -toMilli(step.amount) : 0;
    case 'cashback':
      return step.amountMilli;
    default:
      return 0;
  }
};

async function play(playerId: string, steps: Step[], now: number): Promise<void> {
  const day0 = manilaStartOfDay(now);
  for (const step of steps) {
    const at = day0 - step.daysAgo * DAY_MS + step.hour * 3_600_000;
    const player = findPlayer(playerId)!;
    if (step.kind === 'deposit') {
      const order = await createDeposit(player, METHOD[step.channelId], step, at);
      if (step.end === 'approve' || step.end === 'reject')
        await markPaid(order.orderNo, at + 60_000, {
          url: `/mock-cdn/receipts/${order.orderNo}.svg`,
          nickname: player.payee,
        });
      await decideDeposit(order.orderNo, step.end, at + (step.end === 'expire' ? 300_000 : 180_000));
    } else if (step.kind === 'bet') {
      const game = gameByCode(step.gameCode)!;
      const bet = await placeBet(
        player,
        game.gameCode,
        pick(game, openDraw(game, at), step.win),
        step.amount,
        at,
      );
      if (bet.drawTime < now) await settleBet(bet);
    } else if (step.kind === 'withdraw') {
      const card = cardsOf(playerId)[0];
      const order = await requestWithdrawal(
        player,
        { amount: step.amount, bankCardId: card.id, paymentPassword: player.paymentPassword },
        at,
      );
      if (step.end === 'audit-failure') await settleWithdrawal(order.orderNo, 'audit-failure', at + 600_000);
      else {
        await settleWithdrawal(order.orderNo, 'transfer', at + 600_000);
        await settleWithdrawal(order.orderNo, step.end, at + 1_800_000);
      }
    } else if (step.kind === 'transfer') {
      await post(playerId, 'TO_GAME_WALLET', -toMilli(step.amount), { at, remark: 'Lottery wallet' });
      await post(playerId, 'FROM_GAME_WALLET', toMilli(step.amount), {
        at: at + 3_600_000,
        remark: 'Lottery wallet',
      });
    } else {
      await post(playerId, 'CASHBACK', step.amountMilli, { at, remark: 'Weekly cashback 0.3%' });
    }
  }
}

/** juan2026 must end at exactly ₱12,345.678: the first deposit and the last cashback make up the difference. */
export const JUAN_BALANCE_MILLI = 12_345_678;
const FIRST_BONUS_MILLI = 1_000_000;

const JUAN_STEPS: Step[] = [
  { daysAgo: 58, hour: 11, kind: 'bet', gameCode: 'LOTTO42', amount: 20, win: false },
  { daysAgo: 58, hour: 12, kind: 'bet', gameCode: '3DL', amount: 10, win: false },
  { daysAgo: 57, hour: 9, kind: 'bet', gameCode: '2DL', amount: 20, win: false },
  { daysAgo: 55, hour: 19, kind: 'transfer', amount: 2000 },
  { daysAgo: 52, hour: 8, kind: 'deposit', channelId: 22, amount: 2000, end: 'approve' },
  { daysAgo: 50, hour: 10, kind: 'bet', gameCode: '3DL', amount: 10, win: true },
  { daysAgo: 45, hour: 15, kind: 'withdraw', amount: 1500, end: 'success' },
  { daysAgo: 40, hour: 10, kind: 'bet', gameCode: 'UL58', amount: 40, win: false },
  { daysAgo: 40, hour: 11, kind: 'bet', gameCode: 'GL55', amount: 20, win: false },
  { daysAgo: 40, hour: 12, kind: 'bet', gameCode: '4DL', amount: 10, win: false },
  { daysAgo: 39, hour: 13, kind: 'bet', gameCode: '6DL', amount: 20, win: false },
  { daysAgo: 35, hour: 18, kind: 'deposit', channelId: 30, amount: 3000, end: 'approve' },
  { daysAgo: 33, hour: 9, kind: 'deposit', channelId: 21, amount: 500, end: 'reject' },
  { daysAgo: 30, hour: 20, kind: 'deposit', channelId: 23, amount: 1000, end: 'expire' },
  { daysAgo: 28, hour: 7, kind: 'deposit', channelId: 22, amount: 200, end: 'cancel' },
  { daysAgo: 25, hour: 16, kind: 'withdraw', amount: 2000, end: 'audit-failure' },
  { daysAgo: 20, hour: 17, kind: 'withdraw', amount: 1000, end: 'failed' },
  { daysAgo: 18, hour: 10, kind: 'bet', gameCode: '2DL', amount: 10, win: true },
  { daysAgo: 15, hour: 14, kind: 'withdraw', amount: 5000, end: 'success' },
  { daysAgo: 12, hour: 9, kind: 'bet', gameCode: 'SL49', amount: 20, win: false },
  { daysAgo: 12, hour: 9, kind: 'bet', gameCode: 'ML45', amount: 20, win: false },
  { daysAgo: 12, hour: 10, kind: 'bet', gameCode: '3DL', amount: 30, win: false },
  { daysAgo: 11, hour: 11, kind: 'bet', gameCode: '2DL', amount: 10, win: false },
  { daysAgo: 10, hour: 12, kind: 'deposit', channelId: 23, amount: 1000, end: 'approve' },
  { daysAgo: 8, hour: 19, kind: 'transfer', amount: 500 },
  { daysAgo: 5, hour: 13, kind: 'withdraw', amount: 6000, end: 'success' },
  { daysAgo: 3, hour: 10, kind: 'bet', gameCode: '3DL', amount: 20, win: false },
  { daysAgo: 3, hour: 11, kind: 'bet', gameCode: 'LOTTO42', amount: 40, win: false },
];

export function juanSteps(): Step[] {
  const rest = JUAN_STEPS.reduce((sum, step) => sum + effectMilli(step), 0);
  const open = JUAN_BALANCE_MILLI - rest - FIRST_BONUS_MILLI;
  const first = Math.floor(open / 100_000) * 100;
  return [
    { daysAgo: 60, hour: 10, kind: 'deposit', channelId: 21, amount: first, promotionId: 88, end: 'approve' },
    ...JUAN_STEPS,
    { daysAgo: 1, hour: 6, kind: 'cashback', amountMilli: open - toMilli(first) },
  ];
}

export async function seedHistory(now: number): Promise<void> {
  await bindCard(
    findPlayer('10000001')!,
    {
      type: 'BANK',
      bankId: 1,
      accountNo: '001234567890',
      payeeName: 'Juan Dela Cruz',
      provinceId: METRO_MANILA_ID,
      cityId: MANILA_CITY_ID,
      branch: 'BDO Ermita',
      paymentPassword: '246810',
    },
    now - 70 * DAY_MS,
  );
  await play('10000001', juanSteps(), now);
  await play(
    '10000003',
    [{ daysAgo: 20, hour: 12, kind: 'deposit', channelId: 21, amount: 500, end: 'approve' }],
    now,
  );
  await play(
    '10000004',
    [
      { daysAgo: 30, hour: 9, kind: 'deposit', channelId: 23, amount: 100, end: 'approve' },
      { daysAgo: 29, hour: 10, kind: 'bet', gameCode: '3DL', amount: 10, win: false },
      { daysAgo: 29, hour: 10, kind: 'bet', gameCode: '2DL', amount: 10, win: false },
      { daysAgo: 22, hour: 18, kind: 'bet', gameCode: '3DL', amount: 10, win: false },
      { daysAgo: 21, hour: 12, kind: 'bet', gameCode: '2DL', amount: 10, win: false },
      { daysAgo: 14, hour: 15, kind: 'bet', gameCode: 'LOTTO42', amount: 40, win: false },
    ],
    now,
  );
  await play(
    '10000005',
    [
      { daysAgo: 40, hour: 9, kind: 'deposit', channelId: 21, amount: 2000, end: 'approve' },
      { daysAgo: 38, hour: 10, kind: 'bet', gameCode: '3DL', amount: 30, win: false },
      { daysAgo: 35, hour: 18, kind: 'bet', gameCode: '2DL', amount: 30, win: false },
    ],
    now,
  );
  await play(
    '10000006',
    [{ daysAgo: 12, hour: 11, kind: 'deposit', channelId: 21, amount: 1000, end: 'approve' }],
    now,
  );
}
