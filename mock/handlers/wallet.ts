import {
  getWalletBalanceQueryParams,
  walletReturnBody,
} from '../../src/api/generated/wps-zod/wallet/wallet.zod';
import { world } from '../db/world';
import { authenticate } from '../lib/auth';
import { badRequest, fail } from '../lib/respond';
import { check, jsonBody, queryOf } from '../lib/validate';
import { http } from './http';

export const walletHandlers = [
  http.get('/wps/v2/wallets/balance', async ({ request, response }) => {
    await world();
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    const query = check(getWalletBalanceQueryParams, queryOf(request));
    if (!query.ok) return badRequest(query.message);
    return response(200).json({
      sumBalance: auth.player.balanceMilli / 1000,
      currencySymbol: '₱',
      currency: 'PHP',
    });
  }),

  // Game sites hold part of a player's money while they play; the recall brings it back to the main wallet
  // before the balance is read. The fake backend keeps one wallet, so there is nothing to move.
  http.post('/wps/relay/GCS_walletReturn', async ({ request, response }) => {
    await world();
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    const body = check(walletReturnBody, await jsonBody(request));
    if (!body.ok) return badRequest(body.message);
    if (String(body.value.customerId) !== auth.player.id) {
      return fail(403, 'FORBIDDEN', 'You can only recall your own wallet');
    }
    return response(200).json({ success: true });
  }),
];
