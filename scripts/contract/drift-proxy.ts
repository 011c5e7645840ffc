import { parseArgs, UsageError } from './lib/args';
import { startDriftProxy, type DriftRule } from './lib/drift-proxy';

// Falsifies fields of answers between a client and a server, to see (or prove, check.test.ts) what
// contract:check reports for a drift. Each --path starts a rule: the --field after it, removed or set:
//   npx tsx scripts/contract/drift-proxy.ts --target http://127.0.0.1:8787 --port 8788 \
//     --path /wps/system/status --field maintenance --remove
//   npx tsx scripts/contract/drift-proxy.ts ... --field 'todayGames[0].gameType' --set '"SCRATCH"'
//   (several rules: --path A --field a --remove --path B --field b --set 1)

const USAGE = 'Usage: drift-proxy --target URL --port N (--path /p --field a.b (--remove | --set JSON))...';

/** The rules in the order given: each `--path` opens one, which takes exactly one --field and one action. */
function rulesOf(argv: string[]): { rules: DriftRule[]; rest: string[] } {
  const rules: Partial<DriftRule>[] = [];
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const rule = rules.at(-1);
    if (arg === '--path') rules.push({ path: argv[++i] });
    else if (arg === '--field' && rule && rule.field === undefined) rule.field = argv[++i];
    else if (arg === '--remove' && rule && !rule.action) rule.action = { remove: true };
    else if (arg === '--set' && rule && !rule.action && argv[i + 1] !== undefined)
      rule.action = { set: JSON.parse(argv[++i]) as unknown };
    else if (['--field', '--remove', '--set'].includes(arg)) throw new UsageError(USAGE);
    else rest.push(arg);
  }
  if (!rules.length || rules.some((rule) => !rule.path || !rule.field || !rule.action))
    throw new UsageError(USAGE);
  return { rules: rules as DriftRule[], rest };
}

async function main() {
  const { rules, rest } = rulesOf(process.argv.slice(2));
  const { target, port } = parseArgs(rest, { options: ['target', 'port'] }).options;
  if (!target || !port) throw new UsageError(USAGE);
  await startDriftProxy(target, rules, Number(port));
  for (const rule of rules)
    console.info(
      `[drift-proxy] http://127.0.0.1:${port} → ${target}, ${rule.path}: ${rule.field} ${'set' in rule.action ? JSON.stringify(rule.action.set) : 'removed'}`,
    );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
