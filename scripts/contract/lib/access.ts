import { readFileSync } from 'node:fs';
import { checkServerRunArgs, parseArgs, UsageError, type ParsedArgs } from './args';
import type { RequestValue } from './fuzz-request';
import type { OperationEntry } from './spec';

// How a run against a server gets in and what it sends: a test player's login, or a token from the team's own
// test set-up (a player behind a captcha or an SMS code cannot log in by password), extra headers and a cookie
// (a gateway's API key, a staging cookie), and request values the contract's examples cannot know (ids of
// the team's own channels and cards, the test player's payment password).

export interface Access {
  username?: string;
  password?: string;
  /** A bearer token to call the protected operations with; no login when given. */
  token?: string;
  /** Sent with every call (the --header and --cookie options). */
  headers: Record<string, string>;
}

export const ACCESS_OPTIONS = ['username', 'password', 'token', 'cookie', 'values'];
export const ACCESS_LISTS = ['header'];

export const ACCESS_USAGE = `  --username U       test player for the protected operations (logged in as the app does)
  --password P       its password
  --token T          a bearer token of the test player instead (no login: for a player behind a captcha or
                     an SMS code); Authorization: Bearer T on every protected call
  --header 'N: v'    a header sent with every call (repeatable): a gateway key, a staging switch
  --cookie 'a=b'     a Cookie header sent with every call
  --values FILE      request values the contract cannot know (JSON: ids, the payment password; see the docs)`;

/** Reads the access options; a half-given login or a login beside a token stops the run. */
export function accessFromArgs(args: ParsedArgs): Access {
  const o = args.options;
  if (Boolean(o.username) !== Boolean(o.password))
    throw new UsageError('Give --username and --password together');
  if (o.token !== undefined && o.username)
    throw new UsageError('Give either --token or --username and --password, not both');
  if (o.token !== undefined && !o.token.trim()) throw new UsageError('--token is empty');
  const headers: Record<string, string> = {};
  for (const line of args.lists.header ?? []) {
    const colon = line.indexOf(':');
    const name = colon > 0 ? line.slice(0, colon).trim() : '';
    // A header name is an RFC 9110 token: a typo such as a space would otherwise fail inside fetch.
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name))
      throw new UsageError(`--header takes 'Name: value', got '${line}'`);
    headers[name] = line.slice(colon + 1).trim();
  }
  if (o.cookie !== undefined) headers.Cookie = o.cookie;
  return { username: o.username, password: o.password, token: o.token, headers };
}

/** Whether the run can call protected operations at all. */
export const hasPlayer = (access: Access) => Boolean(access.token || access.username);

// ------------------------------------------------------------------------------------------ request values

/**
 * What a team tells the tools in a `--values` file: a value for every parameter or body field of that name
 * (`"channelId": 21`), or, under an operationId, parts of that operation's request
 * (`"withdraw": {"body": {"amount": 100}}`), which win over the former.
 */
export interface Values {
  fields: Record<string, unknown>;
  operations: Record<string, Partial<RequestValue>>;
}

const PARTS = ['path', 'query', 'header', 'body'];

