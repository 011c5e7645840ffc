import { camel, pascal, Project, ScaffoldError } from './edit';

// `npm run new -- screen …`: a screen of a list call (and, optionally, a one-tap action on each row), wired
// end to end: the page with its loading (skeleton), failed (failureMessage and Try again) and empty states, its
// strings in every language, a lazy route, the link from the member home, a unit test beside it, a browser
// test, and its place in the browser suite's list of screens (the axe scan and the contract-mock smoke test).

export const LANGUAGES = ['en', 'fil', 'zh'] as const;
export type Words = Record<(typeof LANGUAGES)[number], string>;

/** "Notifications|Mga abiso|通知": one text per language, in the order en, fil, zh. */
export function parseWords(option: string, text: string | undefined): Words {
  const parts = (text ?? '').split('|').map((s) => s.trim());
  if (parts.length !== LANGUAGES.length || parts.some((p) => !p)) {
    throw new ScaffoldError(`--${option} takes one text per language: "English|Filipino|中文"`);
  }
  return { en: parts[0], fil: parts[1], zh: parts[2] };
}

export interface ScreenOptions {
  /** The strings' area (src/i18n/areas/<area>.<language>.json) and the door the screen imports. */
  area: string;
  /** The feature folder, kebab-case (notifications). */
  name: string;
  /** The route without its leading slash (member/notifications): a member/ route needs login. */
  route: string;
  /** The list call's operationId and path (the unit test answers a failure there). */
  list: string;
  listPath: string;
  /** The record's type name (Notification). */
  record: string;
  /** The fields a row shows: its first line, and an optional second. */
  primary: string;
  secondary?: string;
  /** A one-tap action on each row (its operationId) and the boolean field that says it was done. */
  action?: { operationId: string; done: string; label: Words; doneLabel: Words };
  /** The prefix of the screen's string keys (nt → nt_title). */
  prefix: string;
  title: Words;
  empty: Words;
  /** Where the screen is linked from: the member home's menu (before More), or nowhere. */
  link?: 'member-home';
}

const ROUTER = 'src/app/router.tsx';
const MEMBER_SCREENS = 'src/app/member-screens.ts';
const MEMBER_LINKS = 'src/features/profile/member-links.tsx';
const MEMBER_HOME_TEST = 'src/features/profile/member-home-page.test.tsx';
const ROUTES = 'tests/e2e/support/routes.ts';

function page(o: ScreenOptions): string {
  const Page = `${pascal(o.name)}Page`;
  const Row = `${o.record}Row`;
  const useList = `use${pascal(o.list)}`;
  const member = o.route.startsWith('member/');
  const doorNames = [useList, `type ${o.record}`];
  if (o.action) doorNames.push(`get${pascal(o.list)}QueryKey`, o.action.operationId);
  const frame = member
    ? [`<MemberScreen titleKey="${o.prefix}_title">`, '</MemberScreen>']
    : [`<div className="stack">\n      <PageHeader title={t('${o.prefix}_title')} />`, '</div>'];
  const row = o.action
    ? `function ${Row}({ item }: { item: ${o.record} }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const call = useCallback(() => ${o.action.operationId}({ id: item.id }, { silent: true }), [item.id]);
  // Read again after a success, so the row shows what the server now has.
  const onDone = useCallback(
    () => queryClient.invalidateQueries({ queryKey: get${pascal(o.list)}QueryKey() }),
    [queryClient],
  );
  const action = useOneTap(call, { onDone });
  return (
    <li className="panel ${o.name}__row">
      <p className="${o.name}__primary">{item.${o.primary}}</p>
${o.secondary ? `      <p className="${o.name}__secondary">{item.${o.secondary}}</p>\n` : ''}      {item.${o.action.done} ? (
        <p className="${o.name}__done">{t('${o.prefix}_done')}</p>
      ) : (
        <Button variant="secondary" onClick={() => void action.run()} disabled={action.pending}>
          {t('${o.prefix}_action')}
        </Button>
      )}
    </li>
  );
}
`
    : `function ${Row}({ item }: { item: ${o.record} }) {
  return (
    <li className="panel ${o.name}__row">
      <p className="${o.name}__primary">{item.${o.primary}}</p>
${o.secondary ? `      <p className="${o.name}__secondary">{item.${o.secondary}}</p>\n` : ''}    </li>
  );
}
`;
  const imports = [
    o.action ? "import { useQueryClient } from '@tanstack/react-query';" : '',
    o.action ? "import { useCallback } from 'react';" : '',
    "import { useTranslation } from 'react-i18next';",
    "import { isApiFailure } from '@/api';",
    `import { ${doorNames.sort().join(', ')} } from '@/api/areas/${o.area}';`,
    "import { Button } from '@/components/button';",
    "import { EmptyState } from '@/components/empty-state';",
    member
      ? "import { MemberScreen } from '@/components/member-screen';"
      : "import { PageHeader } from '@/components/page-header';",
    "import { SkeletonBlocks } from '@/components/skeleton-blocks';",
    o.action ? "import { useOneTap } from '@/components/use-one-tap';" : '',
    "import { failureMessage } from '@/lib/forms/failure-message';",
    "import '@/components/panel.css';",
    `import './${o.name}.css';`,
  ].filter(Boolean);
  return `${imports.join('\n')}

/** ${o.title.en}: the signed-in player's list (${o.list})${o.action ? `, each row with a one-tap ${o.action.operationId}` : ''}. */
export function ${Page}() {
  const { t } = useTranslation();
  const list = ${useList}();
  let body;
  if (list.isPending) {
    body = <SkeletonBlocks className="stack" count={3} height={72} label={t('loading')} />;
  } else if (list.isError) {
    const failure = list.error;
    body = (
      <div className="stack">
        <EmptyState>{(isApiFailure(failure) && failureMessage(failure, t)) || t('load_failed')}</EmptyState>
        <Button variant="secondary" onClick={() => void list.refetch()}>
          {t('try_again')}
        </Button>
      </div>
    );
  } else if (list.data.list.length === 0) {
    body = <EmptyState>{t('${o.prefix}_empty')}</EmptyState>;
  } else {
    body = (
      <ul className="${o.name}__list" aria-label={t('${o.prefix}_title')}>
        {list.data.list.map((item) => (
          <${Row} key={item.id} item={item} />
        ))}
      </ul>
    );
  }
  return (
    ${frame[0]}
      {body}
    ${frame[1]}
  );
}

${row}`;
}

