// Mutation testing (`npm run test:mutation`, outside `npm test`: it runs the unit suites once per mutant).
// Scope: the pure rules and the fetch pipeline (src/lib, src/api), generated code excluded. The score is
// written to bench/results.md by scripts/mutation-report.mjs.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  mutate: [
    'src/lib/**/*.ts',
    'src/api/**/*.ts',
    '!src/**/*.test.ts',
    '!src/api/generated/**',
    // Declarations only (no behaviour to mutate) and the browser-only wrappers tested end to end.
    '!src/lib/csp.ts',
    '!src/api/index.ts',
    '!src/api/areas/**',
  ],
  coverageAnalysis: 'perTest',
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // The 85 bar is enforced by the report script, after it has written the score down.
  thresholds: { high: 90, low: 85, break: null },
  concurrency: 2,
  timeoutMS: 20000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
