import { defineConfig } from 'vitest/config';

// The cluster leg of `.ci/run` (not part of `npm test`): two server processes on one PostgreSQL and
// one Redis behind nginx, started once by cluster-setup.ts and shared by the tests, which run in
// order in one file because the last one kills a process.
export default defineConfig({
  test: {
    name: 'cluster',
    root: new URL('..', import.meta.url).pathname,
    include: ['cluster/**/*.test.ts'],
    globalSetup: ['cluster/cluster-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 300_000,
  },
});