const css = (o: ScreenOptions) => `.${o.name}__list {
  display: flex;
  flex-direction: column;
  gap: var(--space-3, 12px);
  margin: 0;
  padding: 0;
  list-style: none;
}

.${o.name}__row {
  display: flex;
  flex-direction: column;
  gap: var(--space-2, 8px);
}

.${o.name}__primary {
  margin: 0;
  font-weight: 600;
}

.${o.name}__secondary,
.${o.name}__done {
  margin: 0;
  color: var(--color-text-muted, inherit);
}
`;

function unitTest(o: ScreenOptions): string {
  const Page = `${pascal(o.name)}Page`;
  const path = `/${o.route}`;
  const action = o.action
    ? `
  it('${o.action.label.en}: one tap does it once and the row then says so', async () => {
    await logInAs();
    const { user } = renderPage();
    const [first] = within(await screen.findByRole('list', { name: '${o.title.en}' })).getAllByRole('listitem');
    await user.click(within(first).getByRole('button', { name: '${o.action.label.en}' }));
    expect(await within(first).findByText('${o.action.doneLabel.en}')).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: '${o.action.label.en}' })).toBeNull();
  });
`
    : '';
  return `// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mock/node';
import { logInAs, renderRoutes, setUpScreenTests } from '@/testing/harness';
import { ${Page} } from './${o.name}-page';

setUpScreenTests();

const renderPage = () => renderRoutes([{ path: '${path}', element: <${Page} /> }], '${path}');

describe('${o.title.en}', () => {
  it('lists the seeded player\\'s records', async () => {
    await logInAs();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: '${o.title.en}' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '${o.title.en}' });
    expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
  });
${action}
  it('says why the list did not load, and loads it again with Try again', async () => {
    await logInAs();
    server.use(
      http.get(
        '*${o.listPath}',
        () => HttpResponse.json({ success: false, code: 'SYSTEM_BUSY', message: 'System busy' }, { status: 500 }),
        { once: true },
      ),
    );
    const { user } = renderPage();
    expect(await screen.findByText('System busy')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: '${o.title.en}' })).toBeInTheDocument();
  });

  it('says so when there is nothing to list', async () => {
    await logInAs('maria2026');
    renderPage();
    expect(await screen.findByText('${o.empty.en}')).toBeInTheDocument();
  });
});
`;
}

