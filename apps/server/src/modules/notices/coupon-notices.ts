import { paths } from '@vce/contract/routes';
import { beijingDate } from '@vce/market-core/calendar';
import type { FastifyInstance } from 'fastify';
import { sendNoticeToEach } from './notice-service';

/** Tells each user an operators' batch gave a coupon to, once (in the consumer's transaction). */
export function tellCouponHolders(app: FastifyInstance) {
  app.events.committed('coupons.granted', 'notices.coupons-granted', async (event, tx) => {
    const until = beijingDate(Date.parse(event.expiresAt));
    await sendNoticeToEach({
      app,
      db: tx,
      userIds: event.userIds,
      message: {
        type: 'coupon_granted',
        message_type: 'case',
        content: { content: `平台送你一张优惠券「${event.couponName}」，${until}前下单可用，去「我的优惠券」看看吧。` },
      },
      link: paths.my.coupon,
    });
  });
}
