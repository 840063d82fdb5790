import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { areaBoundaries } from './eslint/area-boundaries.js';

/**
 * The server's layers (docs/architecture.md): market core → platform → providers → modules → app.
 * Each block forbids the imports of a layer from above it, with a message that says where code goes.
 */
const restrictImports = (files, group, message, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ group, message }] }] },
});
const serverLayers = [
  restrictImports(
    ['packages/market-core/src/**'],
    ['**/apps/**', '@vce/*', 'fastify', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', 'ioredis', 'ws', 'node:*'],
    'The market core is pure market rules: no app, server library, database or I/O. Code that needs them belongs in apps/server/src/modules/market (the engine) or providers/market (a feed).',
  ),
  {
    files: ['packages/market-core/src/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['setTimeout', 'setInterval', 'setImmediate', 'fetch', 'process'].map((name) => ({
          name,
          message: 'The market core keeps no timers and does no I/O: its callers pass the time and the data in.',
        })),
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'The market core reads no clock: take `now` as an argument.' },
      ],
    },
  },
  restrictImports(
    ['apps/server/src/platform/**'],
    ['**/modules/**', '**/providers/**'],
    'platform/ is the bottom layer of the server: it imports no provider or module. A plugin declares its own Fastify decorations beside itself (declaration merging), not in platform/fastify.d.ts.',
  ),
  restrictImports(
    ['apps/server/src/providers/**'],
    ['**/modules/**'],
    'providers/ sit below modules/: a feed or service adapter uses @vce/market-core and platform/ only. Move shared market rules to packages/market-core, infrastructure to platform/.',
  ),
  restrictImports(
    ['apps/server/src/modules/**'],
    ['**/providers/market/**', '!**/providers/market/market-feed', '!**/providers/market/contract-state'],
    'Modules read quotes through the MarketFeed interface only (providers/market/market-feed.ts and contract-state.ts); the market plugin gets its feed from app.createMarketFeed(). A feed’s own code stays in providers/market.',
    // Tests compose a real feed with the engine, as the app does.
    ['**/*.test.ts'],
  ),
];

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
  ...serverLayers,
  {
    files: ['apps/web/src/features/**'],
    plugins: { area: areaBoundaries },
    rules: { 'area/feature-boundary': 'error' },
  },
  {
    // The seams between the server's areas (eslint/area-boundaries.js); tests may set up any area's rows.
    files: ['apps/server/src/modules/**'],
    ignores: ['**/*.test.ts'],
    plugins: { area: areaBoundaries },
    rules: {
      'area/no-sql-in-routes': 'error',
      'area/server-doors': 'error',
    },
  },
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