function browserTest(o: ScreenOptions): string {
  const reach =
    o.link === 'member-home'
      ? `  await page.goto('/member/home');
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: '${o.title.en}' }).click();
`
      : `  await page.goto('/${o.route}');
`;
  const action = o.action
    ? `  const first = list.getByRole('listitem').first();
  await first.getByRole('button', { name: '${o.action.label.en}' }).click();
  await expect(first.getByText('${o.action.doneLabel.en}')).toBeVisible();
  // The server kept it: it still shows after a reload.
  await page.reload();
  await expect(page.getByRole('list', { name: '${o.title.en}' }).getByRole('listitem').first()).toContainText(
    '${o.action.doneLabel.en}',
  );
`
    : `  await expect(list.getByRole('listitem').first()).toBeVisible();
`;
  return `import { expect, test } from './fixtures';
import { JUAN } from './auth-kit';
import { signIn } from './support/session';
import { returningVisitor } from './support/world';

test.beforeEach(async ({ page, request }) => {
  await returningVisitor(page, request);
});

test('${o.title.en}${o.link ? ', reached from the member home' : ''}${o.action ? `: ${o.action.label.en} on a row` : ''}', async ({ page }) => {
${o.route.startsWith('member/') ? '  await signIn(page, JUAN);\n' : ''}${reach}  await expect(page.getByRole('heading', { level: 1, name: '${o.title.en}' })).toBeVisible();
  const list = page.getByRole('list', { name: '${o.title.en}' });
${action}});
`;
}

export function writeScreen(project: Project, o: ScreenOptions): void {
  if (!/^[a-z][a-z0-9-]*$/.test(o.name)) throw new ScaffoldError('the screen name must be kebab-case');
  if (!/^[a-z][a-z0-9]*$/.test(o.prefix))
    throw new ScaffoldError('the string prefix must be lower case letters');
  if (!project.has(`src/api/areas/${o.area}.ts`)) {
    throw new ScaffoldError(`src/api/areas/${o.area}.ts does not exist: scaffold the call first (its door)`);
  }
  const dir = `src/features/${o.name}`;
  project.create(`${dir}/${o.name}-page.tsx`, page(o));
  project.create(`${dir}/${o.name}.css`, css(o));
  project.create(`${dir}/${o.name}-page.test.tsx`, unitTest(o));
  project.create(`tests/e2e/${o.name}.spec.ts`, browserTest(o));

  for (const language of LANGUAGES) {
    const strings: Record<string, string> = {
      [`${o.prefix}_title`]: o.title[language],
      [`${o.prefix}_empty`]: o.empty[language],
    };
    if (o.action) {
      strings[`${o.prefix}_action`] = o.action.label[language];
      strings[`${o.prefix}_done`] = o.action.doneLabel[language];
    }
    project.addJsonKeys(`src/i18n/areas/${o.area}.${language}.json`, strings);
  }

  const member = o.route.startsWith('member/');
  if (member) {
    // A member screen: its path in the route table, its loader in the member screens' chunk (off a visitor's page).
    project.insertBefore(ROUTER, '] as const;\n', `  '${o.route}',\n`, 'const MEMBER_SCREENS');
    project.insertBefore(
      MEMBER_SCREENS,
      '};\n',
      `  '${o.route}': () => import('@/features/${o.name}/${o.name}-page').then((m) => m.${pascal(o.name)}Page),\n`,
      'export const memberScreens',
    );
  } else {
    const route = `  {
    path: '${o.route}',
    element: screen(
      () => import('@/features/${o.name}/${o.name}-page'),
      (m) => m.${pascal(o.name)}Page,
    ),
  },
`;
    project.insertBefore(ROUTER, '];\n', route, 'const publicRoutes');
  }
  project.insertBefore(
    ROUTES,
    '];\n',
    `  ['/${o.route}', '${o.title.en}'],\n`,
    member ? 'export const MEMBER_SCREENS' : 'export const PUBLIC_SCREENS',
  );

  if (o.link === 'member-home') {
    if (!member) throw new ScaffoldError('the member home links to member/ routes only');
    project.insertBefore(
      MEMBER_LINKS,
      "  { to: '/more', labelKey: 'more_title' },",
      `  { to: '/${o.route}', labelKey: '${o.prefix}_title' },\n`,
    );
    project.insertBefore(
      MEMBER_HOME_TEST,
      "      '/more',\n",
      `      '/${o.route}',\n`,
      "name: 'Account menu'",
    );
  }
}

export const defaultRecord = (listOperationId: string) =>
  pascal(
    listOperationId
      .replace(/^(get|list)/, '')
      .replace(/(ies)$/, 'y')
      .replace(/s$/, ''),
  );
export const defaultPrefix = (name: string) => camel(name).slice(0, 2).toLowerCase();
