import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The rooms of eslint.config.js, on the real config: a few lines linted as if they were files of the app.
// Imports must name files that exist, because the rule judges the file an import resolves to.

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

const FEATURES = 'features never import each other';
const MOCK = 'src/ never imports mock/';
const GENERATED = 'generated code is reached through src/api';

/** The boundary messages ESLint gives `code` as the file `filePath` (relative to the project). */
async function rooms(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return result.messages
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths' || m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

describe('import boundaries (eslint.config.js)', () => {
  // The first lint loads the config, typescript-eslint's parser and the resolver (seconds on a busy machine);
  // paid here, the tests' own time limits measure the linting alone.
  beforeAll(() => rooms('src/features/home/fixture.ts', ''), 60_000);

  it('a feature importing another feature is reported, by alias or by relative path', async () => {
    const found = await rooms(
      'src/features/home/fixture.ts',
      "import { DrawPage } from '@/features/draw/draw-page';\nexport { DrawPage };\nexport * from '../draw/draw-row';\n",
    );
    expect(found).toHaveLength(2);
    expect(found[0]).toContain('"@/features/draw/draw-page"');
    for (const message of found) expect(message).toContain(FEATURES);
  });

  it('a feature may import its own files and the shared rooms', async () => {
    const found = await rooms(
      'src/features/home/fixture.ts',
      [
        "import { Greeting } from './greeting';",
        "import { Button } from '@/components/button';",
        "import { isApiFailure } from '@/api';",
        'export { Greeting, Button, isApiFailure };',
      ].join('\n'),
    );
    expect(found).toEqual([]);
  });

  it('src/ importing mock/ is reported, statically or with import()', async () => {
    const found = await rooms(
      'src/components/fixture.ts',
      "import { server } from '@mock/node';\nexport { server };\nexport const later = () => import('../../mock/browser');\n",
    );
    expect(found).toHaveLength(2);
    for (const message of found) expect(message).toContain(MOCK);
  });

  it('main.tsx may import() mock/ but not import it statically', async () => {
    expect(await rooms('src/main.tsx', "export const start = () => import('../mock/browser');\n")).toEqual(
      [],
    );
    const found = await rooms(
      'src/main.tsx',
      "import { startMockWorker } from '../mock/browser';\nexport * from '@mock/node';\nvoid startMockWorker;\n",
    );
    expect(found).toHaveLength(2);
    for (const message of found) expect(message).toContain(MOCK);
  });

  it('unit tests beside their code may import mock/, not another feature', async () => {
    const found = await rooms(
      'src/features/home/fixture.test.ts',
      "import { server } from '@mock/node';\nimport { DrawPage } from '@/features/draw/draw-page';\nexport { server, DrawPage };\n",
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(FEATURES);
  });

  it('generated code is reached through src/api only', async () => {
    const code = "export * from '@/api/generated/operations';\n";
    const found = await rooms('src/features/home/fixture.ts', code);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(GENERATED);
    expect(await rooms('src/api/fixture.ts', code)).toEqual([]);
  });

  it('the layers go one way: nothing lower imports what stands above it', async () => {
    const imports = (...paths: string[]) =>
      paths.map((p, i) => `import * as m${i} from '${p}';\nvoid m${i};\n`).join('');
    const reported = async (file: string, path: string) => (await rooms(file, imports(path))).length;
    // Reaching up is refused …
    expect(await reported('src/lib/fixture.ts', '@/state/session')).toBe(1);
    expect(await reported('src/state/fixture.ts', '@/components/button')).toBe(1);
    expect(await reported('src/state/fixture.ts', '@/services/session-actions')).toBe(1);
    expect(await reported('src/components/fixture.ts', '@/features/home/home-page')).toBe(1);
    expect(await reported('src/components/fixture.ts', '@/app/router')).toBe(1);
    expect(await reported('src/services/fixture.ts', '@/features/home/home-page')).toBe(1);
    expect(await reported('src/api/fixture.ts', '@/services/session-actions')).toBe(1);
    // … reaching down is the point of the layers.
    expect(await reported('src/features/home/fixture.ts', '@/services/session-actions')).toBe(0);
    expect(await reported('src/components/fixture.ts', '@/state/session')).toBe(0);
    expect(await reported('src/services/fixture.ts', '@/lib/money')).toBe(0);
    expect(await reported('src/app/fixture.ts', '@/features/home/home-page')).toBe(0);
  });
});
