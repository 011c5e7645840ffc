import {
  fcmBindBody,
  fcmBindHeader,
  fcmSubscribeBody,
  fcmSubscribeHeader,
} from '../../src/api/generated/wps-zod/push/push.zod';
import { updatePlayer } from '../db/players';
import { refuse } from '../lib/respond';
import { jsonBody, parse, parseHeaders } from '../lib/validate';
import { asPlayer, guarded } from './guard';
import { http } from './http';

// Push registration: the token is remembered on the player (bind) or accepted for the broadcast topic
// (subscribe); nothing is ever pushed by the fake backend.
const subscribed = new Set<string>();

export const pushHandlers = [
  http.post('/wps/relay/CSP_fcmBind', ({ request, response }) =>
    asPlayer(request, async (player) => {
      parseHeaders(fcmBindHeader, request);
      const { registrationToken } = parse(fcmBindBody, await jsonBody(request));
      if (!registrationToken.trim()) refuse('BAD_REQUEST', 'Invalid registrationToken: empty');
      await updatePlayer(player.id, (p) => {
        p.fcmTokens = [...new Set([...p.fcmTokens, registrationToken])].slice(-5);
      });
      return response(200).json({ success: true });
    }),
  ),

  http.post('/wps/relay/CSP_fcmSubscribe', ({ request, response }) =>
    guarded(async () => {
      parseHeaders(fcmSubscribeHeader, request);
      const { registrationToken } = parse(fcmSubscribeBody, await jsonBody(request));
      subscribed.add(registrationToken);
      return response(200).json({ success: true });
    }),
  ),
];
