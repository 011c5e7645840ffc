import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
// Every generated zod module of the contract, gathered by the build (build.mjs): the same schemas the app
// parses its answers with.
import { modules } from 'lotto-contract:schemas';
import type { Kit } from '../../../scripts/contract/lib/kit';
import { combine } from '../../../scripts/contract/lib/proxy-spec';
import type { SchemaTable } from '../../../scripts/contract/lib/schemas';
import { operationsOf, type LoadedSpecs, type OpenApiDoc } from '../../../scripts/contract/lib/spec';

// The contract commands as the installed package runs them: the contract bundled inside (contract/, written
// by the build from openapi/), the schemas compiled in, and always the team's own server.

/** The package's folder: the bundle runs from bin/. */
const home = join(dirname(fileURLToPath(import.meta.url)), '..');

let specs: LoadedSpecs | undefined;
function loadSpecs(): LoadedSpecs {
  const docs = JSON.parse(readFileSync(join(home, 'contract/contract.json'), 'utf8')) as LoadedSpecs['docs'];
  return { docs, operations: [...operationsOf('wps', docs.wps), ...operationsOf('lgw', docs.lgw)] };
}

/** Where Prism is installed: beside the kit (an optional peer), in the team's project, or in the kit's own tree. */
function findPrism(): { cli: string } | { missing: string } {
  for (const from of [join(process.cwd(), 'package.json'), join(home, 'package.json')]) {
    try {
      const manifest = createRequire(from).resolve('@stoplight/prism-cli/package.json');
      const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: string | Record<string, string> };
      const cli = join(dirname(manifest), typeof bin === 'string' ? bin : bin.prism);
      if (existsSync(cli)) return { cli };
    } catch {
      // Not there: the next place, then the message below.
    }
  }
  return {
    missing:
      'the proxy runs Stoplight Prism, which is not installed. Install it beside the kit and run the proxy again:\n' +
      '  npm install @stoplight/prism-cli@5',
  };
}

export const packageKit: Kit = {
  invocation: (command) => `npx lotto-contract ${command}`,
  versions: () => {
    const { docs } = packageKit.specs();
    return `wps ${docs.wps.info.version}, lgw ${docs.lgw.info.version}`;
  },
  specs: () => (specs ??= loadSpecs()),
  schemas: async () => {
    const table: SchemaTable = new Map();
    for (const mod of modules)
      for (const [name, value] of Object.entries(mod))
        if (value && typeof value === 'object' && 'safeParse' in value) table.set(name, value as never);
    return table;
  },
  prismDocument: (): OpenApiDoc => {
    const { docs } = packageKit.specs();
    return combine([
      { api: 'wps', doc: docs.wps },
      { api: 'lgw', doc: docs.lgw },
    ]);
  },
  prismCli: findPrism,
};
