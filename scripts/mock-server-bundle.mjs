// The fake backend's HTTP server (mock/server.ts) as one JavaScript file, for the scripts and tests that start
// it many times in a run (the browser tests' servers, the size check, the contract checks, the security tests).
// Started through tsx, each server spent about 4 s of CPU compiling the same TypeScript before it answered;
// the bundle starts on about 1 s. It is the same code: esbuild compiles mock/server.ts and what it imports, the
// packages included, so nothing differs but the loading. `npm run mock:server` (a developer's server) still
// runs the sources through tsx.
//
// The bundle lives in node_modules/.cache and is rebuilt whenever a file it was built from is newer than it,
// so an edit to mock/ or src/ is served at once; several processes asking at the same moment each build their
// own copy and the last one's rename wins (both are the same).
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Where the bundle of `from`'s mock/server.ts is written, with the list of the files it was built from. */
function bundlePaths(from) {
  const dir = join(from, 'node_modules', '.cache', 'lotto-mock-server');
  return { dir, bundle: join(dir, 'server.mjs'), inputs: join(dir, 'inputs.json') };
}

function isFresh({ bundle, inputs }, from) {
  let builtAt;
  let files;
  try {
    builtAt = statSync(bundle).mtimeMs;
    files = JSON.parse(readFileSync(inputs, 'utf8'));
  } catch {
    return false;
  }
  return files.every((file) => {
    try {
      return statSync(join(from, file)).mtimeMs <= builtAt;
    } catch {
      return false;
    }
  });
}

/**
 * `import.meta.url` in a bundle is the bundle's own address; the server's sources use it to find files beside
 * them (the fake lottery site's client modules). Each source keeps its own address instead.
 */
const ownUrlPlugin = {
  name: 'own-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.(ts|tsx|mts|js|mjs)$/ }, (args) => {
      if (args.path.includes(`${join('node_modules', '')}`)) return undefined;
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const ext = args.path.split('.').pop();
      return {
        contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader: ext === 'tsx' ? 'tsx' : ext === 'ts' || ext === 'mts' ? 'ts' : 'js',
      };
    });
  },
};

/**
 * The path of an up-to-date bundle of `from`'s fake backend server (built now if any of its sources changed).
 * Run it as `node <path> [mock:server's flags]`, with `from` as the working directory.
 */
export async function mockServerBundle({ from = root } = {}) {
  const paths = bundlePaths(from);
  if (isFresh(paths, from)) return paths.bundle;
  const { build } = await import('esbuild');
  mkdirSync(paths.dir, { recursive: true });
  const partial = `${paths.bundle}.${process.pid}.tmp`;
  const result = await build({
    absWorkingDir: from,
    entryPoints: ['mock/server.ts'],
    outfile: partial,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: join(from, 'tsconfig.json'),
    // Loaded only when the fake lottery site's modules are asked for (mock/lottery-site/node-scripts.ts).
    external: ['typescript'],
    // Packages written for CommonJS call require(); an ES module has none of its own.
    banner: {
      js: "import { createRequire as lottoRequire } from 'node:module'; const require = lottoRequire(import.meta.url);",
    },
    metafile: true,
    logLevel: 'error',
    plugins: [ownUrlPlugin],
  });
  writeFileSync(`${paths.inputs}.${process.pid}.tmp`, JSON.stringify(Object.keys(result.metafile.inputs)));
  renameSync(partial, paths.bundle);
  renameSync(`${paths.inputs}.${process.pid}.tmp`, paths.inputs);
  return paths.bundle;
}

// `node scripts/mock-server-bundle.mjs [mock:server's flags]`: the fake backend from its bundle, in this process
// (the flags are read by mock/server.ts from process.argv as they are).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await import(pathToFileURL(await mockServerBundle()).href);
}
