import type { CaseResult, OperationRun } from './fuzz-run';

// How contract:fuzz reports: one line per operation, and for each failure the operation, the request as it
// was generated (method, path, query, headers, body) and what came back, so it can be replayed by hand.

const json = (value: unknown) => JSON.stringify(value, (_key, v: unknown) => (v === undefined ? null : v));

export function caseTitle(c: CaseResult): string {
  if (c.kind !== 'invalid' || !c.variant)
    return `${c.operationId}: a valid request (${c.kind === 'example' ? 'its example' : 'generated'})`;
  return `${c.operationId}: an invalid request, ${c.variant.rule} broken at ${c.variant.field} (${c.variant.detail})`;
}

export function formatFailure(c: CaseResult): string {
  const lines = [caseTitle(c), `  request:  ${c.request.method} ${c.request.target}`];
  const headers = Object.entries(c.request.headers).filter(([name]) => name !== 'Accept');
  if (headers.length)
    lines.push(`  headers:  ${headers.map(([name, value]) => `${name}: ${value}`).join(' | ')}`);
  if (c.request.body !== undefined) lines.push(`  body:     ${json(c.request.body)}`);
  if (c.request.note) lines.push(`            (${c.request.note})`);
  lines.push(`  answer:   ${c.status ?? 'none'} ${c.answer ?? ''}`.trimEnd());
  lines.push(`  wrong:    ${c.failure}`);
  return lines.join('\n');
}

export function operationLine(run: OperationRun): string {
  const id = run.entry.op.operationId;
  const where = `${run.entry.method.toUpperCase()} ${run.entry.path}`;
  if (run.error) return `  ERROR ${id}  ${where}: ${run.error}`;
  if (run.missing) return `  MISSING ${id}  ${where}: ${run.missing}`;
  const failed = run.cases.filter((c) => c.failure).length;
  const rules =
    run.rulesTried < run.rules
      ? `, ${run.rulesTried} of ${run.rules} rules broken`
      : `, ${run.rules} ${run.rules === 1 ? 'rule' : 'rules'} broken`;
  return `  ${failed ? 'FAIL ' : 'ok   '} ${id}  ${where}: ${run.cases.length} requests${rules}${failed ? `, ${failed} wrong answers` : ''}`;
}

/** XML 1.0 cannot carry most control characters, and a server may well answer with some. */
const xml = (text: string) =>
  [...text]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 || ch === '\t' || ch === '\n' || ch === '\r')
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

export interface FuzzReport {
  target: string;
  seed: number;
  allowMissing: boolean;
  runs: OperationRun[];
  /** Operations not fuzzed, with why. */
  skipped: { operationId: string; api: string; tag: string; reason: string }[];
  /** What is wrong with the books after the run (empty when they hold or were not checked). */
  ledger: string[];
}

/** Whether an operation's run fails the whole run. */
export const runFailed = (run: OperationRun, allowMissing: boolean) =>
  Boolean(run.error || (run.missing && !allowMissing) || run.cases.some((c) => c.failure));

/**
 * JUnit XML, as for check: one suite per API and one test case per operation, a wrong answer a `<failure>`
 * whose text is every wrong answer of that operation with its request, a route the server lacks `<skipped>`
 * under --allow-missing (a `<failure>` without it), an operation that could not be fuzzed an `<error>`.
 */
