import type { Drift } from './drift';
import type { OperationResult, Outcome } from './run-check';

// The console report is read in CI logs by backend engineers who have never seen this repository: one line
// per call while it runs, then every drift with field, expected and received, then one verdict line.

const LABEL: Record<Outcome, string> = {
  pass: 'PASS',
  drift: 'DRIFT',
  error: 'ERROR',
  missing: 'MISSING',
  unreachable: 'UNREACH',
  skipped: 'SKIP',
};

export interface Widths {
  id: number;
  path: number;
}

export function widthsFor(rows: { operationId: string; path: string }[]): Widths {
  return {
    id: Math.max(...rows.map((r) => r.operationId.length), 9),
    path: Math.max(...rows.map((r) => r.path.length), 4),
  };
}

export function isFailure(result: OperationResult, allowMissing: boolean): boolean {
  if (result.outcome === 'missing') return !allowMissing;
  return result.outcome === 'drift' || result.outcome === 'error' || result.outcome === 'unreachable';
}

/** One progress line: outcome, operation, method and path, status, time, and a hint when it failed. */
export function resultLine(r: OperationResult, w: Widths): string {
  const status = r.status === undefined ? '   ' : String(r.status);
  const hint =
    r.outcome === 'drift' || r.outcome === 'error'
      ? `${r.drifts.length} problem${r.drifts.length === 1 ? '' : 's'}`
      : (r.note ?? '');
  const ms = `${r.ms} ms`.padStart(8);
  return `  ${LABEL[r.outcome].padEnd(7)}  ${r.operationId.padEnd(w.id)}  ${r.method.padEnd(6)} ${r.path.padEnd(w.path)}  ${status} ${ms}  ${hint}`.trimEnd();
}

export function driftTable(drifts: Drift[], indent = '    '): string[] {
  const rows = [{ field: 'field', expected: 'expected', received: 'received' }, ...drifts];
  const fw = Math.max(...rows.map((r) => r.field.length));
  const ew = Math.max(...rows.map((r) => r.expected.length));
  return rows.map((r) => `${indent}${r.field.padEnd(fw)}  ${r.expected.padEnd(ew)}  ${r.received}`.trimEnd());
}

/** The drift section: every failing operation with its field table. Empty when nothing drifted. */
export function driftReport(results: OperationResult[]): string[] {
  const failing = results.filter((r) => r.drifts.length > 0);
  if (failing.length === 0) return [];
  const lines = ['', 'Drift report (the server answered what the contract does not allow):'];
  for (const r of failing) {
    lines.push('', `  ${r.operationId}  ${r.method} ${r.path}${r.status ? `  → ${r.status}` : ''}`);
    lines.push(...driftTable(r.drifts));
  }
  return lines;
}

function wrap(items: string[], indent: string, width = 110): string[] {
  const lines: string[] = [];
  let line = indent;
  for (const item of items) {
    if (line.length + item.length + 2 > width && line.trim()) {
      lines.push(line.replace(/,\s*$/, ','));
      line = indent;
    }
    line += `${item}, `;
  }
  if (line.trim()) lines.push(line.replace(/,\s*$/, ''));
  return lines;
}

/** Not-called operations grouped by reason, so nobody mistakes them for checked ones. */
export function skippedReport(results: OperationResult[]): string[] {
  const byReason = new Map<string, string[]>();
  for (const r of results.filter((x) => x.outcome === 'skipped')) {
    const reason = r.note ?? 'not called';
    byReason.set(reason, [...(byReason.get(reason) ?? []), r.operationId]);
  }
  if (byReason.size === 0) return [];
  const lines = ['', 'Not called:'];
  for (const [reason, ids] of byReason) {
    // Deselected operations are the caller's own choice: their count is enough.
    if (reason.startsWith('not selected')) lines.push(`  ${reason}: ${ids.length} operations`);
    else lines.push(`  ${reason} (${ids.length}):`, ...wrap(ids, '    '));
  }
  return lines;
}

export function summaryLines(results: OperationResult[], allowMissing: boolean, target: string): string[] {
  const count = (outcome: Outcome) => results.filter((r) => r.outcome === outcome).length;
  const failed = results.some((r) => isFailure(r, allowMissing));
  const problems = [
    `${count('drift')} drifted`,
    `${count('error')} server errors`,
    `${count('missing')} missing${allowMissing && count('missing') ? ' (allowed)' : ''}`,
    `${count('unreachable')} unreachable`,
  ];
  return [
    `contract:check ${failed ? 'FAILED' : 'passed'} against ${target}`,
    `  ${problems.join(', ')}; ${count('pass')} passed, ${count('skipped')} not called`,
  ];
}
