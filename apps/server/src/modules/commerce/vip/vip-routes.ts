import { getSuperVip, paySuperVip } from '@vce/contract/commerce-vip';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../platform/calls';
import { buyVip, readVipLevels, vipGoods } from './vip-service';

/** Membership for sale: the packages, buying one, and what a paid order grants. */
export function vipRoutes(app: FastifyInstance) {
  app.cashDesk.registerGoods('vip', vipGoods);
  registerCall(app, getSuperVip, () => readVipLevels(app));
  registerCall(app, paySuperVip, ({ body, userId, request }) =>
    buyVip({
      app,
      request,
      userId,
      levelId: body.level_id,
      payType: body.pay_type,
      payPassword: body.pay_password,
      couponId: body.coupon_id,
    }),
  );
}
