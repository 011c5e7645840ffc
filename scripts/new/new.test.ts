import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeCall, type CallOptions } from './call';
import { Project, ScaffoldError } from './edit';
import { parseWords, writeScreen, type ScreenOptions } from './screen';

// What `npm run new` does to the files it edits, on a copy of only those files (npm run new:check proves that
// its whole output passes the type check, lint and its own tests). Its names are its own, not the docs' example
// (notifications), which a developer may well have scaffolded for real.

const EDITED = [
  'openapi/wps.yaml',
  'openapi/wps/bet.yaml',
  'mock/db/world.ts',
  'mock/handlers/index.ts',
  'tests/contract/examples.ts',
  'src/app/router.tsx',
  'src/app/member-screens.ts',
  'tests/e2e/support/routes.ts',
  'src/features/profile/member-links.tsx',
  'src/features/profile/member-home-page.test.tsx',
];

const copies: string[] = [];
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function copy(): Project {
  const dir = mkdtempSync(join(tmpdir(), 'lotto-new-'));
  copies.push(dir);
  for (const file of EDITED) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(file, join(dir, file));
  }
  return new Project(dir);
}

const LIST: CallOptions = {
  tag: 'scaffoldTest',
  operationId: 'getTestNotes',
  path: '/wps/scaffold-test/notes',
  record: 'TestNote',
  kind: 'list',
  area: 'scaffold-test',
  fields: [
    { name: 'title', type: 'string' },
    { name: 'read', type: 'boolean' },
  ],
};
const ACTION: CallOptions = {
  ...LIST,
  operationId: 'markTestNoteRead',
  path: '/wps/scaffold-test/notes/read',
  kind: 'action',
  set: { read: true },
};

/** The lines of `after` that are not in `before`, failing if a line of `before` went missing or moved. */
function added(before: string, after: string): string[] {
  const old = before.split('\n');
  const out: string[] = [];
  let i = 0;
  for (const line of after.split('\n')) {
    if (i < old.length && line === old[i]) i++;
    else out.push(line);
  }
  expect(old.slice(i), 'lines of the file that were changed or lost').toEqual([]);
  return out;
}

describe('npm run new -- call', () => {
  it('adds the contract entries, collection, handler, example and door, changing no line that was there', () => {
    const project = copy();
    const before = Object.fromEntries(EDITED.map((file) => [file, project.read(file)]));
    writeCall(project, LIST);
    writeCall(project, ACTION);
    expect([...project.touched].sort()).toEqual([
      'mock/db/test-notes.ts',
      'mock/db/world.ts',
      'mock/handlers/index.ts',
      'mock/handlers/scaffold-test.ts',
      'openapi/wps.yaml',
      'openapi/wps/scaffoldTest.yaml',
      'src/api/areas/scaffold-test.ts',
      'tests/contract/examples.ts',
    ]);
    expect(added(before['openapi/wps.yaml'], project.read('openapi/wps.yaml'))).toEqual([
      '  - name: scaffoldTest',
      "    description: The signed-in player's test notes.",
      '  # ------------------------------------------------------------------ scaffoldTest',
      '  /wps/scaffold-test/notes:',
      "    $ref: './wps/scaffoldTest.yaml#/paths/~1wps~1scaffold-test~1notes'",
      '  /wps/scaffold-test/notes/read:',
      "    $ref: './wps/scaffoldTest.yaml#/paths/~1wps~1scaffold-test~1notes~1read'",
      '',
    ]);
    expect(added(before['mock/db/world.ts'], project.read('mock/db/world.ts'))).toEqual([
      "import { seedTestNotes } from './test-notes';",
      '  await seedTestNotes(now);',
    ]);
    expect(added(before['tests/contract/examples.ts'], project.read('tests/contract/examples.ts'))).toEqual([
      '  getTestNotes: {},',
      '  markTestNoteRead: { data: { id: 1 } },',
    ]);
    const contract = project.read('openapi/wps/scaffoldTest.yaml');
    expect(contract).toContain('operationId: getTestNotes');
    expect(contract).toContain('x-designed: true');
    expect(contract).toContain("$ref: '#/components/schemas/MarkTestNoteReadRequest'");
    expect(project.read('mock/handlers/scaffold-test.ts')).toContain(
      "http.post('/wps/scaffold-test/notes/read'",
    );
  });

  it('adds to the file of an existing tag without touching its lines, and refuses a path it already has', () => {
    const project = copy();
    const before = project.read('openapi/wps/bet.yaml');
    writeCall(project, {
      ...LIST,
      tag: 'bet',
      path: '/wps/v2/bet/notes',
      record: 'BetNote',
      operationId: 'getBetNotes',
    });
    const lines = added(before, project.read('openapi/wps/bet.yaml'));
    expect(lines[0]).toBe('  /wps/v2/bet/notes:');
    expect(lines).toContain('    BetNote:');
    expect(() =>
      writeCall(project, { ...LIST, tag: 'bet', path: '/wps/v2/bet/recent', record: 'Other' }),
    ).toThrow('openapi/wps/bet.yaml already has the path /wps/v2/bet/recent');
  });

  it('refuses an action before its list call and an action that changes nothing', () => {
    expect(() => writeCall(copy(), ACTION)).toThrow(ScaffoldError);
    expect(() => writeCall(copy(), { ...ACTION, set: {} })).toThrow('--set field=value');
  });
});

