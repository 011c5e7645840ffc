import { parse, stringify } from 'yaml';
import { camel, kebab, pascal, plural, Project, ScaffoldError } from './edit';

// `npm run new -- call …`: one new call of the wps contract, wired end to end. A list call (GET, the signed-in
// player's records) writes the contract entry and its schemas, the fake backend's collection (its schema is the
// generated zod of the contract's record, plus the owner) with seeded records, the typed handler, the contract
// test example and the door's exports. An action call (POST { id }, one record changed and answered) adds the
// same pieces for a collection a list call made. `npm run gen` and `npm run contract:docs` do the rest (the
// generated client, the operation table, docs/contract.md).

export const FIELD_TYPES = ['string', 'integer', 'int64', 'number', 'boolean', 'time'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];
export interface Field {
  name: string;
  type: FieldType;
}

export interface CallOptions {
  tag: string;
  operationId: string;
  path: string;
  /** The record's schema name (Notification). */
  record: string;
  kind: 'list' | 'action';
  /** The member area whose door exports the call (src/api/areas/<area>.ts). */
  area: string;
  /** Besides `id`, the record's fields (list calls). */
  fields?: Field[];
  /** What an action sets on the record: field → JSON value. */
  set?: Record<string, unknown>;
  summary?: string;
  /** What the backend team must confirm (the call is x-designed). */
  description?: string;
}

export function parseFields(text: string): Field[] {
  return text
    .split(',')
    .filter(Boolean)
    .map((part) => {
      const [name, type = 'string'] = part.split(':').map((s) => s.trim());
      if (!/^[a-z][A-Za-z0-9]*$/.test(name)) throw new ScaffoldError(`field name ${name} is not camelCase`);
      if (!FIELD_TYPES.includes(type as FieldType)) {
        throw new ScaffoldError(`field ${name}: type ${type} is not one of ${FIELD_TYPES.join(', ')}`);
      }
      return { name, type: type as FieldType };
    });
}

export function parseSet(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const part of text.split(',').filter(Boolean)) {
    const [name, value] = part.split('=');
    try {
      out[name.trim()] = JSON.parse(value);
    } catch {
      throw new ScaffoldError(`--set ${part}: the value must be JSON (true, 1, "text")`);
    }
  }
  return out;
}

const REF = (file: string, path: string) =>
  `${file}#/paths/${path.replaceAll('~', '~0').replaceAll('/', '~1')}`;
const COMMON = '../common.yaml#/components';
const HEADERS = [{ $ref: `${COMMON}/parameters/Language` }, { $ref: `${COMMON}/parameters/Merchant` }];

function fieldSchema({ name, type }: Field): Record<string, unknown> {
  switch (type) {
    case 'string':
      return { type: 'string', example: `${name} text` };
    case 'integer':
      return { type: 'integer', format: 'int32', minimum: 0, example: 1 };
    case 'int64':
      return { type: 'integer', format: 'int64', minimum: 0, example: 1 };
    case 'time':
      return {
        type: 'integer',
        format: 'int64',
        minimum: 0,
        maximum: 253402300799999,
        description: 'Epoch ms.',
        example: 1771041600000,
      };
    case 'number':
      return { type: 'number', minimum: 0, example: 10 };
    case 'boolean':
      return { type: 'boolean', example: false };
  }
}

const idSchema = { type: 'integer', format: 'int64', minimum: 1, example: 1 };

const tagFile = (tag: string) => `openapi/wps/${tag}.yaml`;

/** A YAML block of `key: value` at an indent, as the contract's files write it (block style). */
function yamlBlock(key: string, value: unknown, indent: number): string {
  const text = stringify({ [key]: value }, { lineWidth: 100, singleQuote: true });
  return text
    .trimEnd()
    .split('\n')
    .map((line) => (line ? ' '.repeat(indent) + line : line))
    .join('\n');
}

