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
  const failed = run.cases.filter((c) => c.failure).length;
  const rules =
    run.rulesTried < run.rules
      ? `, ${run.rulesTried} of ${run.rules} rules broken`
      : `, ${run.rules} ${run.rules === 1 ? 'rule' : 'rules'} broken`;
  return `  ${failed ? 'FAIL ' : 'ok   '} ${id}  ${where}: ${run.cases.length} requests${rules}${failed ? `, ${failed} wrong answers` : ''}`;
}
