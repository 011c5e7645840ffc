import { runCommand } from './lib/args';
import { fuzzCommand, fuzzUsage } from './lib/commands/fuzz';
import { projectKit } from './lib/project-kit';

// npm run contract:fuzz: lib/commands/fuzz.ts with this repository's contract and fake backend; the
// lotto-contract package runs the same command (packages/contract-kit).

runCommand('contract:fuzz', () => fuzzCommand(projectKit, process.argv.slice(2)), fuzzUsage(projectKit));
