import { readFileSync, writeFileSync } from 'node:fs';
import { DOC_PATH, docIsCurrent, renderDoc } from './lib/docs-tables';
import { loadSpecs } from './lib/spec';
import { runCommand } from './lib/args';

// contract:docs: rewrites the generated tables of docs/contract.md from openapi/*.yaml.
// `--check` only reports whether they are current (contract:lint runs that).

async function main(): Promise<number> {
  const specs = loadSpecs();
  if (process.argv.includes('--check')) {
    const current = await docIsCurrent(specs);
    console.info(
      current ? 'docs/contract.md is current' : 'docs/contract.md is stale: run npm run contract:docs',
    );
    return current ? 0 : 1;
  }
  writeFileSync(DOC_PATH, await renderDoc(specs, readFileSync(DOC_PATH, 'utf8')));
  console.info('docs/contract.md: operation tables regenerated');
  return 0;
}

runCommand('contract:docs', main);
