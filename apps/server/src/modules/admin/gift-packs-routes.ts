import {
  createAdminPackItem,
  deleteAdminPackItem,
  showAdminGiftPack,
  updateAdminPackItem,
} from '@vce/contract/admin-gift-packs';
import type { FastifyInstance } from 'fastify';
import {
  addPackItem,
  deletePackItem,
  readGiftPackForConsole,
  updatePackItem,
} from '../commerce/gifts/gift-pack-console-service';
import { Audited, registerAdminCall } from './admin-calls';
import { changedFields } from './settings-service';

/** 新人礼包: the new-user pack's items; each change audited. */
export function giftPackRoutes(app: FastifyInstance) {
  registerAdminCall(app, showAdminGiftPack, () => readGiftPackForConsole(app));
  registerAdminCall(app, createAdminPackItem, async ({ body }) => {
    const pack = await addPackItem(app, body);
    return new Audited(pack, { target: 'gift_pack', before: null, after: body });
  });
  registerAdminCall(app, updateAdminPackItem, async ({ body: { id, ...fields } }) => {
    const { before, after, pack } = await updatePackItem(app, id, fields);
    return new Audited(pack, { target: id, ...changedFields(before, after) });
  });
  registerAdminCall(app, deleteAdminPackItem, async ({ body }) => {
    const { before, pack } = await deletePackItem(app, body.id);
    return new Audited(pack, { target: body.id, before, after: null });
  });
}
