import { runCommand } from './lib/args';
import { proxyCommand, proxyUsage } from './lib/commands/proxy';
import { projectKit } from './lib/project-kit';

// npm run contract:proxy: lib/commands/proxy.ts with this repository's contract and fake backend; the
// lotto-contract package runs the same command (packages/contract-kit).

runCommand('contract:proxy', () => proxyCommand(projectKit, process.argv.slice(2)), proxyUsage(projectKit));
