// Runs the product's contract-coverage check (../shared/checks/contract-coverage.py): every call the product
// spec names must be in openapi/ with a success schema, encrypted ones marked x-encrypted.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const check = join(process.cwd(), '..', 'shared', 'checks', 'contract-coverage.py');
if (!existsSync(check)) {
  console.log(`contract coverage: ${check} is not beside this checkout; the check runs in CI where it is.`);
  process.exit(0);
}
const result = spawnSync('python3', [check], { stdio: 'inherit' });
process.exit(result.status ?? 1);
