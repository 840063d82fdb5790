import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const areas = [
  'shell',
  'account',
  'market',
  'bbas',
  'learning',
  'live',
  'community',
  'commerce',
  'assistant',
  'search',
  'admin',
];
const featureBoundary =
  'A feature never imports another feature: move what both need to shared/, or compose them in app/.';

/** Imports of any other feature folder, at the depths a feature's files sit. */
const otherFeatures = (area) =>
  areas
    .filter((other) => other !== area)
    .flatMap((other) => ['../', '../../', '../../../'].map((up) => `${up}${other}/*`));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      'data',
      'test-results',
      'playwright-report',
      'e2e-artifacts',
      'apps/server/drizzle',
      '.node',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/src/**/*.tsx', 'apps/web/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...areas.map((area) => ({
    files: [`apps/web/src/features/${area}/**`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: otherFeatures(area), message: featureBoundary }] }],
    },
  })),
  {
    files: ['apps/web/src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/*', '**/app/*'],
              message: 'shared/ sits below features and app: it must not import them.',
            },
          ],
        },
      ],
    },
  },
);
