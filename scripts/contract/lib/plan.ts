import { DAY_MS, manilaStartOfDay } from '../../../src/lib/manila-time';
import type { OperationEntry } from './spec';

// Which operations contract:check calls, and with what. Reads only, unless --writes asks for each write once
// as the test player (WRITES says what each changes, and which are never called because they would lock the
// test player out or reach people outside the test). Query values come from the contract itself (default,
// example, first enum value); a few need a value computed at run time.

export interface PlannedCall {
  entry: OperationEntry;
  query: Record<string, string>;
}

export interface Skip {
  entry: OperationEntry;
  reason: string;
}

export interface PlannedWrite {
  entry: OperationEntry;
  /** What the call changes, given its request body: said before it is sent, and in the docs. */
  changes: (body: unknown) => string;
}

export interface Plan {
  /** Public reads, in spec order; getRsaKey last, right before the login it serves. */
  publicCalls: PlannedCall[];
  /** Protected reads in the order of the scripted flow: member info, balance, records, then the rest. */
  sessionCalls: PlannedCall[];
  login?: OperationEntry;
  logout?: OperationEntry;
  /** With --writes: each write once, after the reads (whose answers give its ids), before the logout. */
  writes: PlannedWrite[];
  skipped: Skip[];
}

const peso = (body: unknown) => {
  const amount = (body as { amount?: unknown } | undefined)?.amount;
  return typeof amount === 'number' ? `₱${amount.toLocaleString('en-PH')}` : 'an amount';
};

/**
 * Every write of the contract, in the order --writes calls them, with what each changes on the test player, or
 * why it is never called. A write the contract gains later is not called until it is listed here or says what it
 * changes in its own `x-changes` (what `npm run new` writes for a one-tap action); kit-parts.test.ts fails until
 * then.
 */
export const WRITES: Record<string, { changes: (body: unknown) => string } | { never: string }> = {
  fcmBind: { changes: () => 'binds a push token to the test player' },
  fcmSubscribe: { changes: () => 'subscribes a push token to a topic' },
  fcmUnbind: { changes: () => 'unbinds a push token from whoever it is bound to' },
  telemetryReport: { changes: () => 'adds field-data entries (web vitals, client errors) the server keeps' },
  updateMemberInfo: { changes: () => "changes the test player's profile to the example values" },
  updateNickname: { changes: () => "changes the test player's nickname" },
  updateEmail: { changes: () => "changes the test player's e-mail" },
  updateLanguage: { changes: () => "sets the test player's language" },
  uploadPlayerAvatar: { changes: () => "replaces the test player's avatar with a generated picture" },
  uploadIdImage: { changes: () => 'uploads a generated picture as an identity document' },
  setRealityCheck: { changes: () => "sets the test player's reality-check interval" },
  bindBankCard: { changes: () => 'binds a bank card with the example account number to the test player' },
  depositByQr: {
    changes: (b) => `creates a QR deposit order of ${peso(b)} (no money moves until it is paid)`,
  },
  depositByEWallet: {
    changes: (b) => `creates an e-wallet deposit order of ${peso(b)} (no money moves until it is paid)`,
  },
  depositByLaunchUrl: {
    changes: (b) => `creates a deposit order of ${peso(b)} paid on a page (no money moves until it is paid)`,
  },
  uploadDepositImage: { changes: () => 'attaches a generated picture to a deposit order as its receipt' },
  withdraw: {
    changes: (b) =>
      `requests a withdrawal of ${peso(b)}: it leaves the test player's balance for the bank card or e-wallet`,
  },
  launchGame: { changes: () => "may move the test player's balance into the game wallet" },
  walletReturn: { changes: () => "moves the test player's game-wallet money back to the main wallet" },
  processContractSalary: {
    changes: () => 'answers a contract-salary proposal (agents only; money if accepted)',
  },
  processDividend: { changes: () => 'answers a dividend proposal (agents only; money if accepted)' },
  processDailySalary: { changes: () => 'answers a daily-salary proposal (agents only; money if accepted)' },
  processHourlySalary: {
    changes: () => 'answers an hourly-salary proposal (agents only; money if accepted)',
  },
  removeBankCard: { never: "would remove the test player's bank card, which the withdrawal needs" },
  register: { never: 'creates a new player, not the test player (fuzz --writes covers it)' },
  registerAutoUsername: { never: 'creates a new player, not the test player (fuzz --writes covers it)' },
  registerOnlyMobile: { never: 'creates a new player, not the test player (fuzz --writes covers it)' },
  changePassword: { never: "would change the test player's password" },
  setPaymentPassword: { never: "would change the test player's payment password" },
  changePaymentPassword: { never: "would change the test player's payment password" },
  resetPasswordByEmail: { never: 'sends an e-mail' },
  sendSmsNoLogin: { never: 'sends a text message to a phone' },
  sendSmsToVerifiedMobile: { never: 'sends a text message to a phone' },
  sendSms: { never: 'sends a text message to a phone' },
  verifyCurrentMobile: { never: 'needs the code of a text message' },
  verifySmsCode: { never: 'needs the code of a text message' },
  setGamingLimits: { never: 'a lower limit binds the test player for the whole period (24 h to raise it)' },
  startPlayBreak: { never: 'would lock the test player out of play for a day or more' },
};

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

