import { existsSync } from 'node:fs';
import { startFakeBackend } from './fake-backend';
import type { Kit } from './kit';
import { packageBin } from './paths';
import { proxySpec } from './proxy-spec';
import { ensureGenerated, loadSchemas } from './schemas';
import { loadSpecs, type LoadedSpecs } from './spec';

// The contract commands as this repository runs them (`npm run contract:check|fuzz|proxy`): the contract read
// from openapi/, the schemas from src/api/generated (generated on first use), the fake backend without a URL.

let specs: LoadedSpecs | undefined;

export const projectKit: Kit = {
  invocation: (command) => `npm run contract:${command} --`,
  versions: () => {
    const { docs } = projectKit.specs();
    return `wps ${docs.wps.info.version}, lgw ${docs.lgw.info.version}`;
  },
  specs: () => (specs ??= loadSpecs()),
  schemas: loadSchemas,
  prismDocument: () => proxySpec(),
  prismCli: () => {
    try {
      const cli = packageBin('@stoplight/prism-cli', 'prism');
      if (existsSync(cli)) return { cli };
    } catch {
      // Not installed: said below.
    }
    return { missing: 'Stoplight Prism is not installed (npm ci installs it with the dev dependencies)' };
  },
  fakeBackend: () => {
    // The fake backend validates with the generated schemas: a fresh clone has none yet.
    ensureGenerated();
    return startFakeBackend();
  },
  fakePlayer: { username: 'juan2026', password: 'Lotto2026' },
};
