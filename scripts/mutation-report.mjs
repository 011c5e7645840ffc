// Reads Stryker's JSON report (reports/mutation/mutation.json), writes the mutation score per folder and in
// total to bench/results.md, and fails below the bar (85), so `npm run test:mutation` is red when tests got
// weaker than the code they guard.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeSection } from './bench/results-file.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const BAR = 85;
const report = JSON.parse(readFileSync(join(root, 'reports/mutation/mutation.json'), 'utf8'));

// Stryker's definition: detected (killed + timeout) over valid mutants (everything but compile/runtime errors
// and ignored ones); mutants no test reaches count as survivors.
const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);
const groups = new Map();
const add = (name, status) => {
  const group = groups.get(name) ?? { detected: 0, undetected: 0 };
  if (DETECTED.has(status)) group.detected += 1;
  else if (UNDETECTED.has(status)) group.undetected += 1;
  groups.set(name, group);
};
let ignored = 0;
for (const [file, { mutants }] of Object.entries(report.files)) {
  ignored += mutants.filter((mutant) => mutant.status === 'Ignored').length;
  const folder = file.replace(/\\/g, '/').split('/').slice(0, 2).join('/');
  for (const mutant of mutants) {
    add(folder, mutant.status);
    add('total', mutant.status);
  }
}
const score = ({ detected, undetected }) =>
  detected + undetected === 0 ? 100 : (100 * detected) / (detected + undetected);
const rows = [...groups.entries()]
  .sort(([a], [b]) => (a === 'total' ? 1 : b === 'total' ? -1 : a.localeCompare(b)))
  .map(([name, g]) => `| ${name} | ${score(g).toFixed(2)} | ${g.detected} | ${g.undetected} |`)
  .join('\n');
const total = score(groups.get('total') ?? { detected: 0, undetected: 0 });
const section = `## Mutation testing (npm run test:mutation)

Stryker on src/lib and src/api (generated code excluded), vitest runner, per-test coverage. Measured
${new Date().toISOString().slice(0, 10)}. Bar: score >= ${BAR}. Not run: ${ignored} mutants in module-level code
(\`ignoreStatic\`, see stryker.config.mjs).

| scope | score | detected | survived or not covered |
| ----- | ----- | -------- | ----------------------- |
${rows}

Result: ${total.toFixed(2)} — ${total >= BAR ? 'meets the bar' : 'BELOW the bar'}.
`;
writeSection(join(root, 'bench/results.md'), section);
console.info(section);
process.exit(total >= BAR ? 0 : 1);
