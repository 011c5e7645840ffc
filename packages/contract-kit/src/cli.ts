import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCommand, UsageError } from '../../../scripts/contract/lib/args';
import { checkCommand, checkUsage } from '../../../scripts/contract/lib/commands/check';
import { fuzzCommand, fuzzUsage } from '../../../scripts/contract/lib/commands/fuzz';
import { proxyCommand, proxyUsage } from '../../../scripts/contract/lib/commands/proxy';
import { packageKit } from './package-kit';

// `lotto-contract check|fuzz|proxy …`: the commands of this repository's `npm run contract:*`, for a backend
// team's own CI. Exit codes: 0 the server keeps the contract, 1 it does not, 2 the run could not start.

const version = (): string =>
  (
    JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

const USAGE = `Usage: npx lotto-contract <command> [options]

  check    call each operation once and judge every answer against the contract
  fuzz     send many generated requests, valid and invalid, and judge every answer
  proxy    put a validating proxy (Stoplight Prism) in front of your server

  npx lotto-contract <command> --help    the command's options
  npx lotto-contract --version           the kit's and the contract's versions

Exit codes: 0 the server keeps the contract, 1 it does not, 2 the run could not start.`;

const [command, ...rest] = process.argv.slice(2);
if (command === 'check')
  runCommand('lotto-contract check', () => checkCommand(packageKit, rest), checkUsage(packageKit));
else if (command === 'fuzz')
  runCommand('lotto-contract fuzz', () => fuzzCommand(packageKit, rest), fuzzUsage(packageKit));
else if (command === 'proxy')
  runCommand('lotto-contract proxy', () => proxyCommand(packageKit, rest), proxyUsage(packageKit));
else if (command === '--version' || command === '-v')
  runCommand('lotto-contract', async () => {
    console.info(`lotto-contract ${version()} (contract ${packageKit.versions()})`);
    return 0;
  });
else if (!command || command === '--help' || command === '-h' || command === 'help')
  runCommand('lotto-contract', async () => {
    console.info(USAGE);
    return 0;
  });
else
  runCommand(
    'lotto-contract',
    async () => {
      throw new UsageError(`Unknown command ${command}`);
    },
    USAGE,
  );
