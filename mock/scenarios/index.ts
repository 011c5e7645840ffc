import { z } from 'zod';
import { findPlayerByUsername } from '../db/players';
import { settings, settingsDefaults } from '../db/settings';
import { resetWorld } from '../db/world';
import { kickSessions } from '../lib/auth';
import { refuse } from '../lib/respond';
import { jumpClock } from './clock-jump';
import { scenarioState, setFault, type FaultKind } from './state';

// The named scenarios: toggles (on until switched off or reset) and actions (done once). The same names work
// over HTTP (POST /__mock/scenario), in the page URL (?mock-scenario=…), in localStorage and in the dev panel.

export interface ScenarioInfo {
  name: string;
  kind: 'toggle' | 'action';
  description: string;
  params: Record<string, string>;
}

interface Scenario extends ScenarioInfo {
  isOn?: () => boolean;
  apply: (params: Record<string, string>, on: boolean) => Promise<unknown> | unknown;
}

const fault = (kind: FaultKind, description: string, extra: Record<string, string> = {}): Scenario => ({
  name: kind,
  kind: 'toggle',
  description,
  params: { op: "operationId or path to break, or '*' for every API call (default)", ...extra },
  isOn: () => scenarioState.faults.some((f) => f.kind === kind),
  apply: (params, on) =>
    setFault(
      on
        ? {
            kind,
            match: params.op || '*',
            ...(params.ms ? { ms: Number(params.ms) || 3000 } : kind === 'slow' ? { ms: 3000 } : {}),
          }
        : null,
      kind,
    ),
});

const SCENARIOS: Scenario[] = [
  {
    name: 'maintenance',
    kind: 'toggle',
    description: 'Status says maintenance (the app shows its maintenance page).',
    params: {},
    isOn: () => settings.maintenance,
    apply: (_p, on) => (settings.maintenance = on),
  },
  {
    name: 'region-restricted',
    kind: 'toggle',
    description: "Status says the visitor's IP or region is blocked, with that IP and country code.",
    params: { ip: 'visitor IP (default 203.0.113.9)', countryCode: 'visitor country (default SG)' },
    isOn: () => settings.regionRestriction,
    apply: (p, on) =>
      Object.assign(settings, {
        regionRestriction: on,
        visitorIp: on ? p.ip || '203.0.113.9' : settingsDefaults.visitorIp,
        visitorCountryCode: on
          ? (p.countryCode || 'SG').toUpperCase().slice(0, 2)
          : settingsDefaults.visitorCountryCode,
      }),
  },
  {
    name: 'new-version',
    kind: 'toggle',
    description:
      '/v.json answers a newer version (the app offers to reload); with minVersion, pages older than it must update.',
    params: {
      version: 'the new version (default <current>-next)',
      minVersion: 'the oldest build that may keep running (default none)',
    },
    isOn: () => settings.appVersion !== settingsDefaults.appVersion,
    apply: (p, on) =>
      Object.assign(settings, {
        appVersion: on ? p.version || `${settingsDefaults.appVersion}-next` : settingsDefaults.appVersion,
        appMinVersion: on ? p.minVersion || '' : '',
      }),
  },
  {
    name: 'logged-in-elsewhere',
    kind: 'action',
    description: 'Ends the sessions (of one player, or everyone): the next protected call answers 401.',
    params: { username: 'only this player (default everyone)' },
    apply: (p) => {
      const player = p.username ? findPlayerByUsername(p.username) : undefined;
      if (p.username && !player) refuse('PLAYER_NOT_FOUND', `No player ${p.username}`);
      return kickSessions(player?.id);
    },
  },
  fault('bad-gateway', 'The chosen call answers 502 (the app only logs it).'),
  fault('too-many-requests', 'The chosen call answers 429 TOO_MANY_REQUEST (the app shows no toast).'),
  fault('slow', 'The chosen call answers after a delay, or at once when switched off.', {
    ms: 'delay in ms (default 3000)',
  }),
  fault('network-failure', 'The chosen call gets no answer at all (a network error).'),
  {
    name: 'clock-jump',
    kind: 'action',
    description: 'Moves the mock clock to the next sales lock or just past the next draw (settling it).',
    params: { to: 'next-lock or next-draw (default)', game: 'a game code (default any game)' },
    apply: (p) => {
      const at = jumpClock(p.to === 'next-lock' ? 'next-lock' : 'next-draw', p.game || undefined);
      if (at === null) refuse('UNKNOWN_GAME', `Unknown game ${p.game}`);
      return at;
    },
  },
  {
    name: 'deposit-auto-approve',
    kind: 'toggle',
    description: 'Pending deposits are approved after the delay (on by default); off keeps them pending.',
    params: { delayMs: 'approval delay in ms on the mock clock (default 20000)' },
    isOn: () => settings.depositAutoApprove,
    apply: (p, on) => {
      settings.depositAutoApprove = on;
      if (p.delayMs && Number(p.delayMs) >= 0) settings.depositApproveDelayMs = Number(p.delayMs);
    },
  },
  {
    name: 'sms-reveal',
    kind: 'toggle',
    description: 'SMS answers carry the code in an X-Mock-Sms-Code header and the console prints it.',
    params: {},
    isOn: () => settings.smsReveal,
    apply: (_p, on) => (settings.smsReveal = on),
  },
  {
    name: 'reset',
    kind: 'action',
    description: 'Everything back to the seed: players, money, clock, switches and scenarios.',
    params: {},
    apply: () => resetWorld(),
  },
];

export const scenarioInfo = (): ScenarioInfo[] =>
  SCENARIOS.map(({ name, kind, description, params }) => ({ name, kind, description, params }));

export const activeScenarios = (): string[] => SCENARIOS.filter((s) => s.isOn?.()).map((s) => s.name);

export const scenarioRequestSchema = z.object({
  name: z.string(),
  on: z.boolean().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
});

/** Applies one scenario; a toggle is switched on unless on is false. The action's result is returned. */
export async function applyScenario(
  name: string,
  params: Record<string, unknown> = {},
  on = true,
): Promise<unknown> {
  const scenario = SCENARIOS.find((s) => s.name === name);
  if (!scenario)
    return refuse(
      'UNKNOWN_SCENARIO',
      `No scenario ${name}; known: ${SCENARIOS.map((s) => s.name).join(', ')}`,
    );
  const strings = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return scenario.apply(strings, on);
}

/** Every toggle back to its default (the world's data stays as it is). */
export async function clearScenarios(): Promise<void> {
  for (const s of SCENARIOS) if (s.kind === 'toggle') await s.apply({}, s.name === 'deposit-auto-approve');
  settings.depositApproveDelayMs = settingsDefaults.depositApproveDelayMs;
}

/**
 * Scenario flags as written in a URL or localStorage: comma-separated names, each with optional
 * parameters after a colon, e.g. `maintenance,slow:ms=2000;op=getStatus,deposit-auto-approve:off`.
 */
export function parseScenarioFlags(
  text: string,
): { name: string; on: boolean; params: Record<string, string> }[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [name, rest = ''] = part.split(/:(.*)/s);
      const params: Record<string, string> = {};
      let on = true;
      for (const pair of rest.split(';').filter(Boolean)) {
        if (pair === 'off') on = false;
        else if (pair === 'on') on = true;
        else {
          const [k, v = ''] = pair.split('=');
          params[k.trim()] = decodeURIComponent(v.trim());
        }
      }
      return { name: name.trim(), on, params };
    });
}
