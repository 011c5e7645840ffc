import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { contractOperations } from '../contract/lib/coverage.mjs';
import { parseFields, parseSet, writeCall } from './call';
import { Project, ScaffoldError } from './edit';
import { defaultPrefix, defaultRecord, parseWords, writeScreen } from './screen';

// npm run new: the project's scaffold (docs/architecture.md, "Where new things go"). Written here rather than
// with plop or hygen: what it does is edit the contract's YAML (with `yaml`, which keeps its comments) and add
// lines at known places of existing files, which a template runner does not help with, and its templates are
// typed template literals checked by the scaffold's own check (scripts/new/check.ts).

const USAGE = `npm run new -- call <tag> <operationId> --path /wps/<path> --area <area>
    --list <Record> --fields title:string,read:boolean,createdAt:time     a GET list of the player's records
    --action <Record> --set read=true                                     a POST { id } changing one of them
    [--summary <text>] [--description <what the backend must confirm>]
  field types: string, integer, int64, number, boolean, time (epoch ms)

npm run new -- screen <area> <name> --route member/<path> --list <listOperationId> --primary <field>
    --title "English|Filipino|中文" --empty "English|Filipino|中文"
    [--secondary <field>] [--record <Record>] [--prefix <string key prefix>] [--link member-home]
    [--action <operationId> --done <boolean field> --action-label "…|…|…" --done-label "…|…|…"]

Both write and wire every piece, format them and run npm run gen (and contract:docs); --no-gen skips that.`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
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
  },
});

const required = (name: string, value: string | undefined): string => {
  if (!value) throw new ScaffoldError(`--${name} is required`);
  return value;
};

function main(): void {
  const [kind, first, second] = positionals;
  if (values.help || !kind || !first || !second) {
    console.log(USAGE);
    process.exitCode = values.help ? 0 : 1;
    return;
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
  const bin = (name: string) => join(root, 'node_modules/.bin', name);
  execFileSync(bin('prettier'), ['--write', '--log-level', 'warn', ...touched], {
    cwd: root,
    stdio: 'inherit',
  });
  if (!values['no-gen']) {
    execFileSync('npm', ['run', '--silent', 'gen', '--', '--quiet'], { cwd: root, stdio: 'inherit' });
    if (kind === 'call')
      execFileSync('npm', ['run', '--silent', 'contract:docs'], { cwd: root, stdio: 'inherit' });
  }
  console.log(`new ${kind}: wrote\n${touched.map((file) => `  ${file}`).join('\n')}`);
  if (kind === 'call' && !values['no-gen']) console.log('  docs/contract.md (contract:docs)');
}

try {
  main();
} catch (error) {
  if (!(error instanceof ScaffoldError)) throw error;
  console.error(`new: ${error.message}`);
  process.exitCode = 1;
}
