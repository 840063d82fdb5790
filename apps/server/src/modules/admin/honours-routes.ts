import {
  grantAdminHonour,
  listAdminHonours,
  revokeAdminHonour,
  showAdminMemberHonours,
  updateAdminHonour,
} from '@vce/contract/admin-honours';
import type { FastifyInstance } from 'fastify';
import * as honours from '../community/members/honour-console-service';
import { Audited, registerAdminCall } from './admin-calls';
import { changedFields } from './settings-service';

/** 荣誉: the honours' words and a member's honours; each change audited. */
export function honourRoutes(app: FastifyInstance) {
  registerAdminCall(app, listAdminHonours, async () => ({ list: await honours.readHonoursForConsole(app) }));
  registerAdminCall(app, updateAdminHonour, async ({ body }) => {
    const { before, after } = await honours.updateHonourText(app, body);
    return new Audited(
      { list: await honours.readHonoursForConsole(app) },
      { target: body.key, ...changedFields(before, after) },
    );
  });
  registerAdminCall(app, showAdminMemberHonours, ({ body }) => honours.readMemberHonours(app, body.user_id));
  registerAdminCall(app, grantAdminHonour, async ({ body }) => {
    const answer = await honours.grantHonourByHand(app, { userId: body.user_id, honour: body.key });
    return new Audited(answer, { target: `${body.user_id}:${body.key}`, before: null, after: { honour: body.key } });
  });
  registerAdminCall(app, revokeAdminHonour, async ({ body }) => {
    const answer = await honours.revokeHonour(app, { userId: body.user_id, honour: body.key });
    return new Audited(answer, { target: `${body.user_id}:${body.key}`, before: { honour: body.key }, after: null });
  });
}
