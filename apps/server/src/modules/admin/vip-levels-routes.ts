import { listAdminVipLevels, updateAdminVipLevel } from '@vce/contract/admin-vip-levels';
import type { FastifyInstance } from 'fastify';
import { readVipLevelsForConsole, updateVipLevel } from '../commerce/vip/level-console-service';
import { Audited, registerAdminCall } from './admin-calls';
import { changedFields } from './settings-service';

/** 会员套餐: the packages /vipV2 sells; each change audited with what changed. */
export function vipLevelRoutes(app: FastifyInstance) {
  registerAdminCall(app, listAdminVipLevels, async () => ({ list: await readVipLevelsForConsole(app) }));
  registerAdminCall(app, updateAdminVipLevel, async ({ body }) => {
    const { before, after, list } = await updateVipLevel(app, body);
    return new Audited({ list }, { target: body.id, ...changedFields(before, after) });
  });
}
