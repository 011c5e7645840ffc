// The browser tests' second build (dist-e2e-next): the same sources built again as the next deployment, with a
// newer build id and `minVersion` naming it, so a page of the first build must update to it. The browser
// tests' fake backends serve it once a test calls POST /__mock/deploy (mock/server.ts --next-static), and
// tests/e2e/pwa.spec.ts watches every open tab move onto it. Built before the browser tests
// (package.json test:e2e:built), beside the one `npm test` made; skipped when already there for that build.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = process.env.E2E_DIST ?? 'dist';
export const NEXT_DIST = process.env.E2E_DIST_NEXT ?? 'dist-e2e-next';

const versionOf = (dir) => JSON.parse(readFileSync(join(root, dir, 'v.json'), 'utf8')).value.version;

const current = versionOf(dist);
// Numbers compare left to right (src/lib/build-order.ts): one more number makes it newer.
const next = `${current}.1`;
if (existsSync(join(root, NEXT_DIST, 'v.json')) && versionOf(NEXT_DIST) === next) {
  console.log(`next build: ${NEXT_DIST} (${next}) is there`);
} else {
  execFileSync(
    process.execPath,
    [
      join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--outDir',
      NEXT_DIST,
      '--logLevel',
      'warn',
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, BUILD_ID: next, MIN_BUILD_ID: next } },
  );
  console.log(`next build: ${NEXT_DIST} (${next})`);
}
