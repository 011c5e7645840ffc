import {
  getConsolidatedFundsHeader,
  getWalletBalanceHeader,
  getWalletBalanceQueryParams,
  walletReturnBody,
  walletReturnHeader,
} from '../../src/api/generated/wps-zod/wallet/wallet.zod';
import { toPesos } from '../lib/money';
import { fail, refuse } from '../lib/respond';
import { jsonBody, parse, parseHeaders, queryOf } from '../lib/validate';
import { asPlayer } from './guard';
import { http } from './http';

// One real wallet (the main one, the ledger's); the game wallet is always recalled into it, so it reads 0.
const WALLETS = { MAIN: 1, GAME: 2 } as const;

/** The wallets' names in the request's Language, as a server names them for the player. */
const WALLET_NAMES: Record<'en' | 'zh', Record<number, string>> = {
  en: { [WALLETS.MAIN]: 'Main wallet', [WALLETS.GAME]: 'Lottery game wallet' },
  zh: { [WALLETS.MAIN]: '主钱包', [WALLETS.GAME]: '彩票游戏钱包' },
};

export const walletHandlers = [
  http.get('/wps/v2/wallets/balance', ({ request, response }) =>
    asPlayer(request, async (player) => {
      parseHeaders(getWalletBalanceHeader, request);
      const { typeId = 0 } = parse(getWalletBalanceQueryParams, queryOf(request));
      if (![0, WALLETS.MAIN, WALLETS.GAME].includes(typeId))
        refuse('UNKNOWN_WALLET', `No wallet of type ${typeId}`);
      const milli = typeId === WALLETS.GAME ? 0 : player.balanceMilli;
      return response(200).json({ sumBalance: toPesos(milli), currencySymbol: '₱', currency: 'PHP' });
    }),
  ),

  // Game sites hold part of a player's money while they play; the recall brings it back to the main wallet
  // before the balance is read. The fake backend keeps one wallet, so there is nothing to move.
  http.post('/wps/relay/GCS_walletReturn', ({ request, response }) =>
    asPlayer(request, async (player) => {
      parseHeaders(walletReturnHeader, request);
      const body = parse(walletReturnBody, await jsonBody(request));
      if (String(body.customerId) !== player.id)
        return fail(403, 'FORBIDDEN', 'You can only recall your own wallet');
      return response(200).json({ success: true });
    }),
  ),

  http.get('/wps/member/info/funds/consolidated', ({ request, response }) =>
    asPlayer(request, async (player) => {
      const headers = parseHeaders(getConsolidatedFundsHeader, request);
      const names = WALLET_NAMES[headers.Language === 'zh' ? 'zh' : 'en'];
      return response(200).json({
        sumBalance: toPesos(player.balanceMilli),
        currency: 'PHP',
        currencySymbol: '₱',
        wallets: [
          { typeId: WALLETS.MAIN, name: names[WALLETS.MAIN], balance: toPesos(player.balanceMilli) },
          { typeId: WALLETS.GAME, name: names[WALLETS.GAME], balance: 0 },
        ],
      });
    }),
  ),
];
