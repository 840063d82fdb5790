import { getNewUserPack, receiveNewUserPack } from '@vce/contract/commerce-gifts';
import { msg } from '@vce/contract/messages';
import type { FastifyInstance } from 'fastify';
import { Answer, registerCall } from '../../../platform/calls';
import { claimNewUserPack, listPackForShow } from './gift-pack-service';

/** Gifts: the new-user pack, its items and claiming it. */
export function giftRoutes(app: FastifyInstance) {
  registerCall(app, getNewUserPack, () => listPackForShow(app.db));
  registerCall(
    app,
    receiveNewUserPack,
    async ({ userId }) => new Answer(await claimNewUserPack({ app, userId }), msg.giftPackReceived),
  );
}
