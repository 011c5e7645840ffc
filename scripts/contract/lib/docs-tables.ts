import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatText } from '../../format-text';
import { root } from './paths';
import type { LoadedSpecs } from './spec';

// docs/contract.md lists every operation and every x-designed one. Those tables are generated from the
// specs, so the page a backend team reads can never disagree with the contract it is checked against.

export const DOC_PATH = join(root, 'docs/contract.md');

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

function operationsTable(specs: LoadedSpecs): string {
  const lines = [
    '| spec | tag | operationId | method | path | login | encrypted | designed |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const api of ['wps', 'lgw'] as const) {
    const order = (specs.docs[api].tags ?? []).map((t) => t.name);
    const rank = (tag: string) => (order.includes(tag) ? order.indexOf(tag) : order.length);
    const entries = specs.operations
      .filter((e) => e.api === api)
      .map((e, index) => ({ e, index, tag: e.op.tags?.[0] ?? '' }))
      .sort((a, b) => rank(a.tag) - rank(b.tag) || a.index - b.index);
    for (const { e, tag } of entries) {
      const mark = (on: boolean) => (on ? 'yes' : '');
      lines.push(
        `| ${api} | ${cell(tag)} | \`${e.op.operationId}\` | ${e.method.toUpperCase()} | \`${e.path}\` | ${mark(e.isProtected)} | ${mark(e.op['x-encrypted'] === true)} | ${mark(e.op['x-designed'] === true)} |`,
      );
    }
  }
  return lines.join('\n');
}

function designedTable(specs: LoadedSpecs): string {
  const lines = ['| operationId | method and path | please confirm |', '| --- | --- | --- |'];
  for (const e of specs.operations.filter((x) => x.op['x-designed'] === true)) {
    lines.push(
      `| \`${e.op.operationId}\` | ${e.method.toUpperCase()} \`${e.path}\` | ${cell(e.op.description ?? '')} |`,
    );
  }
  return lines.join('\n');
}

function countsLine(specs: LoadedSpecs): string {
  const total = specs.operations.length;
  const designed = specs.operations.filter((e) => e.op['x-designed'] === true).length;
  const encrypted = specs.operations.filter((e) => e.op['x-encrypted'] === true).length;
  const versions = (['wps', 'lgw'] as const)
    .map((api) => `${api}.yaml ${specs.docs[api].info.version}`)
    .join(', ');
  return `${total} operations (${versions}): ${designed} designed, ${encrypted} encrypted.`;
}

const BLOCKS: Record<string, (specs: LoadedSpecs) => string> = {
  counts: countsLine,
  operations: operationsTable,
  designed: designedTable,
};

/** The doc with every generated block replaced, formatted as `npm run format` would. */
export async function renderDoc(specs: LoadedSpecs, current: string): Promise<string> {
  let text = current;
  for (const [name, render] of Object.entries(BLOCKS)) {
    const start = `<!-- generated:${name}:start -->`;
    const end = `<!-- generated:${name}:end -->`;
    const from = text.indexOf(start);
    const to = text.indexOf(end);
    if (from < 0 || to < from) throw new Error(`docs/contract.md has no ${start} … ${end} block`);
    text = `${text.slice(0, from + start.length)}\n\n${render(specs)}\n\n${text.slice(to)}`;
  }
  return formatText(DOC_PATH, text);
}

/** Whether docs/contract.md already shows what the specs say. */
export async function docIsCurrent(specs: LoadedSpecs): Promise<boolean> {
  const current = readFileSync(DOC_PATH, 'utf8');
  return (await renderDoc(specs, current)) === current;
}
