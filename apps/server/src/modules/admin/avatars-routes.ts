import { listAdminAvatars, updateAdminAvatars } from '@vce/contract/admin-avatars';
import type { FastifyInstance } from 'fastify';
import { readAvatarsForConsole, updateAvatarChoices } from '../account/avatar-console-service';
import { Audited, registerAdminCall } from './admin-calls';

/** 头像: the avatars members choose from; each save audited with the list before and after. */
export function avatarRoutes(app: FastifyInstance) {
  registerAdminCall(app, listAdminAvatars, () => readAvatarsForConsole(app));
  registerAdminCall(app, updateAdminAvatars, async ({ body }) => {
    const { before, after, answer } = await updateAvatarChoices(app, body.list);
    return new Audited(answer, { target: 'avatar_list', before, after });
  });
}
