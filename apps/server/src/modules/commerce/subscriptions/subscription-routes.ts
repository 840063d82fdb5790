import {
  addSubscription,
  cancelSubscription,
  saveSubscriptionSettings,
  subscriptionDetail,
  subscriptionList,
  unsubscribeByToken,
} from '@vce/contract/commerce-subscriptions';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../platform/calls';
import { scheduleLeaderJob } from '../../../platform/leader-job';
import { dispatchSubscriptions } from './subscription-dispatch';
import { smsPlanGoods } from './subscription-plan';
import {
  cancelMySubscription,
  readSubscription,
  readSubscriptions,
  saveSettings,
  subscribe,
  unsubscribeWithToken,
} from './subscription-service';

/** SMS subscriptions: subscribing, the list, settings, one-tap unsubscribe, the plan, and the dispatcher. */
export function subscriptionRoutes(app: FastifyInstance) {
  app.cashDesk.registerGoods('sms', smsPlanGoods);
  registerCall(app, addSubscription, ({ body, userId }) => subscribe({ app, userId, ...body }));
  registerCall(app, subscriptionList, ({ userId }) => readSubscriptions({ app, userId }));
  registerCall(app, cancelSubscription, ({ body, userId }) => cancelMySubscription({ app, userId, id: body.id }));
  registerCall(app, subscriptionDetail, ({ body, userId }) => readSubscription({ app, userId, id: body.id }));
  registerCall(app, saveSubscriptionSettings, ({ body, userId }) =>
    saveSettings({
      app,
      userId,
      dailyCap: body.daily_cap,
      quietStart: body.quiet_start,
      quietEnd: body.quiet_end,
    }),
  );
  registerCall(app, unsubscribeByToken, ({ body }) => unsubscribeWithToken({ app, token: body.token }));
  scheduleLeaderJob(app, { name: 'sms-subscriptions', intervalMs: 5000, run: () => dispatchSubscriptions(app) });
}
