import { userIndex } from '@vce/contract/account';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/account';
import { registerCall } from '../../platform/calls';
import { AppError } from '../../platform/errors';
import { toUserInfo } from './user-info';

export async function accountRoutes(app: FastifyInstance) {
  registerCall(app, userIndex, async ({ userId, request }) => {
    const [user] = await app.db.select().from(users).where(eq(users.id, userId));
    if (!user) throw AppError.needLogin();
    const nextTip = Number(await app.settings.get('vip_next_tip_seconds', 3 * 86_400));
    return { userinfo: toUserInfo(user, String(request.headers.token), nextTip) };
  });
}
