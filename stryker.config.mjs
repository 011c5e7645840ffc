// Mutation testing (`npm run test:mutation`, outside `npm test`: it runs the unit suites once per mutant).
// Scope: the pure rules, the fetch pipeline and the services on it (src/lib, src/api, src/services), generated
// code excluded. The score is written to bench/results.md by scripts/mutation-report.mjs.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  mutate: [
    'src/lib/**/*.ts',
    'src/api/**/*.ts',
    'src/services/**/*.ts',
    '!src/**/*.test.ts',
    '!src/api/generated/**',
    // Declarations only (no behaviour to mutate) and the browser-only wrappers tested end to end.
    '!src/lib/csp.ts',
    '!src/api/index.ts',
    '!src/api/areas/**',
  ],
  coverageAnalysis: 'perTest',
  // Mutants in module-level code (constants, tables built at import) need every test file re-imported per
  // mutant: here that is about a minute each, hours for the few hundred of them, against minutes for all the
  // rest. They are left out and counted as such in bench/results.md; the behaviour those tables drive is
  // tested through the functions that read them.
  ignoreStatic: true,
  // Results of mutants whose code and tests did not change are reused from the last run
  // (reports/stryker-incremental.json, not committed: a fresh clone runs everything).
  incremental: true,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // The 85 bar is enforced by the report script, after it has written the score down.
  thresholds: { high: 90, low: 85, break: null },
  concurrency: 2,
  timeoutMS: 20000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
