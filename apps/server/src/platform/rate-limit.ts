import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Per-route request budgets (`registerCall(…, { rateLimit })`), counted in Redis on the scale path so
 * that every process draws on one budget, in memory otherwise. Only routes that ask are limited: the
 * hot reads are not. While Redis is away requests pass rather than fail (the log says Redis is down).
 * Over budget: 429 with 操作过于频繁，请稍后再试 (wire.ts).
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, {
      global: false,
      ...(app.redis ? { redis: app.redis.client, nameSpace: `${app.redis.prefix}rate-limit:` } : {}),
      skipOnError: true,
    });
  },
  { name: 'rate-limit', dependencies: ['platform'] },
);
