import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/account';
import { vipMemberships } from '../db/schema/commerce-vip';
import { walletBalances } from '../db/schema/commerce-wallet';
import { loadConfig } from '../platform/config';
import { createScratchDatabase, migratedPgliteImage } from './migrated-databases';

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

/**
 * Boots the real server for API tests: in-memory PGlite by default, or — when DATABASE_URL is
 * set (CI's PostgreSQL leg) — a fresh database of its own on that server, dropped at close.
 * Restart tests keep their data: a PGlite directory, or a DATABASE_URL given in `env`, used as is.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { pgliteDir?: string } = {},
): Promise<TestApp> {
  const serverUrl = env.DATABASE_URL ? undefined : process.env.DATABASE_URL;
  const database = serverUrl ? await createScratchDatabase(serverUrl) : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    // A short simulated history keeps each test file's start quick; market tests ask for more.
    MARKET_HISTORY_DAYS: '30',
    MARKET_MINUTE_DAYS: '2',
    MARKET_ALWAYS_OPEN: '1',
    // Lesson videos are made only where a test plays them (learning's), into one cache per machine.
    DEMO_MEDIA: 'off',
    DEMO_MEDIA_CACHE: path.join(os.tmpdir(), 'vce-demo-media'),
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  const pgliteDir = options.pgliteDir ?? null;
  // A PGlite directory kept across a restart starts as a real first start does; memory from the image.
  const pgliteImage = config.DATABASE_URL || pgliteDir ? undefined : await migratedPgliteImage();
  const app = await buildApp({ config, pgliteDir, pgliteImage });
  await app.ready();
  if (database) {
    // Dropped only after the server's own pool has closed.
    const close = app.close.bind(app);
    Object.assign(app, { close: async () => (await close(), await database.drop()) });
  }
  return app;
}

/**
 * A phone number this process has not given out before: random, so that files sharing a database (a
 * restart, the cluster) rarely meet, and never twice here (the console's role table makes 1,500 users
 * in one database, where random numbers alone clashed about one run in a hundred).
 */
const issuedMobiles = new Set<string>();
function freshMobile() {
  for (;;) {
    const mobile = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    if (issuedMobiles.has(mobile)) continue;
    issuedMobiles.add(mobile);
    return mobile;
  }
}

type Membership = Omit<typeof vipMemberships.$inferInsert, 'userId'>;
type Balances = Omit<typeof walletBalances.$inferInsert, 'userId'>;

/**
 * A signed-in user for tests: the row and a valid token for the `token` header. `vip` gives a running
 * month of membership; a membership's or a balance's own fields (`vipExpiresAt`, `moneyCents` …) set
 * those, in commerce's tables as the services would have.
 */
export async function createUser(
  app: TestApp,
  overrides: Partial<typeof users.$inferInsert> & Membership & Balances & { vip?: boolean } = {},
) {
  const { vip, vipLevel, vipExpiresAt, vipIsTrial, moneyLevel, moneyCents, score, ...fields } = overrides;
  const [user] = await app.db
    .insert(users)
    .values({
      nickname: `期友${randomBytes(2).toString('hex')}`,
      mobile: freshMobile(),
      ...fields,
    })
    .returning();
  if (!user) throw new Error('user not created');
  const membership = { vipLevel, vipExpiresAt, vipIsTrial, moneyLevel };
  if (vip)
    Object.assign(membership, {
      vipLevel: vipLevel ?? 2,
      vipExpiresAt: vipExpiresAt ?? new Date(Date.now() + 30 * 86_400_000),
    });
  if (Object.values(membership).some((value) => value !== undefined))
    await app.db.insert(vipMemberships).values({ userId: user.id, ...membership });
  if (moneyCents !== undefined || score !== undefined)
    await app.db.insert(walletBalances).values({ userId: user.id, moneyCents, score });
  const { token } = await app.auth.issueToken(user.id);
  return { user, token };
}

/** A user's membership row as commerce keeps it (undefined: never a member). */
export async function membershipOf(app: TestApp, userId: number) {
  const [row] = await app.db.select().from(vipMemberships).where(eq(vipMemberships.userId, userId));
  return row;
}

/** POSTs a JSON body (or form text when `form` is set) the way the web client does. */
export function post(
  app: TestApp,
  url: string,
  body: unknown = {},
  options: { token?: string; form?: boolean; ip?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: options.ip,
    headers: {
      'content-type': options.form ? 'application/x-www-form-urlencoded' : 'application/json',
      token: options.token ?? '',
      platform: 'pc',
      'channel-name': 'pc',
    },
    payload: options.form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body),
  });
}

/** A call as a user (`token`, or '' for a guest), answering the envelope as JSON. */
export const callAs =
  (app: TestApp) =>
  (url: string, token: string, body: object = {}) =>
    post(app, url, body, { token }).then((response) => response.json());

/** A user past their first day: the regular writing limits hold, not the newcomer's. */
export const createVeteran = (app: TestApp) => createUser(app, { createdAt: new Date(Date.now() - 3 * 86_400_000) });
