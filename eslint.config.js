import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The rooms of docs/architecture: features never import each other, src/ never imports mock/ (except the one
// gated enableMocking() import in src/main.tsx) and generated code is reached only through src/api.
const features = (() => {
  try {
    return readdirSync('src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
})();

const boundaryZones = [
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'Features never import each other: move what both need to src/components, src/lib or src/state.',
  })),
  {
    target: './src',
    from: './src/api/generated',
    except: [],
    message: 'Generated code is reached through src/api only.',
  },
];
const apiTargets = [
  './src/app',
  './src/features',
  './src/components',
  './src/lib',
  './src/state',
  './src/i18n',
];
const generatedZones = apiTargets.map((target) => ({
  target,
  from: './src/api/generated',
  message: 'Generated code is reached through src/api (import from "@/api").',
}));
const mockZone = {
  target: './src',
  from: './mock',
  message: 'src/ never imports mock/: production builds must ship no fake backend.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'src/api/generated',
      'public',
      'coverage',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
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
    // Unit tests beside their code run against the fake backend, so they may import mock/; the feature and
    // generated-code boundaries still hold for them.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...boundaryZones.filter((z) => z.target !== './src'), ...generatedZones] },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/main.tsx', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...boundaryZones.filter((z) => z.target !== './src'), ...generatedZones, mockZone] },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-ignore': true, 'ts-expect-error': 'allow-with-description' },
      ],
    },
  },
  {
    // The one allowed door from src/ to mock/: the env-gated, dynamic enableMocking() import.
    files: ['src/main.tsx'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: generatedZones.map((z) => ({ ...z, target: './src' })) },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/mock/*', '@mock/*'], message: 'Only a dynamic import() of mock/ is allowed here.' },
          ],
        },
      ],
    },
  },
);
