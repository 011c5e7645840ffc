import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { manilaParts } from '../../src/lib/manila-time';
import { cardsOf } from '../db/bank-cards';
import { findPlayerByUsername, players, SEEDED_PLAYERS } from '../db/players';
import { nextBreakEnd, nextCoolingOffEnd } from '../db/responsible';
import { settings, updateSettings } from '../db/settings';
import { lastCode } from '../db/sms';
import { receivedTelemetry } from '../db/telemetry';
import { resetWorld, restoreWorld, snapshotWorld } from '../db/world';
import { clock } from '../lib/clock';
import { formatPesos } from '../lib/money';
import { refuse } from '../lib/respond';
import { secretsRevealed, withoutSecrets } from '../lib/secrets';
import { jumpClock, jumpClockTo, nextMoments } from '../scenarios/clock-jump';
import {
  activeScenarios,
  applyScenario,
  clearScenarios,
  scenarioInfo,
  scenarioRequestSchema,
} from '../scenarios';
import { scenarioState } from '../scenarios/state';
import { bookControlHandlers } from './control-books';
import { control, controlBody } from './control-kit';

// The fake backend's control endpoints, shared by all three runners (see mock/README.md for examples).

export function clockInfo() {
  const now = clock.now();
  const p = manilaParts(now);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    now,
    iso: new Date(now).toISOString(),
    manila: `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`,
    ...clock.state(),
    ...nextMoments(now),
  };
}

export const scenarioStatus = () => ({
  active: activeScenarios(),
  faults: scenarioState.faults,
  available: scenarioInfo(),
});

const clockSchema = z.object({
  action: z.enum([
    'next-lock',
    'next-draw',
    'cooling-off-end',
    'break-end',
    'advance',
    'set',
    'freeze',
    'unfreeze',
    'reset',
  ]),
  /** cooling-off-end and break-end: only this player's (default anyone's). */
  username: z.string().optional(),
  ms: z.number().int().nonnegative().optional(),
  at: z.union([z.number(), z.string()]).optional(),
  game: z.string().optional(),
});

function playerSummary() {
  const reveal = secretsRevealed();
  return players.all().map((p) => {
    const seeded = SEEDED_PLAYERS.find((s) => s.id === p.id);
    return {
      id: p.id,
      username: p.username,
      ...(reveal ? { password: p.password, paymentPassword: p.paymentPassword || undefined } : {}),
      seeded: Boolean(seeded),
      state: p.note,
      mobile: p.mobile,
      mobileVerified: p.mobileVerified,
      kycStatus: p.kycStatus,
      balance: formatPesos(p.balanceMilli),
      balanceMilli: p.balanceMilli,
      bankCards: cardsOf(p.id).length,
      paymentPasswordSet: Boolean(p.paymentPassword),
      socialIds: p.socialIds,
    };
  });
}

const WITHHELD = 'withheld';

/** The whole world; without --reveal-secrets the players' passwords are left out and the snapshot says so. */
async function snapshotForCaller() {
  const snapshot = await snapshotWorld();
  if (secretsRevealed()) return snapshot;
  const { players: records = [], ...collections } = snapshot.collections;
  return {
    ...snapshot,
    secrets: WITHHELD,
    collections: { ...collections, players: records.map((p) => withoutSecrets(p as object)) },
  };
}

