import { receiveNewUserPack } from '@vce/contract/commerce-gifts';
import { msg } from '@vce/contract/messages';
import type { FastifyInstance } from 'fastify';
import { Answer, registerCall } from '../../../platform/calls';
import { claimNewUserPack } from './gift-pack-service';

/** Gifts: the new-user pack (its items are listed by the shell's getNewUserPack). */
export function giftRoutes(app: FastifyInstance) {
  registerCall(
    app,
    receiveNewUserPack,
    async ({ userId }) => new Answer(await claimNewUserPack({ app, userId }), msg.giftPackReceived),
  );
}
