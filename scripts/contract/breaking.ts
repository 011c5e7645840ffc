import { execFileSync } from 'node:child_process';
import { parseArgs, UsageError, runCommand } from './lib/args';
import { compareSpecs, type Change } from './lib/compat';
import { root } from './lib/paths';
import { APIS, gitRefExists, gitSource, loadBundled, workingTree, type Api } from './lib/spec';

// contract:breaking: compares openapi/*.yaml (as they are in the working tree) with a git ref, default the
// main branch. A breaking change fails the run unless that spec's info.version has a new major: then the
// change is deliberate and announced, and every consumer can see it from the version alone.

const USAGE = `Usage: npm run contract:breaking [-- --base <git ref>]

  --base REF   what to compare with (default: main, else origin/main)`;

const major = (version: string) => Number.parseInt(version.split('.')[0] ?? '', 10);

function baseRef(requested?: string): string {
  const candidates = requested ? [requested] : ['main', 'origin/main'];
  const found = candidates.find(gitRefExists);
  if (!found)
    throw new UsageError(
      requested
        ? `No git ref ${requested} in this clone`
        : 'Neither main nor origin/main exists in this clone (fetch it, or give --base <ref>)',
    );
  return found;
}

function changeLines(changes: Change[]): string[] {
  const idWidth = Math.max(...changes.map((c) => c.operation.length));
  const endpointWidth = Math.max(...changes.map((c) => c.endpoint.length));
  return changes.map((c) => {
    const kind = c.breaking ? 'BREAKING' : 'change  ';
    const where = c.where ? `${c.where}: ` : '';
    return `  ${kind}  ${c.operation.padEnd(idWidth)}  ${c.endpoint.padEnd(endpointWidth)}  ${where}${c.message}`;
  });
}

function compareApi(api: Api, ref: string): { ok: boolean; lines: string[] } {
  const head = loadBundled(api, workingTree);
  const base = loadBundled(api, gitSource(ref));
  if (!head) return { ok: true, lines: [`${api}.yaml: removed from the working tree (nothing to compare)`] };
  if (!base)
    return { ok: true, lines: [`${api}.yaml ${head.info.version}: new, not on ${ref} (nothing to compare)`] };
  const changes = compareSpecs(api, base, head);
  const from = base.info.version;
  const to = head.info.version;
  const breaking = changes.filter((c) => c.breaking);
  const title = `${api}.yaml ${from} → ${to}`;
  if (changes.length === 0) return { ok: true, lines: [`${title}: no changes`] };
  const lines = [
    `${title}: ${breaking.length} breaking, ${changes.length - breaking.length} other`,
    ...changeLines([...breaking, ...changes.filter((c) => !c.breaking)]),
  ];
  if (breaking.length === 0) return { ok: true, lines };
  if (major(to) > major(from)) {
    lines.push(`  allowed: info.version has a new major (${from} → ${to})`);
    return { ok: true, lines };
  }
  lines.push(
    `  FAIL: ${breaking.length} breaking change(s) need a new major info.version (now ${to}, was ${from})`,
  );
  return { ok: false, lines };
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2), { options: ['base'], flags: ['help'] });
  if (args.flags.has('help')) {
    console.info(USAGE);
    return 0;
  }
  const ref = baseRef(args.options.base);
  const commit = execFileSync('git', ['rev-parse', '--short', ref], { cwd: root, encoding: 'utf8' }).trim();
  console.info(`contract:breaking: openapi/*.yaml (working tree) against ${ref} (${commit})\n`);
  let ok = true;
  for (const api of APIS) {
    const result = compareApi(api, ref);
    ok &&= result.ok;
    console.info(`${result.lines.join('\n')}\n`);
  }
  console.info(ok ? 'contract:breaking passed' : 'contract:breaking FAILED');
  return ok ? 0 : 1;
}

runCommand('contract:breaking', main, USAGE);
