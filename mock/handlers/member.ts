import { world } from '../db/world';
import { authenticate } from '../lib/auth';
import { http } from './http';

export const memberHandlers = [
  http.get('/wps/member/info', async ({ request, response }) => {
    await world();
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    const { player } = auth;
    return response(200).json({
      id: Number(player.id),
      account: player.username,
      nickname: player.nickname || null,
      payee: player.payee || null,
      mobileVerified: player.mobileVerified,
      email: player.email || null,
      mobile: player.mobile || null,
    });
  }),
];