/**
 * Adds lines at the end of a YAML block (the lines after `header` indented deeper than it), before the blank
 * lines that end it. The text is edited, not parsed and printed again: a round trip through a YAML printer
 * would fold every long description of the file anew.
 */
function appendToBlock(
  file: string,
  text: string,
  header: RegExp,
  after: RegExp | null,
  lines: string,
): string {
  const all = text.split('\n');
  let from = 0;
  if (after) {
    from = all.findIndex((line) => after.test(line));
    if (from < 0) throw new ScaffoldError(`${file}: no ${after.source}`);
  }
  const start = all.findIndex((line, i) => i >= from && header.test(line));
  if (start < 0) throw new ScaffoldError(`${file}: no ${header.source}`);
  const indent = /^ */.exec(all[start])![0].length;
  let end = start + 1;
  while (end < all.length && (all[end].trim() === '' || /^ */.exec(all[end])![0].length > indent)) end++;
  while (end > start + 1 && all[end - 1].trim() === '') end--;
  all.splice(end, 0, ...lines.split('\n'));
  return all.join('\n');
}

const words = (record: string) =>
  plural(record)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();

/** The contract: the operation in openapi/wps/<tag>.yaml (with its schemas) and its path and tag in wps.yaml. */
function writeContract(project: Project, o: CallOptions): void {
  if (o.path.includes('{'))
    throw new ScaffoldError('a path with {parameters} is not scaffolded; write it by hand');
  const file = tagFile(o.tag);
  const existing = project.has(file) ? (parse(project.read(file)) ?? {}) : null;
  if (existing?.paths?.[o.path]) {
    throw new ScaffoldError(
      `${file} already has the path ${o.path}: add the method by hand, or pick another path`,
    );
  }
  const have = (name: string) => Boolean(existing?.components?.schemas?.[name]);
  const schemas = (name: string) => `#/components/schemas/${name}`;
  const common = {
    operationId: o.operationId,
    tags: [o.tag],
    summary:
      o.summary ??
      `${o.kind === 'list' ? "The signed-in player's" : "Changes one of the signed-in player's"} ${words(o.record)}`,
    description: o.description ?? 'Path, payload and response designed; confirm them with the backend team.',
    'x-designed': true,
    security: [{ bearerAuth: [] }],
    parameters: HEADERS,
  };
  const errors = {
    '400': { $ref: `${COMMON}/responses/BadRequest` },
    '401': { $ref: `${COMMON}/responses/Unauthorized` },
    default: { $ref: `${COMMON}/responses/Error` },
  };
  const json = (ref: string) => ({ 'application/json': { schema: { $ref: schemas(ref) } } });
  const newSchemas: Record<string, unknown> = {};
  let operation: Record<string, unknown>;
  if (o.kind === 'list') {
    if (have(o.record)) throw new ScaffoldError(`${file} already has the schema ${o.record}`);
    const fields = (o.fields ?? []).filter((f) => f.name !== 'id');
    newSchemas[o.record] = {
      type: 'object',
      required: ['id', ...fields.map((f) => f.name)],
      properties: { id: idSchema, ...Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f)])) },
    };
    newSchemas[`${o.record}List`] = {
      type: 'object',
      required: ['list'],
      properties: { list: { type: 'array', items: { $ref: schemas(o.record) } } },
    };
    operation = {
      ...common,
      responses: {
        '200': {
          description: `The signed-in player's ${words(o.record)}; an empty list when there are none.`,
          content: json(`${o.record}List`),
        },
        ...errors,
      },
    };
  } else {
    if (!have(o.record))
      throw new ScaffoldError(`${file} has no schema ${o.record}: scaffold its list call first`);
    const body = `${pascal(o.operationId)}Request`;
    newSchemas[body] = { type: 'object', required: ['id'], properties: { id: idSchema } };
    const sets = Object.entries(o.set ?? {})
      .map(([field, value]) => `${field} to ${JSON.stringify(value)}`)
      .join(' and ');
    operation = {
      ...common,
      // What `contract:check --writes` says before it calls this once as the team's test player.
      'x-changes': `sets ${sets} on one of the test player's ${words(o.record)}`,
      requestBody: { required: true, content: json(body) },
      responses: {
        '200': {
          description: `The ${words(o.record).replace(/s$/, '')} as it now is.`,
          content: json(o.record),
        },
        // Declared, so a checker tells a missing record from a missing route (the handler answers it).
        '404': {
          description: `No such ${words(o.record).replace(/s$/, '')} for this account (RECORD_NOT_FOUND).`,
          content: { 'application/json': { schema: { $ref: `${COMMON}/schemas/ErrorEnvelope` } } },
        },
        ...errors,
      },
    };
  }
  const pathItem = yamlBlock(o.path, { [o.kind === 'list' ? 'get' : 'post']: operation }, 2);
  const schemaLines = Object.entries(newSchemas)
    .map(([name, schema]) => yamlBlock(name, schema, 4))
    .join('\n');
  if (!existing) {
    project.create(
      file,
      `# Part of openapi/wps.yaml, which lists every path: the operations tagged ${o.tag} and their schemas.\n` +
        `paths:\n${pathItem}\n\ncomponents:\n  schemas:\n${schemaLines}\n`,
    );
  } else {
    let text = appendToBlock(file, project.read(file), /^paths:/, null, pathItem);
    text = appendToBlock(file, text, /^ {2}schemas:/, /^components:/, schemaLines);
    project.write(file, text);
  }

  // The root lists the tag and every path, each pointing into the tag's file.
  const rootFile = 'openapi/wps.yaml';
  const root = parse(project.read(rootFile));
  let text = project.read(rootFile);
  const newTag = !(root.tags ?? []).some((t: { name?: string }) => t.name === o.tag);
  if (newTag) {
    const tag = `  - name: ${o.tag}\n    description: The signed-in player's ${words(o.record)}.`;
    text = appendToBlock(rootFile, text, /^tags:/, null, tag);
  }
  if (root.paths?.[o.path]) throw new ScaffoldError(`${rootFile} already lists ${o.path}`);
  const ref = `  ${o.path}:\n    $ref: '${REF(`./wps/${o.tag}.yaml`, o.path)}'`;
  const section = `\n  # ------------------------------------------------------------------ ${o.tag}\n`;
  const pathsText = text.slice(text.search(/^paths:/m));
  text = appendToBlock(
    rootFile,
    text,
    /^paths:/,
    null,
    (pathsText.includes(`./wps/${o.tag}.yaml`) ? '' : section) + ref,
  );
  project.write(rootFile, text);
}

