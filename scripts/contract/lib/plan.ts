import { DAY_MS, manilaStartOfDay } from '../../../src/lib/manila-time';
import type { OperationEntry } from './spec';

// Which operations contract:check calls, and with what. Only reads are called: a check run against a
// staging server must never place an order, move money or change a player. Query values come from the
// contract itself (default, example, first enum value); a few need a value computed at run time.

export interface PlannedCall {
  entry: OperationEntry;
  query: Record<string, string>;
}

export interface Skip {
  entry: OperationEntry;
  reason: string;
}

export interface Plan {
  /** Public reads, in spec order; getRsaKey last, right before the login it serves. */
  publicCalls: PlannedCall[];
  /** Protected reads in the order of the scripted flow: member info, balance, records, then the rest. */
  sessionCalls: PlannedCall[];
  login?: OperationEntry;
  logout?: OperationEntry;
  skipped: Skip[];
}

/** GETs that are reads on paper but act on the player's money or sessions. */
export const NOT_SAFE: Record<string, string> = {
  launchGame: 'may move the player’s money into the game wallet',
};

const FLOW_ORDER = [
  'getMemberInfo',
  'getWalletBalance',
  'getTransactionRecords',
  'getDepositRecords',
  'getWithdrawRecords',
];

type Override = (now: number) => string;
/** The last 7 Manila days, today included, as the app's own default history range does it. */
const weekStart: Override = (now) => String(manilaStartOfDay(now) - 6 * DAY_MS);
const weekEnd: Override = (now) => String(manilaStartOfDay(now) + DAY_MS);
const OVERRIDES: Record<string, Record<string, Override>> = {
  getStatus: { device: () => 'MOBILE' },
  getHelpCenter: { device: () => 'MOBILE' },
  getAnnouncements: { platform: () => 'M' },
  getDrawHistory: { startTime: weekStart, endTime: weekEnd },
  getWithdrawRecords: { startDateTs: weekStart, endDateTs: weekEnd },
};

/** Query values for a call, or the name of a required input the contract gives no value for. */
export function exampleQuery(
  entry: OperationEntry,
  now: number,
): Record<string, string> | { missing: string } {
  const query: Record<string, string> = {};
  for (const param of entry.parameters) {
    if (param.in === 'path') return { missing: param.name };
    if (param.in !== 'query') continue;
    const override = OVERRIDES[entry.op.operationId]?.[param.name];
    const schema = param.schema ?? {};
    const enumValues = Array.isArray(schema.enum) ? schema.enum : [];
    const value = override
      ? override(now)
      : param.required || schema.default !== undefined
        ? (schema.default ?? schema.example ?? (param as { example?: unknown }).example ?? enumValues[0])
        : undefined;
    if (value === undefined) {
      if (param.required) return { missing: param.name };
      continue;
    }
    query[param.name] = String(value);
  }
  return query;
}

export function makePlan(
  operations: OperationEntry[],
  options: { loggedIn: boolean; only?: Set<string>; now: number },
): Plan {
  const plan: Plan = { publicCalls: [], sessionCalls: [], skipped: [] };
  const selected = (entry: OperationEntry) => !options.only || options.only.has(entry.op.operationId);
  const byId = (id: string) => operations.find((e) => e.op.operationId === id);
  const needsSession = operations.some(
    (e) => selected(e) && e.isProtected && e.method === 'get' && !NOT_SAFE[e.op.operationId],
  );
  const flowIds = ['getRsaKey', 'login', 'logout'];
  const runFlow =
    options.loggedIn && (needsSession || ['login', 'logout'].some((id) => byId(id) && selected(byId(id)!)));
  for (const entry of operations) {
    const id = entry.op.operationId;
    const skip = (reason: string) => plan.skipped.push({ entry, reason });
    if (runFlow && flowIds.includes(id)) {
      if (id === 'getRsaKey') plan.publicCalls.push({ entry, query: {} });
      else if (id === 'login') plan.login = entry;
      else plan.logout = entry;
      continue;
    }
    if ((id === 'login' || id === 'logout') && !options.loggedIn) {
      skip('needs test credentials (--username, --password)');
      continue;
    }
    if (!selected(entry)) skip('not selected (--only)');
    else if (entry.method !== 'get') skip(`changes server state (${entry.method.toUpperCase()})`);
    else if (NOT_SAFE[id]) skip(NOT_SAFE[id]);
    else if (entry.isProtected && !options.loggedIn) skip('needs test credentials (--username, --password)');
    else {
      const query = exampleQuery(entry, options.now);
      if ('missing' in query) skip(`needs a value for ${query.missing} that the contract does not give`);
      else (entry.isProtected ? plan.sessionCalls : plan.publicCalls).push({ entry, query });
    }
  }
  const rank = (call: PlannedCall) => {
    const index = FLOW_ORDER.indexOf(call.entry.op.operationId);
    return index < 0 ? FLOW_ORDER.length : index;
  };
  plan.sessionCalls.sort((a, b) => rank(a) - rank(b));
  const last = (call: PlannedCall) => (call.entry.op.operationId === 'getRsaKey' ? 1 : 0);
  plan.publicCalls.sort((a, b) => last(a) - last(b));
  return plan;
}
