import type { RunningBackend } from './fake-backend';
import type { SchemaTable } from './schemas';
import type { LoadedSpecs, OpenApiDoc } from './spec';

// The contract commands (check, fuzz, proxy) are one implementation run from two places: this repository's
// `npm run contract:*` scripts, which read openapi/ and the generated schemas and can start the fake backend,
// and the `lotto-contract` package a backend team installs, which carries the contract and the schemas inside
// and always checks the team's own server. A Kit is what differs between the two.

export type CommandName = 'check' | 'fuzz' | 'proxy';

export interface Kit {
  /** How a reader runs a command here: `npx lotto-contract check` or `npm run contract:check --`. */
  invocation: (command: CommandName) => string;
  /** `wps 2.0.0, lgw 1.0.0`. */
  versions: () => string;
  specs: () => LoadedSpecs;
  schemas: () => Promise<SchemaTable>;
  /** Both APIs as the one document Prism takes. */
  prismDocument: () => OpenApiDoc;
  /** Prism's CLI entry to run with this Node, or why it cannot be run. */
  prismCli: () => { cli: string } | { missing: string };
  /** The fake backend to run against without --base-url (this repository only). */
  fakeBackend?: () => Promise<RunningBackend>;
  /** The fake backend's seeded test player. */
  fakePlayer?: { username: string; password: string };
}
