import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

it('answers /healthz with ok while the database answers, naming the Node.js that serves', async () => {
  const res = await app.inject({ method: 'GET', url: '/healthz' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    status: 'ok',
    node: process.version,
    database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    redis: 'off',
    market: 'engine',
    // One process drains the domain events' outbox itself. The day's demo strategy notes, written
    // once the market is up, may already have been announced (to the search index).
    events: 'leader',
    events_delivered: expect.stringMatching(/^[01]$/),
    // Only requests over HTTP reach the hot lane, not injected ones.
    hot_lane_answers: '0',
  });
});
