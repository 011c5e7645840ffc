import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The rooms of the architecture: features never import each other, src/ never imports mock/ (except the one
// env-gated dynamic enableMocking() import in src/main.tsx) and generated code is reached only through src/api.
// The layers go one way: the app over features over services over the API pipeline; nothing lower reaches up.
// import-x/no-restricted-paths checks the file an import resolves to (the `@/` and `@mock/` aliases through
// tsconfig's paths), so `../x` and `@/x` are the same import to it; the zones are relative to this file.
const features = (() => {
  try {
    return readdirSync(`${import.meta.dirname}/src/features`, { withFileTypes: true })
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
  message:
    'features never import each other: move what both need to src/services, src/components, src/lib or src/state.',
}));
const generatedZones = [
  'src/app',
  'src/features',
  'src/components',
  'src/lib',
  'src/state',
  'src/i18n',
  'src/services',
  'src/main.tsx',
].map((target) => ({
  target,
  from: 'src/api/generated',
  message: 'generated code is reached through src/api (import from "@/api").',
}));
const layerZones = [
  {
    target: 'src/lib',
    // The failure type of src/api is allowed: rules that word a failure read it (type-only imports).
    from: ['src/services', 'src/state', 'src/components', 'src/features', 'src/app', 'src/i18n'],
    message: 'src/lib holds pure rules: it never imports state, services, components, features or the app.',
  },
  {
    target: 'src/state',
    from: ['src/services', 'src/components', 'src/features', 'src/app'],
    message: 'client state sits below the services, components, features and the app: it never imports them.',
  },
  {
    target: 'src/components',
    from: ['src/features', 'src/app'],
    message: 'components are shared by features: they never import a feature or the app.',
  },
  {
    target: 'src/services',
    from: ['src/features', 'src/app'],
    message: 'services are shared by features and the app: they never import either.',
  },
  {
    target: 'src/api',
    from: ['src/services', 'src/features', 'src/app'],
    message:
      'src/api is the fetch pipeline only: it never imports the services, features or the app above it.',
  },
];
const mockMessage =
  'src/ never imports mock/ (production builds ship no fake backend); only main.tsx may import() it.';
const mockZone = { target: 'src', from: 'mock', message: mockMessage };
const FORM_KIT_MESSAGE =
  'forms are built with the form kit: useKitForm and <KitForm> from "@/components/form".';
const restrictedPaths = (zones) => ['error', { zones, basePath: import.meta.dirname }];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'packages/*/dist',
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
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: `${import.meta.dirname}/tsconfig.json` }),
      ],
    },
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
      'import-x/no-restricted-paths': restrictedPaths([
        ...featureZones,
        ...generatedZones,
        ...layerZones,
        mockZone,
      ]),
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-ignore': true, 'ts-expect-error': 'allow-with-description' },
      ],
    },
  },
  {
    // One way to build a form: useKitForm + <KitForm> (src/components/form) give every form the same rules,
    // the same double-tap guard and the same words for a failed call. A bare <form>, or react-hook-form's
    // useForm / FormProvider, or a resolver outside the kit, would start a second way.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/form/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='form']",
          message: FORM_KIT_MESSAGE,
        },
        {
          selector:
            "ImportDeclaration[source.value='react-hook-form'] ImportSpecifier[imported.name=/^(useForm|FormProvider)$/]",
          message: FORM_KIT_MESSAGE,
        },
        {
          selector: 'ImportDeclaration[source.value=/^@hookform\\/resolvers/]',
          message: FORM_KIT_MESSAGE,
        },
      ],
    },
  },
  {
    // Unit tests beside their code run against the fake backend, so they may import mock/; the feature and
    // generated-code boundaries still hold for them.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([...featureZones, ...generatedZones, ...layerZones]),
    },
  },
  {
    // main.tsx's enableMocking() may import() the fake backend (a build-time flag drops it from production);
    // no-restricted-paths sees static and dynamic imports alike, so here the mock zone is left to the core
    // no-restricted-imports, which checks import and export declarations but never import().
    files: ['src/main.tsx'],
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([...featureZones, ...generatedZones, ...layerZones]),
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(@mock|\\.\\./mock)(/|$)', message: mockMessage }] },
      ],
    },
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