describe('npm run new -- screen', () => {
  const SCREEN: ScreenOptions = {
    area: 'scaffold-test',
    name: 'test-notes',
    route: 'member/testNotes',
    list: 'getTestNotes',
    listPath: '/wps/scaffold-test/notes',
    record: 'TestNote',
    primary: 'title',
    prefix: 'tn',
    title: parseWords('title', 'Notifications|Mga abiso|通知'),
    empty: parseWords('empty', 'None|Wala|无'),
    link: 'member-home',
    action: {
      operationId: 'markTestNoteRead',
      done: 'read',
      label: parseWords('action-label', 'Mark as read|Markahang nabasa|标为已读'),
      doneLabel: parseWords('done-label', 'Read|Nabasa na|已读'),
    },
  };

  it('writes the page, its tests and strings, and wires the route, the menu link and the screen list', () => {
    const project = copy();
    writeCall(project, LIST);
    writeCall(project, ACTION);
    const before = Object.fromEntries(EDITED.map((file) => [file, project.read(file)]));
    writeScreen(project, SCREEN);
    const router = added(before['src/app/router.tsx'], project.read('src/app/router.tsx'));
    // Behind the login: a path among the member screens', its loader in their chunk.
    expect(router).toEqual(["  'member/testNotes',"]);
    const text = project.read('src/app/router.tsx');
    expect(text.indexOf("'member/testNotes'")).toBeGreaterThan(text.indexOf('const MEMBER_SCREENS'));
    expect(text.indexOf("'member/testNotes'")).toBeLessThan(text.indexOf('] as const'));
    expect(added(before['src/app/member-screens.ts'], project.read('src/app/member-screens.ts'))).toEqual([
      "  'member/testNotes': () => import('@/features/test-notes/test-notes-page').then((m) => m.TestNotesPage),",
    ]);
    expect(
      added(
        before['src/features/profile/member-links.tsx'],
        project.read('src/features/profile/member-links.tsx'),
      ),
    ).toEqual(["  { to: '/member/testNotes', labelKey: 'tn_title' },"]);
    expect(project.read('src/features/profile/member-links.tsx')).toMatch(/testNotes.*\n.*'\/more'/);
    expect(JSON.parse(project.read('src/i18n/areas/scaffold-test.fil.json'))).toEqual({
      tn_title: 'Mga abiso',
      tn_empty: 'Wala',
      tn_action: 'Markahang nabasa',
      tn_done: 'Nabasa na',
    });
    expect(readFileSync(join(project.root, 'tests/e2e/support/routes.ts'), 'utf8')).toContain(
      "['/member/testNotes', 'Notifications'],",
    );
  });

  it('takes every string in the three languages', () => {
    expect(() => parseWords('title', 'Notifications')).toThrow('--title takes one text per language');
    expect(() => parseWords('title', 'Notifications||通知')).toThrow(ScaffoldError);
  });
});
