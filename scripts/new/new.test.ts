import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeCall, type CallOptions } from './call';
import { Project, ScaffoldError } from './edit';
import { parseWords, writeScreen, type ScreenOptions } from './screen';

// What `npm run new` does to the files it edits, on a copy of only those files (npm run new:check proves that
// its whole output passes the type check, lint and its own tests).

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
  tag: 'notification',
  operationId: 'getNotifications',
  path: '/wps/notifications',
  record: 'Notification',
  kind: 'list',
  area: 'notifications',
  fields: [
    { name: 'title', type: 'string' },
    { name: 'read', type: 'boolean' },
  ],
};
const ACTION: CallOptions = {
  ...LIST,
  operationId: 'markNotificationRead',
  path: '/wps/notifications/read',
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
      'mock/db/notifications.ts',
      'mock/db/world.ts',
      'mock/handlers/index.ts',
      'mock/handlers/notification.ts',
      'openapi/wps.yaml',
      'openapi/wps/notification.yaml',
      'src/api/areas/notifications.ts',
      'tests/contract/examples.ts',
    ]);
    expect(added(before['openapi/wps.yaml'], project.read('openapi/wps.yaml'))).toEqual([
      '  - name: notification',
      "    description: The signed-in player's notifications.",
      '  # ------------------------------------------------------------------ notification',
      '  /wps/notifications:',
      "    $ref: './wps/notification.yaml#/paths/~1wps~1notifications'",
      '  /wps/notifications/read:',
      "    $ref: './wps/notification.yaml#/paths/~1wps~1notifications~1read'",
      '',
    ]);
    expect(added(before['mock/db/world.ts'], project.read('mock/db/world.ts'))).toEqual([
      "import { seedNotifications } from './notifications';",
      '  await seedNotifications(now);',
    ]);
    expect(added(before['tests/contract/examples.ts'], project.read('tests/contract/examples.ts'))).toEqual([
      '  getNotifications: {},',
      '  markNotificationRead: { data: { id: 1 } },',
    ]);
    const contract = project.read('openapi/wps/notification.yaml');
    expect(contract).toContain('operationId: getNotifications');
    expect(contract).toContain('x-designed: true');
    expect(contract).toContain("$ref: '#/components/schemas/MarkNotificationReadRequest'");
    expect(project.read('mock/handlers/notification.ts')).toContain("http.post('/wps/notifications/read'");
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
    area: 'notifications',
    name: 'notifications',
    route: 'member/notifications',
    list: 'getNotifications',
    listPath: '/wps/notifications',
    record: 'Notification',
    primary: 'title',
    prefix: 'nt',
    title: parseWords('title', 'Notifications|Mga abiso|通知'),
    empty: parseWords('empty', 'None|Wala|无'),
    link: 'member-home',
    action: {
      operationId: 'markNotificationRead',
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
    expect(router).toEqual(["  'member/notifications',"]);
    const text = project.read('src/app/router.tsx');
    expect(text.indexOf("'member/notifications'")).toBeGreaterThan(text.indexOf('const MEMBER_SCREENS'));
    expect(text.indexOf("'member/notifications'")).toBeLessThan(text.indexOf('] as const'));
    expect(added(before['src/app/member-screens.ts'], project.read('src/app/member-screens.ts'))).toEqual([
      "  'member/notifications': () => import('@/features/notifications/notifications-page').then((m) => m.NotificationsPage),",
    ]);
    expect(
      added(
        before['src/features/profile/member-links.tsx'],
        project.read('src/features/profile/member-links.tsx'),
      ),
    ).toEqual(["  { to: '/member/notifications', labelKey: 'nt_title' },"]);
    expect(project.read('src/features/profile/member-links.tsx')).toMatch(/notifications.*\n.*'\/more'/);
    expect(JSON.parse(project.read('src/i18n/areas/notifications.fil.json'))).toEqual({
      nt_title: 'Mga abiso',
      nt_empty: 'Wala',
      nt_action: 'Markahang nabasa',
      nt_done: 'Nabasa na',
    });
    expect(readFileSync(join(project.root, 'tests/e2e/support/routes.ts'), 'utf8')).toContain(
      "['/member/notifications', 'Notifications'],",
    );
  });

  it('takes every string in the three languages', () => {
    expect(() => parseWords('title', 'Notifications')).toThrow('--title takes one text per language');
    expect(() => parseWords('title', 'Notifications||通知')).toThrow(ScaffoldError);
  });
});