const dbFile = (o: CallOptions) => `mock/db/${kebab(plural(o.record))}.ts`;
const handlerFile = (o: CallOptions) => `mock/handlers/${kebab(o.tag)}.ts`;
const zodModule = (o: CallOptions) => `../../src/api/generated/wps-zod/${kebab(o.tag)}/${kebab(o.tag)}.zod`;

function sampleValue(field: Field, n: number): string {
  switch (field.type) {
    case 'string':
      return `'${field.name.charAt(0).toUpperCase()}${field.name.slice(1)} ${n}'`;
    case 'integer':
    case 'int64':
      return String(n);
    case 'time':
      return `now - ${n} * HOUR`;
    case 'number':
      return String(n * 10);
    case 'boolean':
      return 'false';
  }
}

/** The fake backend's collection of the records, its seed, and the reads and the change the handlers use. */
function writeCollection(project: Project, o: CallOptions): void {
  const records = plural(o.record);
  const collection = camel(records);
  const fields = (o.fields ?? []).filter((f) => f.name !== 'id');
  const rows = [1, 2, 3]
    .map(
      (n) =>
        `    { id: nextId('${collection}', 1), playerId: JUAN, ${fields.map((f) => `${f.name}: ${sampleValue(f, n)}`).join(', ')} },`,
    )
    .join('\n');
  const usesHour = fields.some((f) => f.type === 'time');
  project.create(
    dbFile(o),
    `import { Collection } from '@msw/data';
import { z } from 'zod';
import { ${o.operationId}Response } from '${zodModule(o)}';
import { refuse } from '../lib/respond';
import { nextId, register } from './store';

// The players' ${records} (${o.operationId}). A stored record is the contract's record and its owner: the
// schema is the generated zod of the contract, so a field added in openapi/ is stored without a change here.

export const stored${o.record} = ${o.operationId}Response.shape.list.element.extend({ playerId: z.string() });
export type Stored${o.record} = z.infer<typeof stored${o.record}>;

export const ${collection} = register('${collection}', new Collection({ schema: stored${o.record} }));

const JUAN = '10000001';
${usesHour ? 'const HOUR = 3_600_000;\n' : ''}
/** The seed: three records of juan2026, the player the examples, tests and demos sign in as. */
export async function seed${pascal(records)}(${usesHour ? 'now: number' : '_now: number'}): Promise<void> {
  const seeded: Stored${o.record}[] = [
${rows}
  ];
  for (const record of seeded) await ${collection}.create(record);
}

/** A player's ${records}, in the order they were made. */
export const ${camel(records)}Of = (playerId: string): Stored${o.record}[] =>
  ${collection}.findMany((q) => q.where({ playerId })).sort((a, b) => a.id - b.id);

/** Changes one of a player's ${records}; another player's or a missing one answers RECORD_NOT_FOUND. */
export async function update${o.record}(
  playerId: string,
  id: number,
  change: (record: Stored${o.record}) => void,
): Promise<Stored${o.record}> {
  if (!${collection}.findFirst((q) => q.where({ id, playerId }))) {
    return refuse('RECORD_NOT_FOUND', 'No such record for this account', 404);
  }
  const updated = await ${collection}.update((q) => q.where({ id, playerId }), { data: change });
  return updated!;
}
`,
  );
  project.addImport('mock/db/world.ts', `import { seed${pascal(records)} } from './${kebab(records)}';`);
  project.insertBefore(
    'mock/db/world.ts',
    '\n}\n',
    `\n  await seed${pascal(records)}(now);`,
    'async function seed(',
  );
}

