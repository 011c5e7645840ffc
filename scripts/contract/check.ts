import { runCommand } from './lib/args';
import { checkCommand, checkUsage } from './lib/commands/check';
import { projectKit } from './lib/project-kit';

// npm run contract:check: lib/commands/check.ts with this repository's contract and fake backend; the
// lotto-contract package runs the same command (packages/contract-kit).

runCommand('contract:check', () => checkCommand(projectKit, process.argv.slice(2)), checkUsage(projectKit));
