// The Redis side of the scale path, against the real Redis of the cluster leg: the short-lived store,
// the bus between processes, and a start with a REDIS_URL that does not answer.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { msg } from '@vce/contract/messages';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createFailureLimiter } from '../apps/server/src/modules/account/login-throttle';
import { createRedisBus } from '../apps/server/src/platform/bus';
import { connectRedis, type RedisLink } from '../apps/server/src/platform/redis';
import { createRedisShortLivedStore } from '../apps/server/src/platform/short-lived-store';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { redisUrl, databaseUrl } = inject('cluster');
const log = pino({ level: 'silent' });
const prefix = `vce-redis-test-${randomBytes(4).toString('hex')}:`;
const links: RedisLink[] = [];
const link = async () => {
  const opened = await connectRedis({ url: redisUrl, prefix, log });
  links.push(opened);
  return opened;
};
let first: RedisLink;
let second: RedisLink;
beforeAll(async () => {
  [first, second] = await Promise.all([link(), link()]);
});
afterAll(() => Promise.all(links.map((opened) => opened.close())));

describe('the short-lived store in Redis', () => {
  it('hands a value put through one connection to another, once, and forgets it at its lifetime', async () => {
    const a = createRedisShortLivedStore(first.client, prefix);
    const b = createRedisShortLivedStore(second.client, prefix);
    await a.put('ticket:1', 'yes', 60_000);
    expect(await b.peek('ticket:1')).toBe('yes');
    expect(await b.take('ticket:1')).toBe('yes');
    expect(await a.take('ticket:1')).toBeUndefined();
    await a.put('ticket:2', 'soon gone', 50);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await b.take('ticket:2')).toBeUndefined();
  });

  it('counts events from several connections in one window, each event once, and clears them', async () => {
    let now = 1_000_000;
    const a = createRedisShortLivedStore(first.client, prefix, () => now);
    const b = createRedisShortLivedStore(second.client, prefix, () => now);
    // Same millisecond, two writers: both count.
    await Promise.all([a.addEvent('fails', 1000), b.addEvent('fails', 1000), a.addEvent('fails', 1000)]);
    expect(await b.countEvents('fails', 1000)).toBe(3);
    now += 1001;
    expect(await a.countEvents('fails', 1000)).toBe(0);
    await b.addEvent('fails', 1000);
    await a.clearEvents('fails');
    expect(await b.countEvents('fails', 1000)).toBe(0);
  });

  it('answers 服务暂时繁忙 (503) rather than failing strangely while Redis is unreachable', async () => {
    const lost = await link();
    const store = createRedisShortLivedStore(lost.client, prefix);
    lost.client.disconnect();
    await expect(store.take('anything')).rejects.toMatchObject({ statusCode: 503, message: msg.serviceUnavailable });
    await expect(store.addEvent('anything', 1000)).rejects.toMatchObject({ statusCode: 503 });
  });

  it('lets password logins through the failure limiter while Redis is unreachable, as docs/operations.md says', async () => {
    const lost = await link();
    const limiter = createFailureLimiter({
      store: createRedisShortLivedStore(lost.client, prefix),
      name: 'login-failures:account',
      limit: 1,
      windowMs: 60_000,
    });
    lost.client.disconnect();
    await expect(limiter.recordFailure('13800000000')).resolves.toBeUndefined();
    expect(await limiter.isBlocked('13800000000')).toBe(false);
    await expect(limiter.clear('13800000000')).resolves.toBeUndefined();
  });
});

describe('the bus over Redis', () => {
  it('delivers a message to the other process once, and to its own handlers at once', async () => {
    const busA = createRedisBus(first, log);
    const busB = createRedisBus(second, log);
    const heardByA: unknown[] = [];
    const heardByB: unknown[] = [];
    busA.subscribe('auth.token-revoked', (message) => heardByA.push(message));
    busB.subscribe('auth.token-revoked', (message) => heardByB.push(message));
    await new Promise((resolve) => setTimeout(resolve, 100)); // the SUBSCRIBE reaches Redis
    await busA.publish('auth.token-revoked', '期友的令牌');
    expect(heardByA).toEqual(['期友的令牌']);
    await expect.poll(() => heardByB).toEqual(['期友的令牌']);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heardByA).toHaveLength(1);
    expect(heardByB).toHaveLength(1);
  });
});

it('stops a start whose REDIS_URL does not answer with one line naming it, not a stack', () => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
    env: {
      ...process.env,
      REDIS_URL: 'redis://127.0.0.1:1',
      MEDIA_URL_SECRET: 'x'.repeat(32),
      DATABASE_URL: databaseUrl,
      PORT: '0',
      LOG_LEVEL: 'silent',
    },
  });
  expect(result.status).toBe(1);
  const lines = result.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^vce: failed to start: REDIS_URL=redis:\/\/127\.0\.0\.1:1 does not answer/);
});
