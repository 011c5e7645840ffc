import { parseArgs, UsageError } from './lib/args';
import { startDriftProxy, type DriftRule } from './lib/drift-proxy';

// Falsifies one field of one answer between a client and a server, to see (or prove, check.test.ts) what
// contract:check reports for a drift:
//   npx tsx scripts/contract/drift-proxy.ts --target http://127.0.0.1:8787 --port 8788 \
//     --path /wps/system/status --field maintenance --remove
//   npx tsx scripts/contract/drift-proxy.ts ... --field 'todayGames[0].gameType' --set '"SCRATCH"'

async function main() {
  const args = parseArgs(process.argv.slice(2), {
    options: ['target', 'port', 'path', 'field', 'set'],
    flags: ['remove'],
  });
  const { target, port, path, field, set } = args.options;
  if (!target || !port || !path || !field || (set === undefined) === !args.flags.has('remove'))
    throw new UsageError(
      'Usage: drift-proxy --target URL --port N --path /p --field a.b (--remove | --set JSON)',
    );
  const rule: DriftRule = {
    path,
    field,
    action: set === undefined ? { remove: true } : { set: JSON.parse(set) },
  };
  await startDriftProxy(target, rule, Number(port));
  console.info(`[drift-proxy] http://127.0.0.1:${port} → ${target}, ${path}: ${field} ${set ?? 'removed'}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
