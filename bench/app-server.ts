// Child process: our real server on an embedded database in the directory given as argv[2], with the
// settings of argv[3] (JSON) over the bench's. Once listening it prints one line: its port, a signed-in
// user's token, the phone and password of an account for password logins, and a hundred learners'
// tokens, and the id of a post with 200 comments. Closes cleanly on SIGTERM.
import { buildApp } from '../apps/server/src/app';
import { eq } from 'drizzle-orm';
import { communityPosts } from '../apps/server/src/db/schema/community';
import { communityComments } from '../apps/server/src/db/schema/community-comments';
import { grantRole, saveSession } from '../apps/server/src/modules/admin/admin-store';
import { hashToken } from '../apps/server/src/platform/auth';
import { hashPassword } from '../apps/server/src/platform/password-hash';
import { loadConfig } from '../apps/server/src/platform/config';
import { createUser } from '../apps/server/src/test/harness';

const [pgliteDir, settings = '{}'] = process.argv.slice(2);
if (!pgliteDir) throw new Error('usage: app-server.ts <pglite dir> [settings JSON]');

// Development mode only allows the builtin SMS and captcha providers; nothing on the measured paths depends on it.
const config = loadConfig({
  NODE_ENV: 'development',
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent',
  ...(JSON.parse(settings) as Record<string, string>),
});
const app = await buildApp({ config, pgliteDir });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();

// Only failed password logins are throttled, so one account may log in as often as the bench asks.
const password = 'bench123';
const { token, user: writer } = await createUser(app);
// The signed-in user also runs the operators' console, confirmed a moment ago (its budgeted page).
await grantRole(app.db, { userId: writer.id, role: 'owner' });
await saveSession(app.db, {
  tokenHash: hashToken(token),
  userId: writer.id,
  confirmedAt: new Date(),
  expiresAt: new Date(Date.now() + 8 * 3600_000),
});
// The community's feed is measured with a full first page (10 posts).
const posts = await app.db
  .insert(communityPosts)
  .values(
    Array.from({ length: 10 }, (_, i) => ({
      userId: writer.id,
      title: `第${i + 1}周螺纹钢交易复盘`,
      content: '<p>本周螺纹钢在3500附近反复震荡，持仓量小幅回落，<strong>止损设在前高</strong>。</p>',
      excerpt: '本周螺纹钢在3500附近反复震荡，持仓量小幅回落，止损设在前高。',
    })),
  )
  .returning({ id: communityPosts.id });
// …and a post with 200 comments: 50 threads of four (a head and three replies), as a busy post has.
const busyPostId = posts[0]!.id;
const heads = await app.db
  .insert(communityComments)
  .values(
    Array.from({ length: 50 }, (_, i) => ({
      postId: busyPostId,
      userId: writer.id,
      content: `第${i + 1}楼：3500一线支撑有效，回踩不破可以轻仓试多[赞]`,
      replyCount: 3,
    })),
  )
  .returning({ id: communityComments.id });
await app.db.insert(communityComments).values(
  heads.flatMap(({ id }) =>
    Array.from({ length: 3 }, (_, i) => ({
      postId: busyPostId,
      userId: writer.id,
      parentId: id,
      content: `回复${i + 1}：同意，止损放在3460下方`,
    })),
  ),
);
await app.db.update(communityPosts).set({ commentCount: 200 }).where(eq(communityPosts.id, busyPostId));
const { user } = await createUser(app, { passwordHash: await hashPassword(password) });
// The learning group's concurrent learners, each with a drill of their own.
const learners = await Promise.all(Array.from({ length: 100 }, async () => (await createUser(app)).token));
const ready = {
  port: typeof address === 'object' && address ? address.port : 0,
  token,
  login: { account: user.mobile, password },
  learners,
  busyPostId,
};
process.stdout.write(`${JSON.stringify(ready)}\n`);

process.once('SIGTERM', async () => {
  await app.close();
  process.exit(0);
});
