import type { PageManifest } from '../../shared/pages';

/** Commerce's pages: VIP, the wallet and pay password, V粒 and its shop, coupons, indicators, SMS subscriptions, the cash desks. */
export const commercePages = {
  '/vipV2': { load: () => import('./vip/vip-page') },
  '/my/paymentPassword': { load: () => import('./wallet/pay-password-page') },
  '/my/recharge': { load: () => import('./wallet/recharge-page') },
  '/cashDesk/recharge': { load: () => import('./wallet/recharge-page') },
  '/my/vli': { load: () => import('./points/vli-page') },
  '/vli/shop': { load: () => import('./points/vli-shop-page') },
  '/my/coupon': { load: () => import('./coupons/coupon-page') },
  '/my/indicator': { load: () => import('./indicators/my-indicators-page') },
  '/vTargetV2': { load: () => import('./indicators/indicator-shop-page') },
  '/cashDesk/vTarget': { load: () => import('./indicators/indicator-cash-desk-page') },
  '/subscribe': { load: () => import('./subscriptions/subscribe-page') },
  '/subscribe/list': { load: () => import('./subscriptions/subscription-list-page') },
  '/subscribe/details': { load: () => import('./subscriptions/subscription-detail-page') },
  '/subscribe/setUp': { load: () => import('./subscriptions/subscription-setup-page') },
  '/luckDraw': { load: () => import('./sign-in/luck-draw-page') },
  '/payment': { load: () => import('./payment/cash-desk-page') },
  '/cashDesk': { load: () => import('./payment/cash-desk-page') },
} satisfies PageManifest;
