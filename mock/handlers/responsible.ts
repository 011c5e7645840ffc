import {
  getActivityStatementHeader,
  getActivityStatementQueryParams,
  getGamingLimitsHeader,
  getPlayBreakHeader,
  getRealityCheckHeader,
  getSessionActivityHeader,
  setGamingLimitsBody,
  setGamingLimitsHeader,
  setRealityCheckBody,
  setRealityCheckHeader,
  startPlayBreakBody,
  startPlayBreakHeader,
} from '../../src/api/generated/wps-zod/responsible/responsible.zod';
import type { RealityCheckIntervalMinutes } from '../../src/api/generated/wps/wps.schemas';
import { sessions } from '../db/players';
import {
  activitySince,
  breakView,
  limitsView,
  realityCheckOf,
  setLimits,
  setRealityCheck,
  startBreak,
  statement,
} from '../db/responsible';
import { cancelForBreak } from '../db/deposits';
import { kickSessions } from '../lib/auth';
import { jsonBody, parse, parseHeaders, queryOf } from '../lib/validate';
import { asPlayer } from './guard';
import { http } from './http';

/** Said to a device whose session a break ended (its next call answers 401 with these words). */
export const BREAK_STARTED = 'You started a break from play. You can log in again when it ends.';

export const responsibleHandlers = [
  http.get('/wps/v2/responsible/limits', ({ request, response }) =>
    asPlayer(request, async (player, now) => {
      parseHeaders(getGamingLimitsHeader, request);
      return response(200).json(limitsView(player.id, now));
    }),
  ),

  http.put('/wps/v2/responsible/limits', ({ request, response }) =>
    asPlayer(request, async (player, now) => {
      parseHeaders(setGamingLimitsHeader, request);
      const body = parse(setGamingLimitsBody, await jsonBody(request));
      await setLimits(player.id, body.kind, body.limits, now);
      return response(200).json(limitsView(player.id, now));
    }),
  ),

  http.get('/wps/v2/responsible/playBreak', ({ request, response }) =>
    asPlayer(request, async (player, now) => {
      parseHeaders(getPlayBreakHeader, request);
      return response(200).json(breakView(player.id, now));
    }),
  ),

  // The break ends every session of the player, this one included: the answer is the last thing it reads.
  http.post('/wps/v2/responsible/playBreak', ({ request, response }) =>
    asPlayer(request, async (player, now) => {
      parseHeaders(startPlayBreakHeader, request);
      const body = parse(startPlayBreakBody, await jsonBody(request));
      const view = await startBreak(player.id, body.length, now);
      await cancelForBreak(player.id, now);
      await kickSessions(player.id, BREAK_STARTED);
      return response(200).json(view);
    }),
  ),

  http.get('/wps/v2/responsible/realityCheck', ({ request, response }) =>
    asPlayer(request, async (player) => {
      parseHeaders(getRealityCheckHeader, request);
      return response(200).json({
        intervalMinutes: realityCheckOf(player.id) as RealityCheckIntervalMinutes,
      });
    }),
  ),

  http.put('/wps/v2/responsible/realityCheck', ({ request, response }) =>
    asPlayer(request, async (player) => {
      parseHeaders(setRealityCheckHeader, request);
      const body = parse(setRealityCheckBody, await jsonBody(request));
      await setRealityCheck(player.id, body.intervalMinutes);
      return response(200).json({ intervalMinutes: body.intervalMinutes });
    }),
  ),

  http.get('/wps/v2/responsible/sessionActivity', ({ request, response }) =>
    asPlayer(request, async (player, now, token) => {
      parseHeaders(getSessionActivityHeader, request);
      const since = sessions.findFirst((q) => q.where({ token }))?.issuedAt ?? now;
      return response(200).json(activitySince(player.id, since, now));
    }),
  ),

  http.get('/wps/v2/responsible/statement', ({ request, response }) =>
    asPlayer(request, async (player, now) => {
      parseHeaders(getActivityStatementHeader, request);
      const query = parse(getActivityStatementQueryParams, queryOf(request));
      return response(200).json(statement(player.id, query.period, now));
    }),
  ),
];