/** The typed handler (openapi-msw): the file of the tag, created and listed in mock/handlers/index.ts if new. */
function writeHandler(project: Project, o: CallOptions): void {
  const file = handlerFile(o);
  const records = plural(o.record);
  const list = `${camel(o.tag)}Handlers`;
  const handler =
    o.kind === 'list'
      ? `  http.get('${o.path}', ({ request, response }) =>
    asPlayer(request, async (player) => {
      parseHeaders(${o.operationId}Header, request);
      // Parsed with the contract's schema: the stored owner is not part of the answer.
      return response(200).json(${o.operationId}Response.parse({ list: ${camel(records)}Of(player.id) }));
    }),
  ),
`
      : `  http.post('${o.path}', ({ request, response }) =>
    asPlayer(request, async (player) => {
      parseHeaders(${o.operationId}Header, request);
      const { id } = parse(${o.operationId}Body, await jsonBody(request));
      const record = await update${o.record}(player.id, id, (r) => {
${Object.entries(o.set ?? {})
  .map(([k, v]) => `        r.${k} = ${JSON.stringify(v)};`)
  .join('\n')}
      });
      return response(200).json(${o.operationId}Response.parse(record));
    }),
  ),
`;
  const zodNames =
    o.kind === 'list'
      ? [`${o.operationId}Header`, `${o.operationId}Response`]
      : [`${o.operationId}Body`, `${o.operationId}Header`, `${o.operationId}Response`];
  const dbNames = o.kind === 'list' ? [`${camel(records)}Of`] : [`update${o.record}`];
  const validate = o.kind === 'list' ? ['parseHeaders'] : ['jsonBody', 'parse', 'parseHeaders'];
  if (!project.has(file)) {
    project.create(
      file,
      `import { ${zodNames.join(', ')} } from '${zodModule(o)}';
import { ${dbNames.join(', ')} } from '../db/${kebab(records)}';
import { ${validate.join(', ')} } from '../lib/validate';
import { asPlayer } from './guard';
import { http } from './http';

export const ${list} = [
${handler}];
`,
    );
    project.addImport('mock/handlers/index.ts', `import { ${list} } from './${kebab(o.tag)}';`);
    project.insertBefore('mock/handlers/index.ts', '];', `  ...${list},\n`, 'export const apiHandlers = [');
    return;
  }
  // The tag's file exists: one import line per module, each name added where the file does not have it yet.
  let source = project.read(file);
  const importNames = (module: string, names: string[]) => {
    const pattern = new RegExp(
      `import \\{([^}]*)\\} from '${module.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}';`,
    );
    const found = pattern.exec(source);
    if (found) {
      const have = found[1]
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const all = [...new Set([...have, ...names])].sort();
      source = source.replace(pattern, `import { ${all.join(', ')} } from '${module}';`);
    } else {
      source = `import { ${names.join(', ')} } from '${module}';\n${source}`;
    }
  };
  importNames(zodModule(o), zodNames);
  importNames(`../db/${kebab(records)}`, dbNames);
  importNames('../lib/validate', validate);
  project.write(file, source);
  project.insertBefore(file, '];', handler, `export const ${list} = [`);
}

