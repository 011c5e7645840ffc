import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib/paths';

// The lotto-contract package as a backend team gets it, for the tests that run it: `npm run contract:pack`'s
// tarball installed into an empty folder of `work`, with no network.

export interface InstalledKit {
  /** The team's folder: its package.json, node_modules/lotto-contract and node_modules/.bin/lotto-contract. */
  folder: string;
  /** The installed command, as npx would run it (under this Node). */
  bin: string;
  /** How long packing and installing took, in ms. */
  timings: { pack: number; install: number };
}

export function installPackedKit(work: string): InstalledKit {
  let started = Date.now();
  const packed = execFileSync(process.execPath, [join(root, 'packages/contract-kit/build.mjs'), '--quiet'], {
    cwd: root,
    encoding: 'utf8',
  });
  const tarball = packed.trim().split('\n').pop()!;
  const pack = Date.now() - started;
  const folder = join(work, 'team');
  mkdirSync(folder);
  writeFileSync(join(folder, 'package.json'), '{ "name": "team-ci", "private": true }\n');
  started = Date.now();
  execFileSync('npm', ['install', tarball, '--offline', '--no-audit', '--no-fund', '--loglevel', 'error'], {
    cwd: folder,
    stdio: 'ignore',
  });
  return {
    folder,
    bin: join(folder, 'node_modules/.bin/lotto-contract'),
    timings: { pack, install: Date.now() - started },
  };
}
