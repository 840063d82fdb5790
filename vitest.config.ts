import { defineConfig } from 'vitest/config';

// Two cores: at most two workers. API tests boot the real server on an in-memory PGlite database
// (or on PostgreSQL when DATABASE_URL is set, as CI's second leg does).
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}', 'apps/*/build/**/*.test.ts'],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
          // The layer and seam tests run ESLint over sample files, and the simulator's replay computes a
          // day of a market: a second or two here, several on a machine three times slower under load.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.api.test.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
