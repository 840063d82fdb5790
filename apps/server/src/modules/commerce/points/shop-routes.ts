import { redeemShopItem, vliShop } from '@vce/contract/commerce-points';
import { msg } from '@vce/contract/messages';
import type { FastifyInstance } from 'fastify';
import { Answer, registerCall } from '../../../platform/calls';
import { readShop, redeemItem } from './shop-service';

/** The V粒 shop (/vli/shop). */
export function shopRoutes(app: FastifyInstance) {
  registerCall(app, vliShop, () => readShop(app));
  registerCall(
    app,
    redeemShopItem,
    async ({ userId, body }) => new Answer(await redeemItem({ app, userId, itemId: body.item_id }), msg.shopRedeemed),
  );
}
