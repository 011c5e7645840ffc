import {
  bindBankCardBody,
  bindBankCardHeader,
  getBankCardProvincesHeader,
  getBanksHeader,
  getBanksQueryParams,
  getBindConfigHeader,
  removeBankCardHeader,
  removeBankCardParams,
} from '../../src/api/generated/wps-zod/bank-card/bank-card.zod';
import {
  getWithdrawAccountInfoHeader,
  getWithdrawBankListHeader,
  getWithdrawEWalletListHeader,
} from '../../src/api/generated/wps-zod/withdraw/withdraw.zod';
import { bankCards, bindCard, cardsOf, toBankCard } from '../db/bank-cards';
import { BANKS, CARD_LIMITS, E_WALLETS } from '../db/catalog';
import { cityOf, provinceById, provinces } from '../db/places';
import { readEncrypted } from '../lib/encrypted';
import { hashSeed } from '../lib/random';
import { refuse } from '../lib/respond';
import { parse, parseHeaders, queryOf } from '../lib/validate';
import { asPlayer } from './guard';
import { http } from './http';

/** Big banks have a branch everywhere; the others only in some provinces (a stable pick per province). */
const NATIONWIDE = new Set(['BDO', 'BPI', 'LBP', 'PNB', 'MBTC']);

export const bankCardHandlers = [
  http.put('/wps/v2/member/bankCards', ({ request, response }) =>
    asPlayer(request, async (player, now) => {
      parseHeaders(bindBankCardHeader, request);
      const body = parse(bindBankCardBody, await readEncrypted(request));
      return response(200).json(toBankCard(await bindCard(player, body, now)));
    }),
  ),

  // The payee name stays on file after the last card goes: it was fixed by the first card (PAYEE_LOCKED rules).
  http.delete('/wps/v2/member/bankCards/{cardId}', ({ request, params, response }) =>
    asPlayer(request, async (player) => {
      parseHeaders(removeBankCardHeader, request);
      const { cardId } = parse(removeBankCardParams, params);
      const card = cardsOf(player.id).find((c) => c.id === cardId);
      if (!card) refuse('BANK_CARD_NOT_FOUND', 'This bank card or e-wallet is not bound to your account');
      bankCards.delete((q) => q.where({ id: cardId }));
      const next = card.isDefault ? cardsOf(player.id)[0] : undefined;
      if (next)
        await bankCards.update((q) => q.where({ id: next.id }), {
          data: (c) => {
            c.isDefault = true;
          },
        });
      return response(200).json({ success: true });
    }),
  ),

  http.get('/wps/v2/member/bankCards/bindConfig', ({ request, response }) =>
    asPlayer(request, async (player) => {
      parseHeaders(getBindConfigHeader, request);
      return response(200).json({
        bankCardEnabled: true,
        eWalletEnabled: true,
        maxCardCount: CARD_LIMITS.maxCardCount,
        maxEWalletCount: CARD_LIMITS.maxEWalletCount,
        branchRequired: true,
        payeeNameEditable: !player.payee,
        paymentPasswordRequired: Boolean(player.paymentPassword),
      });
    }),
  ),

  http.get('/wps/v2/member/bankCards/provinces', ({ request, response }) =>
    asPlayer(request, async () => {
      parseHeaders(getBankCardProvincesHeader, request);
      return response(200).json(provinces());
    }),
  ),

  http.get('/wps/v2/member/bankCards/banks', ({ request, response }) =>
    asPlayer(request, async () => {
      parseHeaders(getBanksHeader, request);
      const { provinceId, cityId } = parse(getBanksQueryParams, queryOf(request));
      if (provinceId !== undefined && !provinceById(provinceId))
        refuse('UNKNOWN_PROVINCE', 'No such province');
      if (cityId !== undefined && (provinceId === undefined || !cityOf(provinceId, cityId)))
        refuse('UNKNOWN_CITY', 'No such city in this province');
      const place = cityId ?? provinceId;
      const banks =
        place === undefined
          ? BANKS
          : BANKS.filter((b) => NATIONWIDE.has(b.bankCode) || hashSeed(`${b.bankCode}@${place}`) % 3 === 0);
      return response(200).json([...banks]);
    }),
  ),

  http.get('/wps/v2/withdraw/bankList', ({ request, response }) =>
    asPlayer(request, async () => {
      parseHeaders(getWithdrawBankListHeader, request);
      return response(200).json([...BANKS]);
    }),
  ),

  http.get('/wps/v2/withdraw/eWalletList', ({ request, response }) =>
    asPlayer(request, async () => {
      parseHeaders(getWithdrawEWalletListHeader, request);
      return response(200).json([...E_WALLETS]);
    }),
  ),

  http.get('/wps/v2/withdraw/accountInfo', ({ request, response }) =>
    asPlayer(request, async (player) => {
      parseHeaders(getWithdrawAccountInfoHeader, request);
      return response(200).json({
        bankCards: cardsOf(player.id).map(toBankCard),
        maxCardCount: CARD_LIMITS.maxCardCount,
      });
    }),
  ),
];
