import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { docIsCurrent } from './lib/docs-tables';
import { packageBin, root } from './lib/paths';
import { APIS, loadSpecs, workingTree, type OpenApiDoc } from './lib/spec';
import { runCommand } from './lib/args';

// contract:lint: Spectral with our ruleset (.spectral.yaml) on each spec, then what Spectral cannot see
// from inside one file: the files of a split spec accounted for, operationIds unique across both specs
// (they name the generated hooks and schemas), and docs/contract.md in step with the specs.

function spectral(): boolean {
  // Not openapi/wps/*.yaml: on its own a tag file is no OpenAPI document (and lacks the other tags' encrypted
  // calls); Spectral lints it through wps.yaml's refs and reports problems at their line in that file.
  const files = ['openapi/wps.yaml', 'openapi/lgw.yaml', 'openapi/common.yaml'];
  console.info(`contract:lint: Spectral (.spectral.yaml) on ${files.join(', ')}`);
  const result = spawnSync(
    process.execPath,
    [
      packageBin('@stoplight/spectral-cli', 'spectral'),
      'lint',
      ...files,
      '--ruleset',
      join(root, '.spectral.yaml'),
      '--fail-severity',
      'error',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  return result.status === 0;
}

function collectRefs(node: unknown, refs: Set<string>): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => collectRefs(item, refs));
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') refs.add(value);
      else collectRefs(value, refs);
    }
  return refs;
}

/**
 * The files of openapi/<api>/ against their root. Spectral lints the root with its refs followed, so it never
 * sees a path written in a tag file that the root does not list (the coverage check, which reads every file
 * under openapi/, would count it all the same), nor a component nothing refers to: its oas3-unused-component
 * warning covers the root file's own components only, so the same warning is given here.
 */
function splitFilesAccountedFor(): boolean {
  const problems: string[] = [];
  const specs = loadSpecs();
  for (const api of APIS) {
    const dir = join(root, 'openapi', api);
    if (!existsSync(dir)) continue;
    const rootPaths = (parse(workingTree(`${api}.yaml`)!) as OpenApiDoc).paths ?? {};
    const used = collectRefs(specs.docs[api], new Set());
    const names = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f));
    for (const name of names.sort()) {
      const file = `${api}/${name}`;
      const part = (parse(workingTree(file)!) ?? {}) as Partial<OpenApiDoc>;
      for (const path of Object.keys(part.paths ?? {})) {
        const pointer = `/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        const ref = (rootPaths[path] as { $ref?: string } | undefined)?.$ref ?? '';
        const [target, fragment = ''] = ref.split('#');
        if (target.replace(/^\.\//, '') !== file || decodeURIComponent(fragment) !== pointer)
          problems.push(
            `openapi/${file} writes ${path}, but openapi/${api}.yaml does not list it from there`,
          );
      }
      for (const [kind, entries] of Object.entries(part.components ?? {}))
        for (const component of Object.keys(entries ?? {}))
          if (kind !== 'securitySchemes' && !used.has(`#/components/${kind}/${component}`))
            console.warn(`contract:lint: warning: openapi/${file} components.${kind}.${component} is unused`);
    }
  }
  if (problems.length)
    console.error(['contract:lint: paths outside the contract:', ...problems].join('\n  '));
  else console.info('contract:lint: every path of the split specs is listed by its root');
  return problems.length === 0;
}

function uniqueOperationIds(): boolean {
  const seen = new Map<string, string>();
  const clashes: string[] = [];
  for (const e of loadSpecs().operations) {
    const where = `${e.api}.yaml ${e.method.toUpperCase()} ${e.path}`;
    const first = seen.get(e.op.operationId);
    if (first) clashes.push(`  ${e.op.operationId}: ${first} and ${where}`);
    else seen.set(e.op.operationId, where);
  }
  if (clashes.length) console.error(['operationIds used twice across the specs:', ...clashes].join('\n'));
  else console.info(`contract:lint: ${seen.size} operationIds, unique across wps.yaml and lgw.yaml`);
  return clashes.length === 0;
}

async function docsCurrent(): Promise<boolean> {
  const current = await docIsCurrent(loadSpecs());
  if (current) console.info('contract:lint: docs/contract.md operation tables are current');
  else console.error('contract:lint: docs/contract.md is stale: run npm run contract:docs and commit it');
  return current;
}

async function main(): Promise<number> {
  const results = [spectral(), splitFilesAccountedFor(), uniqueOperationIds(), await docsCurrent()];
  const ok = results.every(Boolean);
  console.info(ok ? 'contract:lint passed' : 'contract:lint FAILED');
  return ok ? 0 : 1;
}

runCommand('contract:lint', main);
