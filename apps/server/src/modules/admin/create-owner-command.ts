import { parseArgs } from 'node:util';
import { loadConfig } from '../../platform/config';
import { openConfiguredDatabase } from '../../platform/db';
import { findUserIdByMobile } from '../account/account-service';
import { grantRole, insertAudit } from './admin-store';

/**
 * `npm run admin:create -- --mobile 1xxxxxxxxxx`: makes an existing account an owner of the console
 * (never a default password: the owner signs in as they always do). Stop the server first when it
 * runs on the embedded database: one opener at a time. The grant is kept in the audit log as the
 * command line's (ip `cli`).
 */
async function main() {
  const { values } = parseArgs({ options: { mobile: { type: 'string' } } });
  const mobile = values.mobile?.trim() ?? '';
  if (!/^1\d{10}$/.test(mobile)) throw new Error('usage: npm run admin:create -- --mobile 1xxxxxxxxxx');
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    const userId = await findUserIdByMobile(database.db, mobile);
    if (!userId) throw new Error(`没有手机号为 ${mobile} 的账号：请先用它在网站注册登录`);
    await grantRole(database.db, { userId, role: 'owner' });
    await insertAudit(database.db, {
      actorId: userId,
      role: 'owner',
      call: 'admin:create',
      resource: 'roles',
      action: 'edit',
      target: String(userId),
      before: null,
      after: { roles: ['owner'] },
      ip: 'cli',
    });
    process.stdout.write(`已将用户 ${userId}（${mobile}）设为站长，登录后访问 /admin\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`admin:create: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
