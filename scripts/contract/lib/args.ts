import type { OperationEntry } from './spec';

// A small argv reader: the tools take a handful of `--name value` options and `--flag`s, and a typo must
// stop the run instead of being ignored (a CI job with a misspelt --base-url would check the fake backend).

export interface ParsedArgs {
  options: Record<string, string>;
  /** The values of options that may be given more than once (`--header A --header B`), in order. */
  lists: Record<string, string[]>;
  flags: Set<string>;
  positionals: string[];
}

export class UsageError extends Error {}

export function parseArgs(
  argv: string[],
  spec: { options?: string[]; flags?: string[]; repeatable?: string[] },
): ParsedArgs {
  const repeatable = new Set(spec.repeatable ?? []);
  const known = new Set([...(spec.options ?? []), ...repeatable]);
  const knownFlags = new Set(spec.flags ?? []);
  const parsed: ParsedArgs = { options: {}, lists: {}, flags: new Set(), positionals: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (!arg.startsWith('--')) {
      parsed.positionals.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2);
    if (knownFlags.has(name)) parsed.flags.add(name);
    else if (known.has(name)) {
      const value = inline ?? argv[++i];
      if (value === undefined || (inline === undefined && value.startsWith('--')))
        throw new UsageError(`--${name} needs a value`);
      if (repeatable.has(name)) (parsed.lists[name] ??= []).push(value);
      else if (name in parsed.options) throw new UsageError(`--${name} is given twice`);
      else parsed.options[name] = value;
    } else throw new UsageError(`Unknown option --${name}`);
  }
  return parsed;
}

/**
 * What a run against a server (contract:check, contract:fuzz) takes besides its options: no positional
 * arguments, and a test player's --username and --password only together.
 */
export function checkServerRunArgs(args: ParsedArgs): void {
  if (args.positionals.length) throw new UsageError(`Unexpected argument ${args.positionals[0]}`);
  if (Boolean(args.options.username) !== Boolean(args.options.password))
    throw new UsageError('Give --username and --password together');
}

/**
 * The operationIds of an `--only` option (comma-separated; undefined without one). An id the contract does not
 * name stops the run: a misspelt one would otherwise leave that operation out without a word.
 */
export function onlyOperations(
  value: string | undefined,
  operations: readonly OperationEntry[],
): Set<string> | undefined {
  const only = value
    ? new Set(
        value
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      )
    : undefined;
  const known = new Set(operations.map((e) => e.op.operationId));
  for (const id of only ?? [])
    if (!known.has(id)) throw new UsageError(`--only: no operation ${id} in the contract`);
  return only;
}

/**
 * Runs a contract command's `main` and exits with its code: 2 when it could not run at all, with the usage
 * after a wrong option, so a CI log tells a broken invocation from a failed check.
 */
export function runCommand(name: string, main: () => Promise<number>, usage?: string): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof UsageError && usage) console.error(`${name}: ${error.message}\n\n${usage}`);
      else console.error(`${name} could not run:`, error instanceof Error ? error.message : error);
      process.exit(2);
    },
  );
}
