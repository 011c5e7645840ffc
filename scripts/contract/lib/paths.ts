import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, whatever directory a script is started from. */
export const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The JavaScript entry of an installed CLI, to run with `process.execPath`: node_modules/.bin holds shell
 * shims on Windows, and a direct node child stops cleanly with one signal.
 */
export function packageBin(pkg: string, name: string): string {
  const dir = join(root, 'node_modules', pkg);
  const { bin } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    bin: string | Record<string, string>;
  };
  return join(dir, typeof bin === 'string' ? bin : bin[name]);
}
