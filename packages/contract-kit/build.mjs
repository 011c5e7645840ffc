// npm run contract:pack: the lotto-contract package as a tarball a backend team installs with no network and
// no clone. The commands (scripts/contract/lib/commands) and their few pure-JavaScript dependencies (zod,
// fast-check, jsencrypt, crypto-js) are bundled into one file by esbuild, so the package has no runtime
// dependencies to download; the contract goes in as JSON and YAML, the generated zod schemas are compiled in.
// Prism, which only the proxy needs and which is large, stays an optional peer. The version is the contract's
// (wps.yaml's info.version; lgw's is written beside it). The last line printed is the tarball's path.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { stringify } from 'yaml';
import { bundleSpec } from '../../scripts/contract/lib/bundle.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../..');
const out = join(here, 'dist');
const stage = join(out, 'package');
const quiet = process.argv.includes('--quiet');
const say = (line) => quiet || console.info(line);

execFileSync(process.execPath, [join(root, 'scripts/gen.mjs'), '--quiet', '--if-changed'], {
  cwd: root,
  stdio: 'inherit',
});

rmSync(out, { recursive: true, force: true });
mkdirSync(join(stage, 'contract'), { recursive: true });

const read = (file) => {
  const path = join(root, 'openapi', file);
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
};
const docs = { wps: bundleSpec('wps.yaml', read), lgw: bundleSpec('lgw.yaml', read) };
writeFileSync(join(stage, 'contract/contract.json'), JSON.stringify(docs));
for (const api of ['wps', 'lgw'])
  writeFileSync(join(stage, `contract/${api}.yaml`), stringify(docs[api], { aliasDuplicateObjects: false }));

// Every generated zod module, as one import the package kit reads (src/schemas-module.d.ts).
const generated = join(root, 'src/api/generated');
const zodFiles = ['wps-zod', 'lgw-zod'].flatMap((dir) =>
  readdirSync(join(generated, dir))
    .sort()
    .map((tag) => join(generated, dir, tag, `${tag}.zod.ts`))
    .filter((file) => existsSync(file)),
);
const schemasModule = {
  name: 'lotto-contract:schemas',
  setup(b) {
    b.onResolve({ filter: /^lotto-contract:schemas$/ }, () => ({
      path: 'schemas',
      namespace: 'lotto-contract',
    }));
    b.onLoad({ filter: /.*/, namespace: 'lotto-contract' }, () => ({
      contents:
        zodFiles.map((file, i) => `import * as m${i} from ${JSON.stringify(file)};`).join('\n') +
        `\nexport const modules = [${zodFiles.map((_, i) => `m${i}`).join(', ')}];\n`,
      resolveDir: root,
      loader: 'js',
    }));
  },
};

// scripts/ports.mjs is also a command (`node scripts/ports.mjs 2`), run when it is the main module; inside the
// bundle it would take the bundle for itself and print `[]` before every run. The kit needs only its functions.
const portsLibrary = {
  name: 'ports-library',
  setup(b) {
    b.onLoad({ filter: /scripts[\\/]ports\.mjs$/ }, ({ path }) => {
      const text = readFileSync(path, 'utf8');
      const main = text.indexOf('\nif (process.argv[1] === fileURLToPath(import.meta.url))');
      if (main < 0) throw new Error(`${path}: its command block moved; update build.mjs`);
      return { contents: text.slice(0, main), loader: 'js' };
    });
  },
};

const started = Date.now();
await build({
  entryPoints: [join(here, 'src/cli.ts')],
  outfile: join(stage, 'bin/lotto-contract.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  minify: true,
  legalComments: 'linked',
  logLevel: 'warning',
  tsconfig: join(root, 'tsconfig.json'),
  plugins: [schemasModule, portsLibrary],
  // CommonJS dependencies (crypto-js) call require; an ES module has none of its own.
  banner: {
    js: "#!/usr/bin/env node\nimport { createRequire as __kitRequire } from 'node:module';\nconst require = __kitRequire(import.meta.url);",
  },
});

const manifest = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
manifest.version = docs.wps.info.version;
manifest.contract = { wps: docs.wps.info.version, lgw: docs.lgw.info.version };
writeFileSync(join(stage, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
cpSync(join(here, 'README.md'), join(stage, 'README.md'));

const [packed] = JSON.parse(
  execFileSync('npm', ['pack', '--json', '--pack-destination', out], {
    cwd: stage,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  }),
);
const tarball = join(out, packed.filename);
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} kB`;
say(
  `lotto-contract ${manifest.version} (contract wps ${manifest.contract.wps}, lgw ${manifest.contract.lgw}): ` +
    `${kb(statSync(tarball).size)} packed, ${kb(packed.unpackedSize)} installed, built in ${Date.now() - started} ms ` +
    `(${relative(root, tarball)})`,
);
console.info(tarball);
