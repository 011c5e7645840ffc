import { readFile, stat } from 'node:fs/promises';
import { http, HttpResponse } from 'msw';
import { SITE_ASSETS } from './page';

// The site's browser code (client/*.ts) for the Node runners (mock:server, and tests that add these handlers):
// each module is transpiled on request with the TypeScript compiler the project already has, so the fake site
// needs no build step. Relative imports ('./rules') stay relative, so the browser asks for them here too.
// The browser runner never asks: the dev server compiles the same files (see dev-frame.ts).

const CLIENT_DIR = new URL('./client/', import.meta.url);
const MODULE_NAME = /^[a-z][a-z0-9-]*$/;
const cache = new Map<string, { mtimeMs: number; code: string }>();

/** The compiled module, or null when client/ has no such module (a test file's name never matches). */
export async function clientModule(name: string): Promise<string | null> {
  if (!MODULE_NAME.test(name)) return null;
  const file = new URL(`${name}.ts`, CLIENT_DIR);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;
  const hit = cache.get(name);
  if (hit && hit.mtimeMs === info.mtimeMs) return hit.code;
  // The compiler (9 MB of JavaScript) loads on the first request for a site module, not at every server's
  // start: most runs (contract checks, most browser tests) never open the fake lottery site.
  const { default: ts } = await import('typescript');
  const { outputText } = ts.transpileModule(await readFile(file, 'utf8'), {
    fileName: `${name}.ts`,
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      isolatedModules: true,
      verbatimModuleSyntax: true,
    },
  });
  cache.set(name, { mtimeMs: info.mtimeMs, code: outputText });
  return outputText;
}

export const siteScriptHandlers = [
  http.get(`*${SITE_ASSETS}:module`, async ({ params }) => {
    const name = String(params.module).replace(/\.js$/, '');
    const code = await clientModule(name);
    // Not a module of the site (the style sheet, say): let the next handler answer.
    if (code === null) return undefined;
    return new HttpResponse(code, {
      headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
    });
  }),
];
