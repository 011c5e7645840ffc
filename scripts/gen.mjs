// Generates everything in src/api/generated from openapi/*.yaml: react-query hooks and zod schemas (orval),
// `paths` types (openapi-typescript) and the operation table the fetch pipeline reads (encrypted, protected,
// Device header; scripts/gen/operation-tables.mjs). The output is never edited by hand and never committed.
import { execFileSync } from 'node:child_process';
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
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';
import { plaintextView } from './contract/lib/plaintext.mjs';
import { APIS, FIRST_PAGE_DOOR, writeOperationTables } from './gen/operation-tables.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'src/api/generated');
const bin = (name) => join(root, 'node_modules/.bin', name);
const quiet = process.argv.includes('--quiet');
const run = (cmd, args) =>
  execFileSync(cmd, args, { cwd: root, stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit' });

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
run(bin('orval'), ['--config', 'orval.config.ts']);
const plaintextTree = mkdtempSync(join(tmpdir(), 'lotto-gen-'));
try {
  for (const file of SPEC_FILES) {
    const target = join(plaintextTree, file);
    mkdirSync(dirname(target), { recursive: true });
    const text = readFileSync(join(root, 'openapi', file), 'utf8');
    writeFileSync(target, stringify(plaintextView(parse(text)), { aliasDuplicateObjects: false }));
  }
  for (const api of APIS) {
    run(bin('openapi-typescript'), [
      join(plaintextTree, `${api}.yaml`),
      '-o',
      `src/api/generated/${api}-paths.ts`,
    ]);
  }
} finally {
  rmSync(plaintextTree, { recursive: true, force: true });
}
writeFileSync(stamp, digest);
if (!quiet)
  console.log(`gen: ${tables.operations} operations, ${tables.firstPage} of them on the first page`);