export function fuzzJunit(report: FuzzReport): string {
  type Case = {
    api: string;
    tag: string;
    name: string;
    ms: number;
    body: string;
    kind: 'ok' | 'failure' | 'error' | 'skipped';
  };
  const cases: Case[] = report.runs.map((run) => {
    const api = run.entry.api;
    const tag = run.entry.op.tags?.[0] ?? 'untagged';
    const name = run.entry.op.operationId;
    const ms = run.cases.reduce((sum, c) => sum + c.ms, 0);
    const where = `${run.entry.method.toUpperCase()} ${run.entry.path}`;
    if (run.error)
      return {
        api,
        tag,
        name,
        ms,
        kind: 'error',
        body: `<error type="not fuzzed" message="${xml(`${where}: ${run.error}`)}"/>`,
      };
    if (run.missing)
      return report.allowMissing
        ? {
            api,
            tag,
            name,
            ms,
            kind: 'skipped',
            body: `<skipped message="${xml(`${run.missing}; allowed by --allow-missing`)}"/>`,
          }
        : {
            api,
            tag,
            name,
            ms,
            kind: 'failure',
            body: `<failure type="missing" message="${xml(run.missing)}"/>`,
          };
    const wrong = run.cases.filter((c) => c.failure);
    if (!wrong.length) return { api, tag, name, ms, kind: 'ok', body: '' };
    const message = `${where}: ${wrong.length} wrong ${wrong.length === 1 ? 'answer' : 'answers'} of ${run.cases.length}; first: ${wrong[0].failure}`;
    return {
      api,
      tag,
      name,
      ms,
      kind: 'failure',
      body: `<failure type="wrong answer" message="${xml(message)}">${xml(wrong.map(formatFailure).join('\n\n'))}</failure>`,
    };
  });
  for (const s of report.skipped)
    cases.push({
      api: s.api,
      tag: s.tag,
      name: s.operationId,
      ms: 0,
      kind: 'skipped',
      body: `<skipped message="${xml(s.reason)}"/>`,
    });
  const count = (list: Case[], kind: Case['kind']) => list.filter((c) => c.kind === kind).length;
  const suites: string[] = [];
  for (const api of [...new Set(cases.map((c) => c.api))]) {
    const mine = cases.filter((c) => c.api === api);
    suites.push(
      `  <testsuite name="contract fuzz ${api}" tests="${mine.length}" failures="${count(mine, 'failure')}" errors="${count(mine, 'error')}" skipped="${count(mine, 'skipped')}" time="${(mine.reduce((t, c) => t + c.ms, 0) / 1000).toFixed(3)}">`,
      `    <properties><property name="baseUrl" value="${xml(report.target)}"/><property name="seed" value="${report.seed}"/></properties>`,
      ...mine.map((c) => {
        const open = `    <testcase classname="${api}.${xml(c.tag)}" name="${xml(c.name)}" time="${(c.ms / 1000).toFixed(3)}"`;
        return c.body ? `${open}>\n      ${c.body}\n    </testcase>` : `${open}/>`;
      }),
      '  </testsuite>',
    );
  }
  if (report.ledger.length)
    suites.push(
      '  <testsuite name="contract fuzz ledger" tests="1" failures="1" errors="0" skipped="0" time="0">',
      `    <testcase classname="ledger" name="balances"><failure type="ledger" message="${xml(report.ledger[0])}">${xml(report.ledger.join('\n'))}</failure></testcase>`,
      '  </testsuite>',
    );
  const failures = count(cases, 'failure') + (report.ledger.length ? 1 : 0);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contract:fuzz" tests="${cases.length + (report.ledger.length ? 1 : 0)}" failures="${failures}" errors="${count(cases, 'error')}" skipped="${count(cases, 'skipped')}">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}

/** The run as JSON: every operation with its wrong answers (request and answer), the skipped and the ledger. */
export function fuzzJson(report: FuzzReport): string {
  return `${JSON.stringify(
    {
      baseUrl: report.target,
      seed: report.seed,
      allowMissing: report.allowMissing,
      operations: report.runs.map((run) => ({
        operationId: run.entry.op.operationId,
        method: run.entry.method.toUpperCase(),
        path: run.entry.path,
        outcome: run.error
          ? 'error'
          : run.missing
            ? 'missing'
            : run.cases.some((c) => c.failure)
              ? 'wrong'
              : 'pass',
        requests: run.cases.length,
        note: run.error ?? run.missing,
        wrong: run.cases.filter((c) => c.failure),
      })),
      skipped: report.skipped,
      ledger: report.ledger,
    },
    null,
    2,
  )}\n`;
}
