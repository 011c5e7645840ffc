import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, type FormatConfig } from 'oxfmt';

// What `npm run format` (oxfmt) would write for one file, for the scripts that write files of their own (the
// scaffold, docs/contract.md's tables, docs/screens.md). oxfmt's `format` reads no configuration itself: the
// project's is .oxfmtrc.json at the root, the same file the command reads.

const root = join(import.meta.dirname, '..');

let settings: FormatConfig | undefined;
function projectSettings(): FormatConfig {
  if (!settings) {
    const {
      ignorePatterns: _ignored,
      $schema: _schema,
      ...options
    } = JSON.parse(readFileSync(join(root, '.oxfmtrc.json'), 'utf8')) as FormatConfig & {
      ignorePatterns?: string[];
      $schema?: string;
    };
    settings = options;
  }
  return settings;
}

/** `text` formatted as the file at `path` (its extension picks the language); throws on what cannot be parsed. */
export async function formatText(path: string, text: string): Promise<string> {
  const { code, errors } = await format(path, text, projectSettings());
  if (errors.length) throw new Error(`${path}: ${errors.map((error) => error.message).join('; ')}`);
  return code;
}
