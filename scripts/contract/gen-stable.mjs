// Regenerating code from the contract must change nothing: `npm run gen` twice in a row has to produce a
// byte-identical src/api/generated. A timestamp, a random order or a machine path in generated code would
// make every build differ and hide real contract changes in noise.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const out = join(root, 'src/api/generated');

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Path → sha256 of every generated file, and one hash over the whole tree. */
function snapshot() {
  const hashes = new Map();
  for (const file of files(out).sort()) {
    hashes.set(relative(out, file), createHash('sha256').update(readFileSync(file)).digest('hex'));
  }
  const tree = createHash('sha256');
  for (const [path, hash] of hashes) tree.update(`${path}\0${hash}\n`);
  return { hashes, tree: tree.digest('hex') };
}

function generate() {
  execFileSync(process.execPath, [join(root, 'scripts/gen.mjs'), '--quiet'], { cwd: root, stdio: 'inherit' });
  return snapshot();
}

const first = generate();
const second = generate();
console.info(`gen-stable: run 1 ${first.tree.slice(0, 16)}  (${first.hashes.size} files)`);
console.info(`gen-stable: run 2 ${second.tree.slice(0, 16)}  (${second.hashes.size} files)`);
if (first.tree === second.tree) {
  console.info('gen-stable: regenerating from the contract changes nothing');
  process.exit(0);
}
const paths = new Set([...first.hashes.keys(), ...second.hashes.keys()]);
const differing = [...paths].filter((p) => first.hashes.get(p) !== second.hashes.get(p)).sort();
console.error(`gen-stable: FAILED, ${differing.length} generated file(s) differ between two runs:`);
for (const path of differing) console.error(`  src/api/generated/${path}`);
process.exit(1);