export const controlHandlers = [
  http.get('*/__mock', () =>
    control(() => ({
      endpoints: [
        'GET /__mock/scenario',
        'POST /__mock/scenario {name, on?, params?}',
        'DELETE /__mock/scenario',
        'POST /__mock/reset',
        'GET /__mock/clock',
        'POST /__mock/clock {action: next-lock|next-draw|cooling-off-end|break-end|advance|set|freeze|unfreeze|reset, ms?, at?, game?, username?}',
        'GET /__mock/sms/last?mobile=&countryDialingCode=',
        'GET /__mock/players',
        'GET|PATCH /__mock/settings',
        'POST /__mock/deposits/:orderNo {action: approve|reject|cancel|expire|pay}',
        'POST /__mock/withdrawals/:orderNo {action: transfer|success|audit-failure|failed}',
        'POST /__mock/kyc {username, decision: approve|fail, reason?}',
        'POST /__mock/bets {username, gameCode, numbers, amount}',
        'GET|PUT /__mock/snapshot',
        'GET /__mock/telemetry',
      ],
    })),
  ),

  http.get('*/__mock/scenario', () => control(scenarioStatus)),
  http.get('*/__mock/telemetry', () => control(() => ({ entries: receivedTelemetry() }))),
  http.post('*/__mock/scenario', ({ request }) =>
    control(async () => {
      const body = scenarioRequestSchema.parse(await controlBody(request));
      const result = await applyScenario(body.name, body.params, body.on ?? true);
      return { ...scenarioStatus(), result: result ?? null };
    }),
  ),
  http.delete('*/__mock/scenario', () =>
    control(async () => {
      await clearScenarios();
      return scenarioStatus();
    }),
  ),

  http.post('*/__mock/reset', () =>
    control(async () => {
      await resetWorld();
      return { success: true, clock: clockInfo() };
    }),
  ),

  http.get('*/__mock/clock', () => control(clockInfo)),
  http.post('*/__mock/clock', ({ request }) =>
    control(async () => {
      const body = clockSchema.parse(await controlBody(request));
      const at =
        body.at === undefined ? undefined : typeof body.at === 'number' ? body.at : Date.parse(body.at);
      if (at !== undefined && !Number.isFinite(at))
        refuse('BAD_REQUEST', 'at must be epoch ms or an ISO date');
      if (body.action === 'next-lock' || body.action === 'next-draw') {
        if (jumpClock(body.action, body.game) === null) refuse('UNKNOWN_GAME', `Unknown game ${body.game}`);
      } else if (body.action === 'cooling-off-end' || body.action === 'break-end') {
        // 1 s past the moment a raised limit takes effect, or a time-out or self-exclusion ends.
        const player = body.username ? findPlayerByUsername(body.username) : undefined;
        if (body.username && !player) refuse('PLAYER_NOT_FOUND', `No player ${body.username}`);
        const next = (body.action === 'cooling-off-end' ? nextCoolingOffEnd : nextBreakEnd)(
          clock.now(),
          player?.id,
        );
        if (next === null)
          refuse(
            'NOTHING_PENDING',
            body.action === 'cooling-off-end' ? 'No raised limit is waiting' : 'No break is running',
          );
        jumpClockTo(next + 1_000);
      } else if (body.action === 'advance') clock.advance(body.ms ?? 60_000);
      else if (body.action === 'set') jumpClockTo(at ?? clock.now());
      else if (body.action === 'freeze') clock.freeze(at ?? clock.now());
      else if (body.action === 'unfreeze') clock.set(clock.now());
      else clock.reset();
      return clockInfo();
    }),
  ),

  http.get('*/__mock/sms/last', ({ request }) =>
    control(() => {
      const query = new URL(request.url).searchParams;
      const sms = lastCode(query.get('countryDialingCode') ?? '63', query.get('mobile') ?? undefined);
      // Nothing sent yet is an answer, not a failure: the dev panel asks every 2 s while it is open, and a 404
      // each time was a red error in the browser's console.
      if (!sms) return new HttpResponse(null, { status: 204 });
      return {
        mobile: sms.mobile,
        countryDialingCode: sms.countryDialingCode,
        code: sms.code,
        purpose: sms.purpose,
        sentAt: sms.sentAt,
        expirationTime: sms.expiresAt,
        used: sms.usedAt > 0,
        expired: sms.expiresAt <= clock.now(),
      };
    }),
  ),

  http.get('*/__mock/players', () => control(playerSummary)),

  http.get('*/__mock/settings', () => control(() => settings)),
  http.patch('*/__mock/settings', ({ request }) =>
    control(async () => updateSettings(await controlBody(request))),
  ),

  http.get('*/__mock/snapshot', () => control(snapshotForCaller)),
  http.put('*/__mock/snapshot', ({ request }) =>
    control(async () => {
      const body = await controlBody(request);
      if (body.secrets === WITHHELD)
        refuse(
          'BAD_SNAPSHOT',
          'This snapshot was taken without --reveal-secrets: its passwords are withheld, so it cannot be restored',
        );
      if (!(await restoreWorld(body))) refuse('BAD_SNAPSHOT', 'Not a snapshot of this world');
      return { success: true };
    }),
  ),

  ...bookControlHandlers,
];
