import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

// GET /v.json (product spec sections 4 and 7) is a file of the deployment: the app polls it on its own origin
// and offers a reload when the version there changes. A build writes it next to index.html with the id it
// compiles into the app (import.meta.env.VITE_BUILD_ID), so the page and the file always name the same build.

export const VERSION_FILE = 'v.json';

/** The id of this build: BUILD_ID when the deployment gives one, else the package version and the time. */
export function buildId(env: NodeJS.ProcessEnv = process.env, now: Date = new Date()): string {
  const given = env.BUILD_ID?.trim();
  if (given) return given;
  const packageFile = new URL('../../package.json', import.meta.url);
  const { version } = JSON.parse(readFileSync(packageFile, 'utf8')) as { version: string };
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '.').slice(0, 15);
  return `${version}-${stamp}`;
}

/**
 * The oldest build the deployment lets keep running (MIN_BUILD_ID): pages older than it get an update they
 * cannot put off. Unset: none. An operator may also edit `minVersion` in the deployed v.json directly.
 */
export function minBuildId(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.MIN_BUILD_ID?.trim() || undefined;
}

/** The answer of GET /v.json, as the contract describes it (openapi/wps/app.yaml). */
export const versionFileBody = (id: string, minVersion?: string) =>
  `${JSON.stringify({ value: { version: id, minVersion } })}\n`;

/** Builds only: `npm start` and the unit tests have no build id, and their fake backend answers /v.json. */
export function versionFile(id: string = buildId(), minVersion: string | undefined = minBuildId()): Plugin {
  return {
    name: 'lotto-version-file',
    apply: 'build',
    config: () => ({ define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(id) } }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: VERSION_FILE, source: versionFileBody(id, minVersion) });
    },
  };
}
