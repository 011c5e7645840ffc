import type { z } from 'zod';

// Turns zod issues into lines a backend engineer can act on: which field, what the contract expects, what the
// server sent. zod's own messages say "received undefined"; here the received value is read from the body.

export interface Drift {
  /** `todayGames[3].gameType`, `(status)`, `(body)`. */
  field: string;
  expected: string;
  received: string;
}

type Issue = z.core.$ZodIssue;
type PathKey = PropertyKey;

export function formatPath(path: readonly PathKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out || '(body)';
}

function valueAt(data: unknown, path: readonly PathKey[]): unknown {
  let at = data;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

const clip = (text: string, max = 48) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A short, typed rendering of a received value: `string "12.5"`, `number 3`, `missing`. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `array(${value.length})`;
  if (typeof value === 'object') return clip(`object {${Object.keys(value).join(', ')}}`);
  if (typeof value === 'string') return `string ${clip(JSON.stringify(value))}`;
  return `${typeof value} ${String(value)}`;
}

/** zod's own description of a schema node: `def.type` names the kind, the other keys its parts. */
interface Def {
  type?: string;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
}
const defOf = (schema: unknown): Def => (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def ?? {};
const WRAPPERS = new Set(['optional', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** Whether the schema takes null (`.nullable()`, under any optional or default around it). */
function takesNull(schema: unknown): boolean {
  for (let at = schema, depth = 0; at && depth < 10; depth += 1) {
    const def = defOf(at);
    if (def.type === 'nullable' || def.type === 'null') return true;
    if (def.type === 'union') return (def.options ?? []).some(takesNull);
    at = def.type && WRAPPERS.has(def.type) ? def.innerType : def.type === 'pipe' ? def.in : undefined;
  }
  return false;
}

/** The schema of the value at `path` (the first union branch that has it), or undefined. */
function schemaAt(schema: unknown, path: readonly PathKey[]): unknown {
  let at = schema;
  for (const key of path) {
    for (let depth = 0; depth < 10; depth += 1) {
      const def = defOf(at);
      if (def.type && (WRAPPERS.has(def.type) || def.type === 'nullable')) at = def.innerType;
      else if (def.type === 'pipe') at = def.in;
      else break;
    }
    const def = defOf(at);
    if (def.type === 'object') at = def.shape?.[String(key)];
    else if (def.type === 'array') at = def.element;
    else if (def.type === 'union')
      at = (def.options ?? []).map((option) => schemaAt(option, [key])).find((found) => found !== undefined);
    else return undefined;
    if (at === undefined) return undefined;
  }
  return at;
}

/** How far apart two names are (Levenshtein), after case, `_` and `-` are set aside. */
function distance(a: string, b: string): number {
  const x = a.toLowerCase().replace(/[_-]/g, '');
  const y = b.toLowerCase().replace(/[_-]/g, '');
  let row = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i += 1) {
    const next = [i];
    for (let j = 1; j <= y.length; j += 1)
      next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1));
    row = next;
  }
  return row[y.length];
}

/**
 * A field of the same object whose name is close to a missing one (`total_elements` for `totalElements`,
 * `sumbalance` for `sumBalance`): most often the server renamed it.
 */
export function nearName(missing: string, present: readonly string[]): string | undefined {
  // Short names are all near each other (`t` and `k`): only a name of some length has a telling neighbour.
  if (missing.length < 4) return undefined;
  const limit = missing.length <= 6 ? 1 : 2;
  return present
    .filter((name) => name !== missing)
    .map((name) => ({ name, d: distance(name, missing) }))
    .filter(({ d }) => d <= limit)
    .sort((a, b) => a.d - b.d)[0]?.name;
}