export function readValues(path: string | undefined, operations: readonly OperationEntry[]): Values {
  const values: Values = { fields: {}, operations: {} };
  if (!path) return values;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new UsageError(`--values ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new UsageError(`--values ${path}: expected a JSON object`);
  const ids = new Set(operations.map((e) => e.op.operationId));
  for (const [key, value] of Object.entries(parsed)) {
    if (!ids.has(key)) {
      values.fields[key] = value;
      continue;
    }
    const parts = value as Record<string, unknown> | null;
    const wrong =
      parts && typeof parts === 'object' ? Object.keys(parts).filter((k) => !PARTS.includes(k)) : [];
    if (!parts || typeof parts !== 'object' || Array.isArray(parts) || wrong.length)
      throw new UsageError(
        `--values ${path}: "${key}" is an operation; give it an object with ${PARTS.join(', ')} (got ${wrong.join(', ') || JSON.stringify(value)})`,
      );
    values.operations[key] = parts as Partial<RequestValue>;
  }
  return values;
}

/**
 * Ids the server's own answers hold, by field name (`channelId` from the payment channels, `orderNo` from a
 * deposit order), and an item's `id` under the name its array gives it (`bankCards[].id` as `bankCardId` and
 * `cardId`), so that a write names a channel or a card the server knows. The first value of a name wins.
 */
const IDENTIFIER = /^id$|Id$|No$/;

export function harvest(body: unknown, into: Map<string, unknown>): void {
  const keep = (name: string, value: unknown) => {
    if (!into.has(name)) into.set(name, value);
  };
  const walk = (node: unknown, arrayName?: string) => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item, arrayName);
      return;
    }
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (value === null || typeof value !== 'object') {
        // Only names of things (ids, order numbers): an amount or a status from a record is no value to send.
        if (value === null || !IDENTIFIER.test(key)) continue;
        keep(key, value);
        if (key === 'id' && arrayName) {
          const singular = arrayName.replace(/s$/, '');
          keep(`${singular}Id`, value);
          // bankCards[].id is also the `cardId` of the card paths.
          const last = singular.match(/[A-Z][a-z]*$/)?.[0];
          if (last) keep(`${last.toLowerCase()}Id`, value);
        }
      } else walk(value, Array.isArray(value) ? key : undefined);
    }
  };
  walk(body);
}

/** Same kind of value: a harvested number never replaces a string field, or the reverse. */
const sameKind = (a: unknown, b: unknown) => typeof a === typeof b;

/**
 * A request with the known values put in: by name into its path, query and header parameters and the top
 * level of an object body (only where the generated value has the same kind), then the operation's own parts
 * from the values file over everything.
 */
export function withValues(
  entry: OperationEntry,
  value: RequestValue,
  known: { fields: Record<string, unknown> | Map<string, unknown>; strict?: boolean },
  values?: Values,
): RequestValue {
  const lookup = (name: string): { found: boolean; value?: unknown } =>
    known.fields instanceof Map
      ? { found: known.fields.has(name), value: known.fields.get(name) }
      : { found: name in known.fields, value: known.fields[name] };
  // Parameters travel as text whatever their kind; a body field keeps its JSON type.
  const fill = (part: Record<string, unknown> | undefined, checkKind: boolean) => {
    const out = { ...(part ?? {}) };
    for (const name of Object.keys(out)) {
      const hit = lookup(name);
      if (hit.found && (!checkKind || !known.strict || sameKind(out[name], hit.value))) out[name] = hit.value;
    }
    return out;
  };
  const body =
    value.body && typeof value.body === 'object' && !Array.isArray(value.body)
      ? fill(value.body as Record<string, unknown>, true)
      : value.body;
  const given = values?.operations[entry.op.operationId];
  return {
    path: { ...fill(value.path, false), ...given?.path },
    query: { ...fill(value.query, false), ...given?.query },
    header: { ...fill(value.header, false), ...given?.header },
    ...('body' in value || given?.body !== undefined
      ? {
          body:
            given?.body && typeof given.body === 'object' && body && typeof body === 'object'
              ? { ...(body as object), ...(given.body as object) }
              : (given?.body ?? body),
        }
      : {}),
  };
}

/**
 * The arguments of a command that runs against a server (check, fuzz): its own options and flags plus the
 * ways in and --allow-missing, checked. Undefined once --help has printed `usage`.
 */
export function serverRunArgs(
  argv: string[],
  own: { options: string[]; flags: string[] },
  usage: () => string,
): { args: ParsedArgs; access: Access; allowMissing: boolean } | undefined {
  const args = parseArgs(argv, {
    options: [...own.options, ...ACCESS_OPTIONS],
    repeatable: ACCESS_LISTS,
    flags: [...own.flags, 'allow-missing', 'help'],
  });
  if (args.flags.has('help')) {
    console.info(usage());
    return undefined;
  }
  checkServerRunArgs(args);
  return { args, access: accessFromArgs(args), allowMissing: args.flags.has('allow-missing') };
}
