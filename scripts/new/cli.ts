import { ScaffoldError } from './edit';
import { runScaffold } from './run';

// npm run new: the project's scaffold (docs/architecture.md, "Where new things go"). Written here rather than
// with plop or hygen: what it does is edit the contract's YAML (with `yaml`, which keeps its comments) and add
// lines at known places of existing files, which a template runner does not help with, and its templates are
// typed template literals checked by the scaffold's own check (scripts/new/check.ts). The work is in run.ts.

try {
  await runScaffold(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof ScaffoldError)) throw error;
  console.error(`new: ${error.message}`);
  process.exitCode = 1;
}
