import type { AddressInfo } from 'node:net';
import { socketPaths } from '@vce/contract/socket';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createTestApp, createUser, type TestApp } from '../test/harness';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function listen(app: TestApp) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Holds an exclusive lock on the token table until released: token lookups wait behind it. */
async function lockTokens(app: TestApp) {
  let release = () => {};
  let taken = () => {};
  const isTaken = new Promise<void>((resolve) => {
    taken = resolve;
  });
  const done = app.db.transaction(async (tx) => {
    await tx.execute(sql`lock table user_tokens in access exclusive mode`);
    taken();
    await new Promise<void>((resolve) => {
      release = resolve;
    });
  });
  await isTaken;
  return async () => {
    release();
    await done;
  };
}

describe('shutdown', () => {
  it('finishes a request in flight and then closes promptly', async () => {
    const app = await createTestApp();
    const { token } = await createUser(app);
    const host = await listen(app);
    const unlock = await lockTokens(app);
    const answer = fetch(`http://${host}/api/user/index`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: '{}',
    });
    await sleep(200);
    const startedAt = Date.now();
    const closed = app.close();
    await sleep(100);
    await unlock();

    const res = await answer;
    expect(res.status).toBe(200);
    expect((await res.json()).code).toBe(1);
    await closed;
    expect(Date.now() - startedAt).toBeLessThan(5000);
  });

  it('closes open notification sockets with 1001 rather than waiting for them', async () => {
    const app = await createTestApp();
    const host = await listen(app);
    const socket = new WebSocket(`ws://${host}${socketPaths.notice}`);
    await new Promise((resolve) => socket.once('message', resolve));
    const closeCode = new Promise<number>((resolve) => socket.once('close', resolve));
    const startedAt = Date.now();
    await app.close();
    expect(await closeCode).toBe(1001);
    expect(Date.now() - startedAt).toBeLessThan(5000);
  });
});
