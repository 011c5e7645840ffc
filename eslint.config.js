import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import rooms from './scripts/eslint/boundaries.js';

// The rooms of the architecture: features never import each other, src/ never imports mock/ (except the one
// env-gated dynamic enableMocking() import in src/main.tsx) and generated code is reached only through src/api.
const features = (() => {
  try {
    return readdirSync('src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
})();

const featureZones = features.map((name) => ({
  target: `src/features/${name}`,
  from: 'src/features',
  except: [name],
  message: 'features never import each other: move what both need to src/components, src/lib or src/state.',
}));
const generatedZones = [
  'src/app',
  'src/features',
  'src/components',
  'src/lib',
  'src/state',
  'src/i18n',
  'src/main.tsx',
].map((target) => ({
  target,
  from: 'src/api/generated',
  message: 'generated code is reached through src/api (import from "@/api").',
}));
const mockZone = {
  target: 'src',
  from: 'mock',
  allowDynamic: ['src/main.tsx'],
  message:
    'src/ never imports mock/ (production builds ship no fake backend); only main.tsx may import() it.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-e2e-*',
      '.stryker-tmp*',
      'dist-prof',
      'reports',
      'node_modules',
      'src/api/generated',
      'public',
      'coverage',
      'test-results',
      'playwright-report',
      'reports',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, rooms },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['scripts/**', 'mock/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'rooms/boundaries': ['error', { zones: [...featureZones, ...generatedZones, mockZone] }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-ignore': true, 'ts-expect-error': 'allow-with-description' },
      ],
    },
  },
  {
    // Unit tests beside their code run against the fake backend, so they may import mock/; the feature and
    // generated-code boundaries still hold for them.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'rooms/boundaries': ['error', { zones: [...featureZones, ...generatedZones] }] },
  },
  {
    // Browser tests take `test` from their fixtures (each worker's own fake backend, a fresh world per test);
    // Playwright's fixture callbacks are not React hooks.
    files: ['tests/e2e/**/*.ts'],
    rules: {
      'react-hooks/rules-of-hooks': 'off',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "import { test } from './fixtures' (each worker's own fake backend, a fresh world).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/e2e/fixtures.ts'],
    rules: { 'no-restricted-imports': 'off', 'no-empty-pattern': 'off' },
  },
);
