// Generates everything in src/api/generated from openapi/*.yaml: react-query hooks and zod schemas (orval),
// `paths` types (openapi-typescript) and the operation table the fetch pipeline reads (encrypted, protected,
// Device header; scripts/gen/operation-tables.mjs). The output is never edited by hand and never committed.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse, stringify } from 'yaml';
import { plaintextView } from './contract/lib/plaintext.mjs';
import { APIS, FIRST_PAGE_DOOR, writeOperationTables } from './gen/operation-tables.mjs';
import { splitOperations } from './gen/split-operations.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'src/api/generated');
const bin = (name) => join(root, 'node_modules/.bin', name);
const quiet = process.argv.includes('--quiet');
/** Runs a generator's CLI without blocking this process, which meanwhile does work of its own. */
const run = (cmd, args) =>
  new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${cmd} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });

// `--if-changed` (start, build) skips the work when nothing the output depends on has changed since the last
// run: a second dev server or build then never deletes the folder under a running one. Every file under
// openapi/ counts, since a root spec refers to the files of its folder (openapi/wps/*.yaml).
const SPEC_FILES = readdirSync(join(root, 'openapi'), { recursive: true })
  .map((file) => file.split('\\').join('/'))
  .filter((file) => /\.(ya?ml|json)$/.test(file))
  .sort();
const INPUTS = [
  ...SPEC_FILES.map((file) => `openapi/${file}`),
  'orval.config.ts',
  'src/api/http.ts',
  'scripts/gen.mjs',
  'scripts/gen/split-operations.mjs',
  'scripts/contract/lib/bundle.mjs',
  'scripts/contract/lib/plaintext.mjs',
  'scripts/contract/lib/zod-view.mjs',
  'package-lock.json',
];
const digestOf = (files) => {
  const hash = createHash('sha256');
  for (const file of files) {
    const path = join(root, file);
    hash.update(`${file}\0${existsSync(path) ? readFileSync(path) : ''}\0`);
  }
  return hash.digest('hex');
};
const stamp = join(out, '.inputs-sha256');
const digest = digestOf(INPUTS);
// The operation tables also depend on the first page's door (which calls the first page carries), which
// orval's output does not: a change there rewrites the tables alone, in a second, without regenerating hooks.
const TABLE_INPUTS = [
  ...SPEC_FILES.map((file) => `openapi/${file}`),
  FIRST_PAGE_DOOR,
  'scripts/gen/operation-tables.mjs',
  'scripts/contract/lib/bundle.mjs',
  'scripts/contract/lib/plaintext.mjs',
];
const tablesStamp = join(out, '.tables-sha256');
const tablesDigest = digestOf(TABLE_INPUTS);
const stampHolds = (file, value) => existsSync(file) && readFileSync(file, 'utf8') === value;
if (process.argv.includes('--if-changed') && stampHolds(stamp, digest)) {
  if (!stampHolds(tablesStamp, tablesDigest)) {
    await writeOperationTables(root, out);
    writeFileSync(tablesStamp, tablesDigest);
  }
  process.exit(0);
}

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const tables = await writeOperationTables(root, out);
writeFileSync(tablesStamp, tablesDigest);
// The operation table first: orval bundles the mutators, which import the pipeline, which imports the table.
// orval and openapi-typescript follow the refs of openapi/<api>.yaml into its folder themselves. Both are typed
// with the plaintext bodies of encrypted calls (scripts/contract/lib/plaintext.mjs): orval transforms each file
// it reads (orval.config.ts), and openapi-typescript reads a transformed copy of the folder, file by file, so
// that the generated names stay those of the tree.
// The two are independent, so they run side by side (one core each): orval in its own process, all four of its
// targets in one (a process per target pays orval's start-up four times), and openapi-typescript here, both
// specs in this process rather than a CLI process each (its start-up loads TypeScript). A cold `npm start`
// waits for this (docs/performance.md, "Cold start").
async function pathTypes() {
  const plaintextTree = mkdtempSync(join(tmpdir(), 'lotto-gen-'));
  try {
    for (const file of SPEC_FILES) {
      const target = join(plaintextTree, file);
      mkdirSync(dirname(target), { recursive: true });
      const text = readFileSync(join(root, 'openapi', file), 'utf8');
      writeFileSync(target, stringify(plaintextView(parse(text)), { aliasDuplicateObjects: false }));
    }
    // Loaded only when there is work: `--if-changed` with nothing changed never pays for TypeScript.
    const { default: openapiTS, astToString, COMMENT_HEADER } = await import('openapi-typescript');
    for (const api of APIS) {
      // What the CLI writes: its header, then the types.
      const types = await openapiTS(pathToFileURL(join(plaintextTree, `${api}.yaml`)));
      writeFileSync(join(out, `${api}-paths.ts`), `${COMMENT_HEADER}${astToString(types)}`, 'utf8');
      if (!quiet) console.log(`openapi-typescript: openapi/${api}.yaml → src/api/generated/${api}-paths.ts`);
    }
  } finally {
    rmSync(plaintextTree, { recursive: true, force: true });
  }
}
// Both run to their end before a failure is reported: orval must not go on writing after this process exits.
const results = await Promise.allSettled([run(bin('orval'), ['--config', 'orval.config.ts']), pathTypes()]);
const failed = results.find((result) => result.status === 'rejected');
if (failed) throw failed.reason;
// One module per operation, so each call's hooks travel with the screens that make it (docs/performance.md).
splitOperations(out, APIS);
writeFileSync(stamp, digest);
if (!quiet)
  console.log(`gen: ${tables.operations} operations, ${tables.firstPage} of them on the first page`);
