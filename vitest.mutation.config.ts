// The unit suites that guard src/lib and src/api, for mutation testing (stryker.config.mjs): the rest of the
// suite (screens, fake backend) neither kills these mutants nor needs to run once per mutant.
import { defineConfig } from 'vitest/config';
import base from './vite.config';

export default defineConfig((env) => {
  const config = typeof base === 'function' ? base(env) : base;
  // Replaced, not merged: mergeConfig would append to the base's list of test files.
  return {
    ...config,
    test: {
      ...config.test,
      include: ['src/lib/**/*.test.ts', 'src/api/**/*.test.ts'],
      // Moves the process's time zone, which Stryker's long-lived workers have already read.
      exclude: ['src/lib/manila-time.zone.test.ts'],
    },
  };
});