function expectedOf(issue: Issue, received: unknown, nullable = false): string {
  switch (issue.code) {
    case 'invalid_type': {
      const type = nullable ? `${issue.expected} or null` : issue.expected;
      return received === undefined ? `${type} (required)` : type;
    }
    case 'invalid_value':
      return issue.values.map((v) => JSON.stringify(v)).join(' | ');
    case 'invalid_format':
      return issue.format === 'regex' && 'pattern' in issue
        ? `string matching ${issue.pattern}`
        : issue.format;
    case 'too_small':
      return `${issue.origin} ${issue.inclusive ? '>=' : '>'} ${String(issue.minimum)}`;
    case 'too_big':
      return `${issue.origin} ${issue.inclusive ? '<=' : '<'} ${String(issue.maximum)}`;
    case 'invalid_union':
      if ('options' in issue && Array.isArray(issue.options))
        return issue.options.map((v) => JSON.stringify(v)).join(' | ');
      return 'one of the variants';
    default:
      return issue.message;
  }
}

/** How far a union variant is from the body; a wrong literal (a discriminator) means the wrong variant. */
const mismatch = (issues: readonly Issue[]) =>
  issues.length + issues.filter((i) => i.code === 'invalid_value' && i.values.length === 1).length * 100;

/** The issues of the union variant that came closest, so a near-miss names its real problem. */
function flatten(
  issues: readonly Issue[],
  prefix: readonly PathKey[] = [],
): { issue: Issue; path: PathKey[] }[] {
  const out: { issue: Issue; path: PathKey[] }[] = [];
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    // A union of literals (an integer enum such as a status 1-5): every value it takes, not the first.
    const literals =
      issue.code === 'invalid_union' &&
      issue.errors.length > 0 &&
      issue.errors.every(
        (branch) => branch.length === 1 && branch[0].code === 'invalid_value' && !branch[0].path.length,
      );
    if (literals) {
      const values = issue.errors.flatMap((branch) => (branch[0] as z.core.$ZodIssueInvalidValue).values);
      out.push({
        issue: { ...(issue.errors[0][0] as z.core.$ZodIssueInvalidValue), values, path: issue.path },
        path,
      });
    } else if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const closest = [...issue.errors].sort((a, b) => mismatch(a) - mismatch(b))[0];
      out.push(...flatten(closest, path));
    } else out.push({ issue, path });
  }
  return out;
}

/**
 * Drift lines for a body that failed its schema; repeats across array items are folded into one line. With the
 * schema, a nullable field says so (`number or null`), and a missing field names a near name the object has.
 */
export function driftsFromIssues(issues: readonly Issue[], body: unknown, schema?: z.ZodType): Drift[] {
  const groups = new Map<string, { drift: Drift; count: number }>();
  for (const { issue, path } of flatten(issues)) {
    const received = valueAt(body, path);
    const nullable =
      schema !== undefined && issue.code === 'invalid_type' && takesNull(schemaAt(schema, path));
    let shown = describeValue(received);
    const name = path[path.length - 1];
    if (received === undefined && issue.code === 'invalid_type' && typeof name === 'string') {
      const parent = valueAt(body, path.slice(0, -1));
      if (parent && typeof parent === 'object' && !Array.isArray(parent)) {
        const near = nearName(name, Object.keys(parent));
        if (near)
          shown = `missing; ${near} is there: ${describeValue((parent as Record<string, unknown>)[near])}`;
      }
    }
    const drift = {
      field: formatPath(path),
      expected: expectedOf(issue, received, nullable),
      received: shown,
    };
    const key = `${formatPath(path.map((k) => (typeof k === 'number' ? 0 : k)))}|${drift.expected}`;
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { drift, count: 1 });
  }
  return [...groups.values()].map(({ drift, count }) =>
    count > 1 ? { ...drift, received: `${drift.received} (and ${count - 1} more items)` } : drift,
  );
}

/** Checks a JSON body against a schema; an empty list means it matches. */
export function validateBody(schema: z.ZodType, body: unknown): Drift[] {
  const result = schema.safeParse(body);
  return result.success ? [] : driftsFromIssues(result.error.issues, body, schema);
}
