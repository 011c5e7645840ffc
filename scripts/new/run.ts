import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { contractOperations } from '../contract/lib/coverage.mjs';
import { formatText } from '../format-text';
import { parseFields, parseSet, writeCall } from './call';
import { Project, ScaffoldError } from './edit';
import { defaultPrefix, defaultRecord, parseWords, writeScreen } from './screen';

// What `npm run new` does, as a function: the command line (scripts/new/cli.ts) and the scaffold's check
// (scripts/new/check.ts) run the same code, the check three times in one process instead of starting the
// command three times (each start of tsx and of the formatter cost about 5 s of the gate).

export const USAGE = `npm run new -- call <tag> <operationId> --path /wps/<path> --area <area>
    --list <Record> --fields title:string,read:boolean,createdAt:time     a GET list of the player's records
    --action <Record> --set read=true                                     a POST { id } changing one of them
    [--summary <text>] [--description <what the backend must confirm>]
  field types: string, integer, int64, number, boolean, time (epoch ms)

npm run new -- screen <area> <name> --route member/<path> --list <listOperationId> --primary <field>
    --title "English|Filipino|中文" --empty "English|Filipino|中文"
    [--secondary <field>] [--record <Record>] [--prefix <string key prefix>] [--link member-home]
    [--action <operationId> --done <boolean field> --action-label "…|…|…" --done-label "…|…|…"]

Both write and wire every piece, format them and run npm run gen (and contract:docs); --no-gen skips that.`;

const OPTIONS = {
  path: { type: 'string' },
  area: { type: 'string' },
  list: { type: 'string' },
  action: { type: 'string' },
  fields: { type: 'string' },
  set: { type: 'string' },
  summary: { type: 'string' },
  description: { type: 'string' },
  route: { type: 'string' },
  primary: { type: 'string' },
  secondary: { type: 'string' },
  record: { type: 'string' },
  prefix: { type: 'string' },
  link: { type: 'string' },
  done: { type: 'string' },
  title: { type: 'string' },
  empty: { type: 'string' },
  'action-label': { type: 'string' },
  'done-label': { type: 'string' },
  'no-gen': { type: 'boolean' },
  root: { type: 'string' },
  help: { type: 'boolean' },
} as const;

const required = (name: string, value: string | undefined): string => {
  if (!value) throw new ScaffoldError(`--${name} is required`);
  return value;
};

/**
 * Runs the scaffold with the command line's arguments: writes and wires the pieces, formats them with the
 * project's formatter settings, regenerates the client (unless --no-gen) and prints what it wrote. Returns the
 * files it touched, or undefined when it only printed the usage. A mistake in the arguments throws ScaffoldError.
 */
export async function runScaffold(args: string[]): Promise<string[] | undefined> {
  const { positionals, values } = parseArgs({ args, allowPositionals: true, options: OPTIONS });
  const [kind, first, second] = positionals;
  if (values.help || !kind || !first || !second) {
    console.log(USAGE);
    if (!values.help) throw new ScaffoldError('a kind (call or screen) and two names are required');
    return undefined;
  }
  const root = values.root ?? process.cwd();
  const project = new Project(root);
  if (kind === 'call') {
    if (Boolean(values.list) === Boolean(values.action)) {
      throw new ScaffoldError('a call is either --list <Record> or --action <Record>');
    }
    writeCall(project, {
      tag: first,
      operationId: second,
      path: required('path', values.path),
      area: required('area', values.area),
      kind: values.list ? 'list' : 'action',
      record: (values.list ?? values.action)!,
      fields: values.fields ? parseFields(values.fields) : [],
      set: values.set ? parseSet(values.set) : undefined,
      summary: values.summary,
      description: values.description,
    });
  } else if (kind === 'screen') {
    const list = required('list', values.list);
    const listOp = contractOperations(root).find((op) => op.operationId === list);
    if (!listOp) throw new ScaffoldError(`${list} is not in openapi/: scaffold the call first`);
    if (values.link && values.link !== 'member-home') throw new ScaffoldError('--link takes member-home');
    writeScreen(project, {
      area: first,
      name: second,
      route: required('route', values.route).replace(/^\//, ''),
      list,
      listPath: listOp.path,
      record: values.record ?? defaultRecord(list),
      primary: required('primary', values.primary),
      secondary: values.secondary,
      prefix: values.prefix ?? defaultPrefix(second),
      title: parseWords('title', values.title),
      empty: parseWords('empty', values.empty),
      link: values.link === 'member-home' ? 'member-home' : undefined,
      action: values.action
        ? {
            operationId: values.action,
            done: required('done', values.done),
            label: parseWords('action-label', values['action-label']),
            doneLabel: parseWords('done-label', values['done-label']),
          }
        : undefined,
    });
  } else {
    throw new ScaffoldError(`unknown kind ${kind}: call or screen`);
  }

  const touched = [...project.touched].sort();
  await formatFiles(root, touched);
  if (!values['no-gen']) {
    execFileSync('npm', ['run', '--silent', 'gen', '--', '--quiet'], { cwd: root, stdio: 'inherit' });
    if (kind === 'call')
      execFileSync('npm', ['run', '--silent', 'contract:docs'], { cwd: root, stdio: 'inherit' });
  }
  console.log(`new ${kind}: wrote\n${touched.map((file) => `  ${file}`).join('\n')}`);
  if (kind === 'call' && !values['no-gen']) console.log('  docs/contract.md (contract:docs)');
  return touched;
}

/** Formats the files as `npm run format` would. */
async function formatFiles(root: string, files: string[]): Promise<void> {
  for (const file of files) {
    const path = join(root, file);
    const text = readFileSync(path, 'utf8');
    const formatted = await formatText(path, text);
    if (formatted !== text) writeFileSync(path, formatted);
  }
}
