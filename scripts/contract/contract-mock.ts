import { randomInt } from 'node:crypto';
import { parseArgs, UsageError } from './lib/args';
import { startContractMock } from './lib/contract-mock';
import { ensureGenerated } from './lib/schemas';

// start:contract-mock: the app against Prism's dynamic mock of both contracts, random but contract-valid
// answers (scripts/contract/lib/contract-mock.ts). A screen that shows something wrong here shows it for data
// the contract allows; the printed seed brings the same answers back.

const USAGE = `Usage: npm run start:contract-mock -- [--seed S] [--port N] [--static DIR]

  --seed S       Prism's seed: the same seed answers the same data (default: a new one, printed)
  --port N       the app's port (default 5174)
  --static DIR   serve a production build (npm run build; DIR is usually dist) instead of the dev server`;

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs(process.argv.slice(2), { options: ['seed', 'port', 'static'], flags: ['help'] });
    if (args.positionals.length) throw new UsageError(`Unexpected argument ${args.positionals[0]}`);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (args.flags.has('help')) {
    console.info(USAGE);
    return 0;
  }
  const port = Number(args.options.port ?? 5174);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    console.error(`--port takes a port number\n\n${USAGE}`);
    return 2;
  }
  const seed = args.options.seed ?? String(randomInt(1, 1_000_000));
  ensureGenerated();
  const running = await startContractMock({ seed, port, staticDir: args.options.static });
  console.info(
    `start:contract-mock: the app on ${running.url}, Prism's dynamic mock (seed ${seed}) on ${running.prismUrl}\n` +
      `  replay these answers with: npm run start:contract-mock -- --seed ${seed}`,
  );
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await running.stop();
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('start:contract-mock could not run:', error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
