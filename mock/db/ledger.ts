import { Collection } from '@msw/data';
import { z } from 'zod';
import { createLock } from '../lib/lock';
import { refuse } from '../lib/respond';
import { findPlayer, updatePlayer } from './players';
import { nextId, register } from './store';

// Money as a ledger: every change of a balance is one entry, and a player's balanceMilli is only ever moved by
// post(), under one lock, so it always equals the sum of the player's entries and never goes below zero.

export const TX = {
  DEPOSIT: { id: 1001, name: 'Deposit' },
  DEPOSIT_BONUS: { id: 1002, name: 'Deposit bonus' },
  WITHDRAW: { id: 2001, name: 'Withdrawal' },
  WITHDRAW_REFUND: { id: 2002, name: 'Withdrawal refund' },
  BET: { id: 3001, name: 'Lotto bet' },
  PAYOUT: { id: 3002, name: 'Lotto payout' },
  CASHBACK: { id: 3003, name: 'Cashback' },
  SALARY: { id: 5001, name: 'Agent salary' },
  DIVIDEND: { id: 5002, name: 'Agent dividend' },
  // Moves between the main and the game wallet: the app hides them by default (excludeTxTypeIds).
  TO_GAME_WALLET: { id: 6231, name: 'Transfer to game wallet' },
  FROM_GAME_WALLET: { id: 4203, name: 'Transfer from game wallet' },
  GAME_WALLET_RECALL: { id: 4223, name: 'Game wallet recall' },
  ROUNDING: { id: 6156, name: 'Rounding adjustment' },
  PROMO_LOCK: { id: 4253, name: 'Promotion turnover lock' },
} as const;
export type TxKind = keyof typeof TX;

export const DEFAULT_EXCLUDED_TX_TYPES = [6231, 4203, 4223, 6156, 4253];

export const entrySchema = z.object({
  id: z.number().int(),
  playerId: z.string(),
  txTypeId: z.number().int(),
  txTypeName: z.string(),
  amountMilli: z.number().int(),
  balanceAfterMilli: z.number().int(),
  createTime: z.number(),
  remark: z.string(),
});
export type LedgerEntry = z.infer<typeof entrySchema>;

export const ledger = register('ledger', new Collection({ schema: entrySchema }));

const withBooksLocked = createLock();

export interface PostOptions {
  at: number;
  remark?: string;
}

/** Books one entry. A debit larger than the balance is refused (INSUFFICIENT_BALANCE) and books nothing. */
export function post(playerId: string, kind: TxKind, amountMilli: number, options: PostOptions) {
  return withBooksLocked(async () => {
    if (!Number.isSafeInteger(amountMilli))
      throw new Error(`ledger amount must be an integer: ${amountMilli}`);
    const player = findPlayer(playerId);
    if (!player) return refuse('PLAYER_NOT_FOUND', 'This account no longer exists');
    const balanceAfterMilli = player.balanceMilli + amountMilli;
    if (balanceAfterMilli < 0)
      return refuse('INSUFFICIENT_BALANCE', 'Insufficient balance, please top up first');
    const entry = await ledger.create({
      id: nextId('ledger', 90_000_001),
      playerId,
      txTypeId: TX[kind].id,
      txTypeName: TX[kind].name,
      amountMilli,
      balanceAfterMilli,
      createTime: options.at,
      remark: options.remark ?? '',
    });
    await updatePlayer(playerId, (p) => {
      p.balanceMilli = balanceAfterMilli;
    });
    return entry;
  });
}

export const entriesOf = (playerId: string): LedgerEntry[] => ledger.findMany((q) => q.where({ playerId }));

export const ledgerSum = (playerId: string): number =>
  entriesOf(playerId).reduce((sum, e) => sum + e.amountMilli, 0);
