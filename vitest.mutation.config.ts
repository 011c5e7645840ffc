// The unit suites that guard src/lib, src/api and src/services, for mutation testing (stryker.config.mjs): the rest of the
// suite (screens, fake backend) neither kills these mutants nor needs to run once per mutant.
// Two projects because Stryker reruns whole files for mutants in module-level code: the pure rules in src/lib
// skip loading and seeding the fake backend (about a second per file), the fetch pipeline in src/api and the
// services on it in src/services keep it.
import { defineConfig } from 'vitest/config';
import base from './vite.config.ts';

export default defineConfig((env) => {
  const config = typeof base === 'function' ? base(env) : base;
  const { include: _include, setupFiles: _setupFiles, projects: _projects, ...shared } = config.test ?? {};
  return {
    ...config,
    test: {
      projects: [
        {
          ...config,
          test: {
            ...shared,
            name: 'rules',
            include: ['src/lib/**/*.test.ts'],
            // Moves the process's time zone, which Stryker's long-lived workers have already read.
            exclude: ['src/lib/manila-time.zone.test.ts'],
            setupFiles: [],
          },
        },
        {
          ...config,
          test: {
            ...shared,
            name: 'pipeline',
            include: ['src/api/**/*.test.{ts,tsx}', 'src/services/**/*.test.{ts,tsx}'],
            setupFiles: ['./tests/setup/unit.ts'],
          },
        },
      ],
    },
  };
});
