import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { driftTable } from './report';
import type { OperationResult } from './run-check';

// JUnit XML is what every CI system can show as a test report: one suite per API, one test case per
// operation, so a drift shows up as a named failing test next to the backend team's own tests.

/** XML 1.0 cannot carry most control characters, and a server may well answer with some. */
const printable = (text: string) =>
  [...text].filter((ch) => ch.charCodeAt(0) >= 0x20 || ch === '\t' || ch === '\n' || ch === '\r').join('');

const escape = (text: string) =>
  printable(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function testcase(r: OperationResult, allowMissing: boolean): string {
  const open = `    <testcase classname="${r.api}.${escape(r.tag)}" name="${escape(r.operationId)}" time="${(r.ms / 1000).toFixed(3)}"`;
  const title = `${r.method} ${r.path}${r.status ? ` answered ${r.status}` : ''}`;
  const details = escape([title, ...driftTable(r.drifts, '  ')].join('\n'));
  switch (r.outcome) {
    case 'pass':
      return `${open}/>`;
    case 'skipped':
      return `${open}>\n      <skipped message="${escape(r.note ?? 'not called')}"/>\n    </testcase>`;
    case 'missing':
      if (allowMissing)
        return `${open}>\n      <skipped message="${escape(`${r.note ?? 'missing'}; allowed by --allow-missing`)}"/>\n    </testcase>`;
      return `${open}>\n      <failure type="missing" message="${escape(`${title}: ${r.note ?? 'missing'}`)}"/>\n    </testcase>`;
    case 'unreachable':
      return `${open}>\n      <error type="unreachable" message="${escape(`${title}: ${r.note ?? 'no answer'}`)}"/>\n    </testcase>`;
    default: {
      const fields = r.drifts.map((d) => d.field).join(', ');
      return `${open}>\n      <failure type="${r.outcome}" message="${escape(`${title}: ${fields}`)}">${details}</failure>\n    </testcase>`;
    }
  }
}

export function junitXml(results: OperationResult[], allowMissing: boolean, target: string): string {
  const suites: string[] = [];
  let total = { tests: 0, failures: 0, errors: 0, skipped: 0, time: 0 };
  for (const api of [...new Set(results.map((r) => r.api))]) {
    const cases = results.filter((r) => r.api === api);
    const counts = {
      tests: cases.length,
      failures: cases.filter(
        (r) => ['drift', 'error'].includes(r.outcome) || (r.outcome === 'missing' && !allowMissing),
      ).length,
      errors: cases.filter((r) => r.outcome === 'unreachable').length,
      skipped: cases.filter((r) => r.outcome === 'skipped' || (r.outcome === 'missing' && allowMissing))
        .length,
      time: cases.reduce((sum, r) => sum + r.ms, 0) / 1000,
    };
    total = {
      tests: total.tests + counts.tests,
      failures: total.failures + counts.failures,
      errors: total.errors + counts.errors,
      skipped: total.skipped + counts.skipped,
      time: total.time + counts.time,
    };
    suites.push(
      `  <testsuite name="contract ${api}" tests="${counts.tests}" failures="${counts.failures}" errors="${counts.errors}" skipped="${counts.skipped}" time="${counts.time.toFixed(3)}">`,
      `    <properties><property name="baseUrl" value="${escape(target)}"/></properties>`,
      ...cases.map((r) => testcase(r, allowMissing)),
      '  </testsuite>',
    );
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contract:check" tests="${total.tests}" failures="${total.failures}" errors="${total.errors}" skipped="${total.skipped}" time="${total.time.toFixed(3)}">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}

export function writeReport(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}
