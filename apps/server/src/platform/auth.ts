import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { userTokens } from '../db/schema/account';
import type { Bus } from './bus';
import type { Db } from './db';
import { AppError } from './errors';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const CACHE_TTL_MS = 30_000;
const CACHE_MAX = 10_000;
const REVOKED_CHANNEL = 'auth.token-revoked';

interface CachedSession {
  userId: number;
  expiresAt: number;
  cachedUntil: number;
}

export interface Auth {
  /** The signed-in user's id for this request, or null for a guest or a bad token. */
  userIdOf(request: FastifyRequest): Promise<number | null>;
  /** Like userIdOf, but a guest gets 4001. */
  requireUserId(request: FastifyRequest): Promise<number>;
  issueToken(userId: number): Promise<{ token: string; expiresAt: Date }>;
  revokeToken(token: string): Promise<void>;
  /** Signs the user out everywhere (after a password reset). */
  revokeUserTokens(userId: number): Promise<void>;
}

/**
 * Resolves the `token` header to a user. Tokens are random (256 bits) and stored hashed; the
 * token→user mapping is cached briefly and evicted through the bus when a token is revoked.
 */
export function createAuth(deps: { db: Db; bus: Bus; ttlSeconds: number }): Auth {
  const cache = new Map<string, CachedSession>();
  deps.bus.subscribe(REVOKED_CHANNEL, (hash) => cache.delete(String(hash)));

  async function lookup(hash: string): Promise<number | null> {
    const now = Date.now();
    const cached = cache.get(hash);
    if (cached && cached.cachedUntil > now) return cached.expiresAt > now ? cached.userId : null;
    const [row] = await deps.db
      .select({ userId: userTokens.userId, expiresAt: userTokens.expiresAt })
      .from(userTokens)
      .where(and(eq(userTokens.tokenHash, hash), isNull(userTokens.revokedAt), gt(userTokens.expiresAt, new Date(now))))
      .limit(1);
    // Only hits are kept: a missing token may be issued by another process a moment later.
    if (!row) return null;
    if (cache.size >= CACHE_MAX) cache.clear();
    cache.set(hash, { userId: row.userId, expiresAt: row.expiresAt.getTime(), cachedUntil: now + CACHE_TTL_MS });
    return row.userId;
  }

  const resolved = new WeakMap<FastifyRequest, Promise<number | null>>();
  const userIdOf = (request: FastifyRequest) => {
    let pending = resolved.get(request);
    if (!pending) {
      const header = request.headers.token;
      const token = typeof header === 'string' ? header.trim() : '';
      pending = token && token.length <= 128 ? lookup(hashToken(token)) : Promise.resolve(null);
      resolved.set(request, pending);
    }
    return pending;
  };

  return {
    userIdOf,
    requireUserId: async (request) => {
      const userId = await userIdOf(request);
      if (userId === null) throw AppError.needLogin();
      return userId;
    },
    issueToken: async (userId) => {
      const token = randomBytes(32).toString('hex');
      const expiresAt = new Date(Date.now() + deps.ttlSeconds * 1000);
      await deps.db.insert(userTokens).values({ userId, tokenHash: hashToken(token), expiresAt });
      return { token, expiresAt };
    },
    revokeToken: async (token) => {
      const hash = hashToken(token);
      await deps.db.update(userTokens).set({ revokedAt: new Date() }).where(eq(userTokens.tokenHash, hash));
      deps.bus.publish(REVOKED_CHANNEL, hash);
    },
    revokeUserTokens: async (userId) => {
      const revoked = await deps.db
        .update(userTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(userTokens.userId, userId), isNull(userTokens.revokedAt)))
        .returning({ hash: userTokens.tokenHash });
      for (const { hash } of revoked) deps.bus.publish(REVOKED_CHANNEL, hash);
    },
  };
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('auth', createAuth({ db: app.db, bus: app.bus, ttlSeconds: app.config.TOKEN_TTL_SECONDS }));
  },
  { name: 'auth', dependencies: ['platform'] },
);