function writeExample(project: Project, o: CallOptions): void {
  const file = 'tests/contract/examples.ts';
  const example = o.kind === 'list' ? '{}' : '{ data: { id: 1 } }';
  project.insertBefore(file, '\n};\n', `\n  ${o.operationId}: ${example},`, 'export const examples');
}

/** The area's door: the hook or function, its query key and the record's types. */
function writeDoor(project: Project, o: CallOptions): void {
  const file = `src/api/areas/${o.area}.ts`;
  const generated = `../generated/wps/${kebab(o.tag)}/${kebab(o.tag)}`;
  const names =
    o.kind === 'list'
      ? [`get${pascal(o.operationId)}QueryKey`, `use${pascal(o.operationId)}`]
      : [o.operationId];
  const types = o.kind === 'list' ? [o.record, `${o.record}List`] : [`${pascal(o.operationId)}Request`];
  const lines = `export { ${names.join(', ')} } from '${generated}';\nexport type { ${types.join(', ')} } from '../generated/wps/wps.schemas';\n`;
  if (!project.has(file)) {
    project.create(
      file,
      `// The ${o.area} area's calls and types, imported as '@/api/areas/${o.area}' (each member area has its own door,\n// so none of them weighs on the first page).\n${lines}`,
    );
    return;
  }
  project.write(file, `${project.read(file).trimEnd()}\n${lines}`);
}

export function writeCall(project: Project, o: CallOptions): void {
  if (!/^[a-z][A-Za-z0-9]*$/.test(o.operationId)) throw new ScaffoldError('operationId must be camelCase');
  if (!/^[a-z][A-Za-z0-9]*$/.test(o.tag)) throw new ScaffoldError('tag must be camelCase');
  if (!/^[A-Z][A-Za-z0-9]*$/.test(o.record)) throw new ScaffoldError('the record name must be PascalCase');
  if (!/^[a-z][a-z0-9-]*$/.test(o.area)) throw new ScaffoldError('area must be kebab-case');
  if (!o.path.startsWith('/wps/')) throw new ScaffoldError('the path of a wps call starts with /wps/');
  if (o.kind === 'action' && Object.keys(o.set ?? {}).length === 0) {
    throw new ScaffoldError('an action says what it changes: --set field=value');
  }
  if (o.kind === 'action' && !project.has(dbFile(o))) {
    throw new ScaffoldError(`${dbFile(o)} does not exist: scaffold the list call of ${o.record} first`);
  }
  writeContract(project, o);
  if (o.kind === 'list') writeCollection(project, o);
  writeHandler(project, o);
  writeExample(project, o);
  writeDoor(project, o);
}