type WritePolicy = (typeof WRITES)[string];

/** What --writes does with a write: WRITES's entry, else the contract's own `x-changes` (called after those). */
export function writePolicy(entry: OperationEntry): WritePolicy | undefined {
  const said = entry.op['x-changes'];
  return (
    WRITES[entry.op.operationId] ?? (typeof said === 'string' && said ? { changes: () => said } : undefined)
  );
}

export function makePlan(
  operations: OperationEntry[],
  options: { loggedIn: boolean; tokenGiven?: boolean; writes?: boolean; only?: Set<string>; now: number },
): Plan {
  const plan: Plan = { publicCalls: [], sessionCalls: [], writes: [], skipped: [] };
  const selected = (entry: OperationEntry) => !options.only || options.only.has(entry.op.operationId);
  const byId = (id: string) => operations.find((e) => e.op.operationId === id);
  const needsSession = operations.some(
    (e) => selected(e) && e.isProtected && e.method === 'get' && !NOT_SAFE[e.op.operationId],
  );
  const flowIds = ['getRsaKey', 'login', 'logout'];
  const needsWrite =
    options.writes &&
    operations.some((e) => {
      const policy = writePolicy(e);
      return selected(e) && e.isProtected && policy !== undefined && 'changes' in policy;
    });
  // With a token there is no login: the token is the team's, and a logout would end it.
  const runFlow =
    options.loggedIn &&
    !options.tokenGiven &&
    (needsSession || needsWrite || ['login', 'logout'].some((id) => byId(id) && selected(byId(id)!)));
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
    if ((id === 'login' || id === 'logout') && options.tokenGiven) {
      skip(id === 'login' ? 'not called: --token given' : 'not called: it would end the --token session');
      continue;
    }
    const policy = writePolicy(entry);
    const isWrite = entry.method !== 'get' || NOT_SAFE[id];
    if (!selected(entry)) skip('not selected (--only)');
    else if (isWrite && !options.writes)
      skip(NOT_SAFE[id] ?? `changes server state (${entry.method.toUpperCase()}): --writes to call it once`);
    else if (isWrite && !policy) skip('a write --writes does not know yet');
    else if (isWrite && policy && 'never' in policy) skip(`never called by --writes: ${policy.never}`);
    else if (isWrite && entry.isProtected && !options.loggedIn)
      skip('needs a test player (--username and --password, or --token)');
    else if (isWrite && policy && 'changes' in policy) plan.writes.push({ entry, changes: policy.changes });
    else if (entry.isProtected && !options.loggedIn)
      skip('needs a test player (--username and --password, or --token)');
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
  const order = Object.keys(WRITES);
  const place = (call: PlannedWrite) => {
    const index = order.indexOf(call.entry.op.operationId);
    return index < 0 ? order.length : index;
  };
  plan.writes.sort((a, b) => place(a) - place(b));
  const last = (call: PlannedCall) => (call.entry.op.operationId === 'getRsaKey' ? 1 : 0);
  plan.publicCalls.sort((a, b) => last(a) - last(b));
  return plan;
}
