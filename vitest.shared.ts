// What a test run of its own (vitest.prism.config.ts, vitest.new-check.config.ts) takes from the unit run's
// settings (vite.config.ts): all of them but the unit run's projects, with `test` laid over them.
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import base from './vite.config.ts';

export const runOfItsOwn = (test: NonNullable<ViteUserConfig['test']>) =>
  defineConfig((env) => {
    const config = typeof base === 'function' ? base(env) : base;
    const { projects: _projects, ...shared } = config.test ?? {};
    return { ...config, test: { ...shared, ...test } };
  });
