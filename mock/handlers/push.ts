import {
  fcmBindBody,
  fcmBindHeader,
  fcmSubscribeBody,
  fcmSubscribeHeader,
  fcmUnbindBody,
  fcmUnbindHeader,
} from '../../src/api/generated/wps-zod/push/push.zod';
import { sessions } from '../db/players';
import { refuse } from '../lib/respond';
import { jsonBody, parse, parseHeaders } from '../lib/validate';
import { asPlayer, guarded } from './guard';
import { http } from './http';

// Push registration: a bound token belongs to the session that bound it, so it ends with that session (logout,
// another login, a break) as well as by an unbind; a subscribed one is accepted for the broadcast topic.
// Nothing is ever pushed by the fake backend.
const subscribed = new Set<string>();

/** The push tokens bound to a player now: those of the player's live sessions. */
export const boundPushTokens = (playerId: string): string[] =>
  sessions.findMany((q) => q.where({ playerId })).flatMap((s) => s.pushTokens);

/** Takes a device's token off every session: one device, one binding. */
async function unbind(registrationToken: string): Promise<void> {
  await sessions.updateMany((q) => q.where((s) => s.pushTokens.includes(registrationToken)), {
    data(s) {
      s.pushTokens = s.pushTokens.filter((t) => t !== registrationToken);
    },
  });
}

export const pushHandlers = [
  http.post('/wps/relay/CSP_fcmBind', ({ request, response }) =>
    asPlayer(request, async (_player, _now, token) => {
      parseHeaders(fcmBindHeader, request);
      const { registrationToken } = parse(fcmBindBody, await jsonBody(request));
      if (!registrationToken.trim()) refuse('BAD_REQUEST', 'Invalid registrationToken: empty');
      await unbind(registrationToken);
      await sessions.update((q) => q.where({ token }), {
        data(s) {
          s.pushTokens = [...s.pushTokens, registrationToken].slice(-5);
        },
      });
      return response(200).json({ success: true });
    }),
  ),

  http.post('/wps/relay/CSP_fcmUnbind', ({ request, response }) =>
    guarded(async () => {
      parseHeaders(fcmUnbindHeader, request);
      const { registrationToken } = parse(fcmUnbindBody, await jsonBody(request));
      if (!registrationToken.trim()) refuse('BAD_REQUEST', 'Invalid registrationToken: empty');
      await unbind(registrationToken);
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
