import { Collection } from '@msw/data';
import { z } from 'zod';
import type { BankCard, BindBankCardRequest } from '../../src/api/generated/wps/wps.schemas';
import { maskNumber } from '../lib/mobile';
import { refuse } from '../lib/respond';
import { bankById, CARD_LIMITS } from './catalog';
import { cityOf, provinceById } from './places';
import { updatePlayer, type Player } from './players';
import { nextId, register } from './store';

// Payout accounts: bank cards (with province, city and branch) and GCash/Maya e-wallets (the holder's mobile).

export const cardSchema = z.object({
  id: z.number().int(),
  playerId: z.string(),
  type: z.enum(['BANK', 'EWALLET']),
  bankId: z.number().int(),
  bankName: z.string(),
  accountNo: z.string(),
  payeeName: z.string(),
  provinceId: z.number().nullable(),
  cityId: z.number().nullable(),
  branch: z.string().nullable(),
  isDefault: z.boolean(),
  createdAt: z.number(),
});
export type StoredCard = z.infer<typeof cardSchema>;

export const bankCards = register('bankCards', new Collection({ schema: cardSchema }));

export const cardsOf = (playerId: string) =>
  bankCards.findMany((q) => q.where({ playerId })).sort((a, b) => a.id - b.id);

export const toBankCard = (card: StoredCard): BankCard => ({
  id: card.id,
  type: card.type,
  bankId: card.bankId,
  bankName: card.bankName,
  accountNo: maskNumber(card.accountNo),
  payeeName: card.payeeName,
  provinceId: card.provinceId,
  cityId: card.cityId,
  branch: card.branch,
  isDefault: card.isDefault,
});

const normalizeName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export async function bindCard(
  player: Player,
  request: BindBankCardRequest,
  at: number,
): Promise<StoredCard> {
  const bank = bankById(request.bankId);
  if (!bank || bank.type !== request.type)
    return refuse('BANK_NOT_SUPPORTED', 'This bank or e-wallet is not supported');
  const mine = cardsOf(player.id);
  const sameType = mine.filter((c) => c.type === request.type);
  const max = request.type === 'BANK' ? CARD_LIMITS.maxCardCount : CARD_LIMITS.maxEWalletCount;
  if (sameType.length >= max)
    return refuse(
      'CARD_LIMIT_REACHED',
      `You can bind at most ${max} ${request.type === 'BANK' ? 'bank cards' : 'e-wallets'}`,
    );
  const accountNo = request.accountNo.replace(/[\s-]/g, '');
  if (request.type === 'BANK' && !/^\d{10,16}$/.test(accountNo))
    return refuse('INVALID_ACCOUNT_NO', 'The account number must be 10 to 16 digits');
  if (request.type === 'EWALLET' && !/^09\d{9}$/.test(accountNo))
    return refuse('INVALID_ACCOUNT_NO', 'The e-wallet number must be a mobile number like 09171234567');
  if (mine.some((c) => c.bankId === request.bankId && c.accountNo === accountNo))
    return refuse('CARD_ALREADY_BOUND', 'This account is already bound');
  const payeeName = request.payeeName.trim();
  if (payeeName.length < 2 || /[<>]/.test(payeeName))
    return refuse('INVALID_PAYEE_NAME', 'Please enter the account holder name');
  if (player.payee && normalizeName(player.payee) !== normalizeName(payeeName))
    return refuse('PAYEE_NAME_MISMATCH', 'The account name must match your payee name on file');
  if (player.paymentPassword && request.paymentPassword !== player.paymentPassword)
    return refuse('PAYMENT_PASSWORD_INCORRECT', 'The payment password is incorrect');
  let location = {
    provinceId: null as number | null,
    cityId: null as number | null,
    branch: null as string | null,
  };
  if (request.type === 'BANK') {
    if (!request.provinceId || !provinceById(request.provinceId))
      return refuse('PROVINCE_REQUIRED', 'Please choose the province of the branch');
    if (!request.cityId || !cityOf(request.provinceId, request.cityId))
      return refuse('CITY_REQUIRED', 'Please choose the city of the branch');
    if (!request.branch?.trim()) return refuse('BRANCH_REQUIRED', 'Please enter the branch');
    location = { provinceId: request.provinceId, cityId: request.cityId, branch: request.branch.trim() };
  }
  if (!player.payee)
    await updatePlayer(player.id, (p) => {
      p.payee = payeeName;
    });
  return bankCards.create({
    id: nextId('card', 55_021),
    playerId: player.id,
    type: request.type,
    bankId: bank.bankId,
    bankName: bank.bankName,
    accountNo,
    payeeName,
    ...location,
    isDefault: mine.length === 0,
    createdAt: at,
  });
}
