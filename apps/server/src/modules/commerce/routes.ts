import type { FastifyInstance } from 'fastify';
import { couponRoutes } from './coupons/coupon-routes';
import { indicatorRoutes } from './indicators/indicator-routes';
import { subscriptionRoutes } from './subscriptions/subscription-routes';
import { giftRoutes } from './gifts/gift-routes';
import { orderRoutes } from './payment/order-routes';
import { shopRoutes } from './points/shop-routes';
import { quotaRoutes } from './quota/quota-routes';
import { signInRoutes } from './sign-in/sign-in-routes';
import { taskRoutes } from './tasks/task-routes';
import { vipRoutes } from './vip/vip-routes';
import { walletRoutes } from './wallet/wallet-routes';

export async function commerceRoutes(app: FastifyInstance) {
  signInRoutes(app);
  quotaRoutes(app);
  taskRoutes(app);
  giftRoutes(app);
  shopRoutes(app);
  couponRoutes(app);
  indicatorRoutes(app);
  subscriptionRoutes(app);
  walletRoutes(app);
  vipRoutes(app);
  await orderRoutes(app);
}
