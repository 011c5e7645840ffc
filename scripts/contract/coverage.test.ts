import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { coverageGaps } from './lib/coverage.mjs';

// contract:coverage on a small fixture project: one change at a time takes away what an operation needs, and
// the check must name the operation and what is missing.

const SPEC = `
openapi: 3.0.3
info: { title: wps, version: 1.0.0 }
paths:
  /wps/notes:
    get:
      operationId: getNotes
      tags: [notes]
      responses:
        '200': { description: ok }
    post:
      operationId: addNote
      tags: [notes]
      responses:
        '200': { description: ok }
`;

const HANDLERS = `import { http } from './http';
export const noteHandlers = [
  http.get('/wps/notes', ({ response }) => response(200).json([])),
  http.post('/wps/notes', ({ response }) => response(200).json({})),
];
`;

const DOOR = `export { getGetNotesQueryKey, useGetNotes } from '../generated/wps/notes/notes';
export { addNote } from '../generated/wps/notes/notes';
`;

const EXAMPLES = `export const examples: Record<string, Example> = {
  getNotes: {},
  addNote: { data: { text: 'hi' } },
};
`;

const fixture = (overrides: Record<string, string> = {}) => {
  const root = mkdtempSync(join(tmpdir(), 'lotto-coverage-'));
  const files = {
    'openapi/wps.yaml': SPEC,
    'mock/handlers/notes.ts': HANDLERS,
    'src/api/areas/notes.ts': DOOR,
    'src/api/index.ts': '',
    'tests/contract/examples.ts': EXAMPLES,
    ...overrides,
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  roots.push(root);
  return root;
};

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('contract:coverage', () => {
  it('passes a project where every operation has a typed handler, a client through a door and an example', () => {
    expect(coverageGaps(fixture())).toEqual([]);
  });

  it('names an operation without a handler, and does not count an untyped MSW handler', () => {
    const untyped = HANDLERS.replace("import { http } from './http';", "import { http } from 'msw';");
    expect(coverageGaps(fixture({ 'mock/handlers/notes.ts': untyped }))).toEqual([
      expect.stringMatching(
        /^getNotes \(GET \/wps\/notes, openapi\/wps\.yaml\): no typed fake-backend handler/,
      ),
      expect.stringMatching(
        /^addNote \(POST \/wps\/notes, openapi\/wps\.yaml\): no typed fake-backend handler/,
      ),
    ]);
    const onlyGet = HANDLERS.replace(/ {2}http\.post.*\n/, '');
    expect(coverageGaps(fixture({ 'mock/handlers/notes.ts': onlyGet }))).toEqual([
      expect.stringMatching(/^addNote .*no typed fake-backend handler: http\.post\('\/wps\/notes'/),
    ]);
  });

  it('names an operation whose function or hook no door exports, unless the contract says why', () => {
    const noHook = DOOR.replace('useGetNotes', 'getNotesOther');
    expect(coverageGaps(fixture({ 'src/api/areas/notes.ts': noHook }))).toEqual([
      expect.stringMatching(/^getNotes .*no client: neither getNotes nor useGetNotes is exported/),
    ]);
    // The api index is a door as well.
    const inIndex = { 'src/api/areas/notes.ts': noHook, 'src/api/index.ts': DOOR };
    expect(coverageGaps(fixture(inIndex))).toEqual([]);
    const explained = SPEC.replace(
      'operationId: getNotes',
      'operationId: getNotes\n      x-no-client: The pipeline reads it itself.',
    );
    expect(
      coverageGaps(fixture({ 'src/api/areas/notes.ts': noHook, 'openapi/wps.yaml': explained })),
    ).toEqual([]);
  });

  it('names an operation without a contract test example', () => {
    const noExample = EXAMPLES.replace("  addNote: { data: { text: 'hi' } },\n", '');
    expect(coverageGaps(fixture({ 'tests/contract/examples.ts': noExample }))).toEqual([
      'addNote (POST /wps/notes, openapi/wps.yaml): no request example in tests/contract/examples.ts',
    ]);
  });

  it('the command fails naming what is missing, and passes on this project', () => {
    const root = fixture({ 'tests/contract/examples.ts': '' });
    const script = join(process.cwd(), 'scripts/contract-coverage.mjs');
    const failed = spawnSync(process.execPath, [script], { cwd: root, encoding: 'utf8' });
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('getNotes (GET /wps/notes, openapi/wps.yaml): no request example');
    expect(coverageGaps(process.cwd())).toEqual([]);
  });
});
