import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { docIsCurrent } from './lib/docs-tables';
import { packageBin, root } from './lib/paths';
import { loadSpecs } from './lib/spec';

// contract:lint: Spectral with our ruleset (.spectral.yaml) on each spec, then what Spectral cannot see
// from inside one file: operationIds unique across both specs (they name the generated hooks and schemas),
// and docs/contract.md in step with the specs.

function spectral(): boolean {
  const files = ['openapi/wps.yaml', 'openapi/lgw.yaml', 'openapi/common.yaml'];
  console.info(`contract:lint: Spectral (.spectral.yaml) on ${files.join(', ')}`);
  const result = spawnSync(
    process.execPath,
    [
      packageBin('@stoplight/spectral-cli', 'spectral'),
      'lint',
      ...files,
      '--ruleset',
      join(root, '.spectral.yaml'),
      '--fail-severity',
      'error',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  return result.status === 0;
}

function uniqueOperationIds(): boolean {
  const seen = new Map<string, string>();
  const clashes: string[] = [];
  for (const e of loadSpecs().operations) {
    const where = `${e.api}.yaml ${e.method.toUpperCase()} ${e.path}`;
    const first = seen.get(e.op.operationId);
    if (first) clashes.push(`  ${e.op.operationId}: ${first} and ${where}`);
    else seen.set(e.op.operationId, where);
  }
  if (clashes.length) console.error(['operationIds used twice across the specs:', ...clashes].join('\n'));
  else console.info(`contract:lint: ${seen.size} operationIds, unique across wps.yaml and lgw.yaml`);
  return clashes.length === 0;
}

async function docsCurrent(): Promise<boolean> {
  const current = await docIsCurrent(loadSpecs());
  if (current) console.info('contract:lint: docs/contract.md operation tables are current');
  else console.error('contract:lint: docs/contract.md is stale: run npm run contract:docs and commit it');
  return current;
}

async function main(): Promise<number> {
  const results = [spectral(), uniqueOperationIds(), await docsCurrent()];
  const ok = results.every(Boolean);
  console.info(ok ? 'contract:lint passed' : 'contract:lint FAILED');
  return ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('contract:lint could not run:', error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
