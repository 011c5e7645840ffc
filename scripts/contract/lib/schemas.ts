import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { z } from 'zod';
import { root } from './paths';

// The drift checks validate with exactly the zod schemas the app parses with, so a response that passes here
// is one the app accepts. They are generated (never committed): a fresh clone gets them on first use.

const generated = join(root, 'src/api/generated');

export function ensureGenerated(): void {
  const ready = ['wps-zod', 'lgw-zod', 'operations.ts'].every((name) => existsSync(join(generated, name)));
  if (ready) return;
  console.info('contract: src/api/generated is missing, running npm run gen');
  execFileSync(process.execPath, [join(root, 'scripts/gen.mjs'), '--quiet'], { cwd: root, stdio: 'inherit' });
}

export type SchemaTable = Map<string, z.ZodType>;

/** Every generated zod export by name (`getStatusResponse`, `loginBody`, ...). */
export async function loadSchemas(): Promise<SchemaTable> {
  ensureGenerated();
  const table: SchemaTable = new Map();
  for (const api of ['wps-zod', 'lgw-zod']) {
    const dir = join(generated, api);
    for (const tag of readdirSync(dir).sort()) {
      const file = join(dir, tag, `${tag}.zod.ts`);
      if (!existsSync(file)) continue;
      const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(mod)) {
        if (value && typeof value === 'object' && 'safeParse' in value) table.set(name, value as z.ZodType);
      }
    }
  }
  return table;
}
