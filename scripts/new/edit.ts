import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

// How the scaffold changes a project: every file it writes or edits goes through a Project, which remembers
// what it touched (the scaffold prints it; the scaffold's check type-checks and lints exactly those files).
// Edits are insertions at a place the file already has (an anchor line), never a rewrite: a file whose anchor
// has moved makes the scaffold stop with the file and the anchor it looked for.

export class Project {
  readonly touched = new Set<string>();

  constructor(readonly root: string) {}

  has(file: string): boolean {
    return existsSync(join(this.root, file));
  }

  read(file: string): string {
    return readFileSync(join(this.root, file), 'utf8');
  }

  write(file: string, text: string): void {
    const path = join(this.root, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    this.touched.add(file);
  }

  /** Writes a new file; refuses to overwrite one (a scaffold never replaces someone's work). */
  create(file: string, text: string): void {
    if (this.has(file)) throw new ScaffoldError(`${file} already exists`);
    this.write(file, text);
  }

  /** Inserts `text` before the first `anchor` found after `after` (both plain strings). */
  insertBefore(file: string, anchor: string, text: string, after = ''): void {
    const source = this.read(file);
    const from = after ? source.indexOf(after) : 0;
    const at = from < 0 ? -1 : source.indexOf(anchor, from + after.length);
    if (at < 0) {
      throw new ScaffoldError(
        `${file}: could not find ${JSON.stringify(anchor)}${after ? ` after ${JSON.stringify(after)}` : ''}`,
      );
    }
    this.write(file, source.slice(0, at) + text + source.slice(at));
  }

  /** Adds an import line after the file's last top-level import. */
  addImport(file: string, line: string): void {
    const source = this.read(file);
    if (source.includes(line)) return;
    const imports = [...source.matchAll(/^import [\s\S]*?from '[^']+';\n/gm)];
    const last = imports.at(-1);
    if (!last) throw new ScaffoldError(`${file}: no import to add ${line} after`);
    const at = last.index + last[0].length;
    this.write(file, source.slice(0, at) + `${line}\n` + source.slice(at));
  }

  /** Adds keys to a JSON object file (created when missing), keeping its order; refuses a key it already has. */
  addJsonKeys(file: string, entries: Record<string, string>): void {
    const current: Record<string, string> = this.has(file) ? JSON.parse(this.read(file)) : {};
    for (const key of Object.keys(entries)) {
      if (key in current) throw new ScaffoldError(`${file} already has the key ${key}`);
    }
    this.write(file, `${JSON.stringify({ ...current, ...entries }, null, 2)}\n`);
  }
}

/** A mistake in what the scaffold was asked, or a project it cannot edit: printed without a stack. */
export class ScaffoldError extends Error {}

export const pascal = (name: string) =>
  name
    .split(/[-_\s]+/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
export const camel = (name: string) => {
  const p = pascal(name);
  return p.charAt(0).toLowerCase() + p.slice(1);
};
/** bankCard → bank-card, as orval names the generated folders and as the project names files. */
export const kebab = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[_\s]+/g, '-')
    .toLowerCase();
export const plural = (name: string) =>
  /(s|x|ch|sh)$/.test(name) ? `${name}es` : /[^aeiou]y$/.test(name) ? `${name.slice(0, -1)}ies` : `${name}s`;
