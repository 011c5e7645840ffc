// contract:coverage: every operation in openapi/ has a typed fake-backend handler, a generated client function
// or hook exported through a door, and a contract test example (scripts/contract/lib/coverage.mjs); a failure
// names the operation and what it misses. Then, where the product's own check is beside this checkout
// (../shared/checks/contract-coverage.py: every call the product spec names is in openapi/), it runs too.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { contractOperations, coverageGaps } from './contract/lib/coverage.mjs';

const root = process.cwd();
const gaps = coverageGaps(root);
if (gaps.length > 0) {
  console.error(`contract coverage: ${gaps.length} gap(s)\n${gaps.map((gap) => `  ${gap}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `contract coverage: all ${contractOperations(root).length} operations have a handler, a client and an example`,
);

const check = join(root, '..', 'shared', 'checks', 'contract-coverage.py');
if (existsSync(check)) {
  const result = spawnSync('python3', [check], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
console.log(`contract coverage: ${check} is not beside this checkout; the product spec's check was skipped.`);
