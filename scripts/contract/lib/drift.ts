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

function expectedOf(issue: Issue, received: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      return received === undefined ? `${issue.expected} (required)` : issue.expected;
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
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const closest = [...issue.errors].sort((a, b) => mismatch(a) - mismatch(b))[0];
      out.push(...flatten(closest, path));
    } else out.push({ issue, path });
  }
  return out;
}

/** Drift lines for a body that failed its schema; repeats across array items are folded into one line. */
export function driftsFromIssues(issues: readonly Issue[], body: unknown): Drift[] {
  const groups = new Map<string, { drift: Drift; count: number }>();
  for (const { issue, path } of flatten(issues)) {
    const received = valueAt(body, path);
    const drift = {
      field: formatPath(path),
      expected: expectedOf(issue, received),
      received: describeValue(received),
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
  return result.success ? [] : driftsFromIssues(result.error.issues, body);
}
