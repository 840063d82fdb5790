import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { userTokens } from '../db/schema/account';
import type { Bus } from './bus';
import type { Db } from './db';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const CACHE_TTL_MS = 30_000;
const CACHE_MAX = 10_000;
const REVOKED_CHANNEL = 'auth.token-revoked';

interface CachedSession {
  hash: string;
  userId: number;
  expiresAt: number;
  cachedUntil: number;
}

export interface Auth {
  /** The signed-in user's id for this request, or null for a guest or a bad token; at once while the token is cached. */
  userIdOf(request: FastifyRequest): number | null | Promise<number | null>;
  /** The same for a token sent elsewhere than the header (the assistant's calls carry it in the query). */
  userIdOfToken(token: string): number | null | Promise<number | null>;
  issueToken(userId: number): Promise<{ token: string; expiresAt: Date }>;
  revokeToken(token: string): Promise<void>;
  /** Signs the user out everywhere (after a password reset). */
  revokeUserTokens(userId: number): Promise<void>;
}

/**
 * Resolves the `token` header to a user. Tokens are random (256 bits) and stored hashed; the
 * token→user mapping is cached briefly, keyed by the token as sent (so the signed-in hot read does
 * not hash on every request), and evicted through the bus, which names the hash, when a token is
 * revoked.
 */
export function createAuth(deps: { db: Db; bus: Bus; ttlSeconds: number }): Auth {
  const cache = new Map<string, CachedSession>();
  deps.bus.subscribe(REVOKED_CHANNEL, (hash) => {
    // Revocations are rare (a logout, a password reset): a walk over at most CACHE_MAX entries.
    for (const [token, session] of cache) if (session.hash === hash) cache.delete(token);
  });

  function lookup(token: string): number | null | Promise<number | null> {
    const now = Date.now();
    const cached = cache.get(token);
    if (cached && cached.cachedUntil > now) return cached.expiresAt > now ? cached.userId : null;
    return fetchSession(token, now);
  }
  async function fetchSession(token: string, now: number): Promise<number | null> {
    const hash = hashToken(token);
    const [row] = await deps.db
      .select({ userId: userTokens.userId, expiresAt: userTokens.expiresAt })
      .from(userTokens)
      .where(and(eq(userTokens.tokenHash, hash), isNull(userTokens.revokedAt), gt(userTokens.expiresAt, new Date(now))))
      .limit(1);
    // Only hits are kept: a missing token may be issued by another process a moment later.
    if (!row) return null;
    if (cache.size >= CACHE_MAX) cache.clear();
    cache.set(token, { hash, userId: row.userId, expiresAt: row.expiresAt.getTime(), cachedUntil: now + CACHE_TTL_MS });
    return row.userId;
  }

  const userIdOfToken = (raw: string) => {
    const token = raw.trim();
    return token && token.length <= 128 ? lookup(token) : null;
  };
  const userIdOf = (request: FastifyRequest) => {
    const header = request.headers.token;
    return typeof header === 'string' ? userIdOfToken(header) : null;
  };

  return {
    userIdOf,
    userIdOfToken,
    issueToken: async (userId) => {
      const token = randomBytes(32).toString('hex');
      const expiresAt = new Date(Date.now() + deps.ttlSeconds * 1000);
      await deps.db.insert(userTokens).values({ userId, tokenHash: hashToken(token), expiresAt });
      return { token, expiresAt };
    },
    revokeToken: async (token) => {
      const hash = hashToken(token);
      await deps.db.update(userTokens).set({ revokedAt: new Date() }).where(eq(userTokens.tokenHash, hash));
      // Awaited: the answer (a logout) goes out once every process has been told.
      await deps.bus.publish(REVOKED_CHANNEL, hash);
    },
    revokeUserTokens: async (userId) => {
      const revoked = await deps.db
        .update(userTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(userTokens.userId, userId), isNull(userTokens.revokedAt)))
        .returning({ hash: userTokens.tokenHash });
      await Promise.all(revoked.map(({ hash }) => deps.bus.publish(REVOKED_CHANNEL, hash)));
    },
  };
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('auth', createAuth({ db: app.db, bus: app.bus, ttlSeconds: app.config.TOKEN_TTL_SECONDS }));
  },
  { name: 'auth', dependencies: ['platform'] },
);
