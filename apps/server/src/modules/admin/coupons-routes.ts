import {
  createAdminCouponTemplate,
  grantAdminCoupons,
  listAdminCouponBatches,
  listAdminCouponTemplates,
  updateAdminCouponTemplate,
} from '@vce/contract/admin-coupons';
import type { FastifyInstance } from 'fastify';
import {
  createCouponTemplate,
  grantCoupons,
  readCouponBatches,
  readTemplatesForConsole,
  updateCouponTemplate,
} from '../commerce/coupons/coupon-console-service';
import { Audited, registerAdminCall } from './admin-calls';
import { changedFields } from './settings-service';

/** 优惠券: the kinds of coupon and the operators' batches; each change audited. */
export function couponRoutes(app: FastifyInstance) {
  registerAdminCall(app, listAdminCouponTemplates, async () => ({ list: await readTemplatesForConsole(app) }));
  registerAdminCall(app, listAdminCouponBatches, ({ body }) => readCouponBatches(app, body));
  registerAdminCall(app, createAdminCouponTemplate, async ({ body }) => {
    const template = await createCouponTemplate(app, body);
    return new Audited(template, { target: template.id, before: null, after: template });
  });
  registerAdminCall(app, updateAdminCouponTemplate, async ({ body: { id, ...fields } }) => {
    const { before, after } = await updateCouponTemplate(app, id, fields);
    return new Audited(after, { target: id, ...changedFields(before, after) });
  });
  registerAdminCall(app, grantAdminCoupons, async ({ body, caller }) => {
    const batch = await grantCoupons(app, {
      templateId: body.template_id,
      userIds: body.user_ids,
      batchNo: body.batch_no,
      note: body.note,
      byUserId: caller.userId,
    });
    return new Audited(batch, {
      target: `batch:${batch.batch_no}`,
      before: null,
      after: { template_id: body.template_id, user_ids: body.user_ids, note: body.note, granted: batch.granted },
    });
  });
}
