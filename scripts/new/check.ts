import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { runScaffold } from './run';

// npm run new:check: proves that what `npm run new` writes passes every check, without touching this checkout.
// It copies the sources (not node_modules, the build or the generated client) to a temporary folder, scaffolds
// a list call, an action call and their screen there exactly as a developer would, and runs on them what the
// gate runs: the generator, the type check and lint of the files it wrote (with the project's configs), their
// formatting, contract:coverage, the tests it wrote and the contract tests of the two new calls (their examples
// through the app's pipeline, the fuzzer's every broken rule, contract:check's plan for a write), and the
// contract's lint. Only the touched files are type-checked and linted (with what they import), which keeps it to
// about a minute. (Starting the type check from the project's own incremental state saves nothing: the
// regenerated client changes the types most files import, so tsc checks them again.)

const root = process.cwd();
const started = Date.now();
const work = mkdtempSync(join(tmpdir(), 'lotto-new-check-'));
const SKIP = new Set(['node_modules', 'dist', 'generated', '.git', 'test-results', 'playwright-report']);

function run(command: string, args: string[]): void {
  const at = Date.now();
  execFileSync(command, args, { cwd: work, stdio: ['ignore', 'inherit', 'inherit'] });
  console.log(
    `new:check: ${[command, ...args].join(' ').slice(0, 110)} (${((Date.now() - at) / 1000).toFixed(1)} s)`,
  );
}

const bin = (name: string) => join(work, 'node_modules/.bin', name);
/** `npm run new -- …` in the copy, in this process (the same code as the command). */
async function scaffold(args: string[]): Promise<void> {
  const at = Date.now();
  await runScaffold([...args, '--no-gen', '--root', work]);
  console.log(
    `new:check: npm run new -- ${args.slice(0, 3).join(' ')} (${((Date.now() - at) / 1000).toFixed(1)} s)`,
  );
}

try {
  for (const entry of readdirSync(root)) {
    if (SKIP.has(entry) || entry === 'public') continue;
    cpSync(join(root, entry), join(work, entry), {
      recursive: true,
      filter: (source) => !SKIP.has(relative(root, source).split('/').pop() ?? ''),
    });
  }
  symlinkSync(join(root, 'node_modules'), join(work, 'node_modules'), 'dir');

  const before = new Set(listFiles());
  await scaffold([
    'call',
    'scaffoldCheck',
    'getCheckNotes',
    '--path',
    '/wps/scaffold-check/notes',
    '--area',
    'scaffold-check',
    '--list',
    'CheckNote',
    '--fields',
    'title:string,detail:string,done:boolean,count:integer,createdAt:time,amount:number',
  ]);
  await scaffold([
    'call',
    'scaffoldCheck',
    'markCheckNoteDone',
    '--path',
    '/wps/scaffold-check/notes/done',
    '--area',
    'scaffold-check',
    '--action',
    'CheckNote',
    '--set',
    'done=true',
  ]);
  await scaffold([
    'screen',
    'scaffold-check',
    'check-notes',
    '--route',
    'member/checkNotes',
    '--list',
    'getCheckNotes',
    '--primary',
    'title',
    '--secondary',
    'detail',
    '--link',
    'member-home',
    '--action',
    'markCheckNoteDone',
    '--done',
    'done',
    '--title',
    'Check notes|Mga tala|检查笔记',
    '--empty',
    'No notes yet|Wala pang tala|暂无笔记',
    '--action-label',
    'Mark done|Markahang tapos|标记完成',
    '--done-label',
    'Done|Tapos na|已完成',
  ]);
  const touched = listFiles().filter((file) => !before.has(file) || changed(file));
  const code = touched.filter((file) => /\.(ts|tsx)$/.test(file));

  run('node', ['scripts/gen.mjs', '--quiet']);
  // The type check of the touched files and what they import, with the project's compiler options.
  writeFileSync(
    join(work, 'tsconfig.new-check.json'),
    JSON.stringify({ extends: './tsconfig.json', include: [], files: [...code, 'src/app/boot/tricks.d.ts'] }),
  );
  run('node', [join(work, 'node_modules/typescript-native/bin/tsc'), '-p', 'tsconfig.new-check.json']);
  run(bin('eslint'), ['--max-warnings', '0', ...code]);
  run(bin('oxfmt'), ['--check', ...touched]);
  run('node', ['scripts/contract-coverage.mjs']);
  // What the scaffold runs itself without --no-gen: the contract's tables in docs/contract.md, which the lint
  // compares with the contract.
  run(bin('tsx'), ['scripts/contract/docs.ts']);
  run(bin('tsx'), ['scripts/contract/lint.ts']);
  // One jsdom worker instead of the unit run's three projects (vitest.new-check.config.ts says why).
  run(bin('vitest'), [
    'run',
    '--config',
    'vitest.new-check.config.ts',
    ...code.filter((file) => file.endsWith('.test.tsx') || file.endsWith('.test.ts')),
    'tests/contract/handlers.test.ts',
    'tests/contract/fuzz.test.ts',
    'scripts/contract/kit-parts.test.ts',
    '-t',
    'getCheckNotes|markCheckNoteDone|coverage of the contract|ways into the account|Check notes|knows every write',
  ]);
  console.log(
    `new:check: the scaffold's ${touched.length} files pass (${((Date.now() - started) / 1000).toFixed(0)} s):\n${touched
      .map((file) => `  ${file}`)
      .join('\n')}`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}

function listFiles(): string[] {
  return readdirSync(work, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(work, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .filter((file) => !file.startsWith('node_modules/') && !file.includes('/generated/'));
}

function changed(file: string): boolean {
  const original = join(root, file);
  return !existsSync(original) || !readFileSync(original).equals(readFileSync(join(work, file)));
}
