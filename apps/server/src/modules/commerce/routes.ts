import { searchCount, useSearch } from '@vce/contract/commerce-quota';
import { sign, signBaseInfo } from '@vce/contract/commerce-sign-in';
import { msg } from '@vce/contract/messages';
import type { FastifyInstance } from 'fastify';
import { Answer, registerCall } from '../../platform/calls';
import { readSearchCount, useSearch as useFreeSearch } from './quota-service';
import { orderRoutes } from './orders/order-routes';
import { readSignInfo, signIn } from './sign-in-service';
import { vipRoutes } from './vip/vip-routes';
import { walletRoutes } from './wallet/wallet-routes';

export async function commerceRoutes(app: FastifyInstance) {
  registerCall(app, signBaseInfo, ({ userId }) => readSignInfo({ app, userId }));
  registerCall(app, sign, async ({ userId }) => {
    const { isNew, info } = await signIn({ app, userId });
    return new Answer(info, isNew ? msg.signSuccess : msg.signAlready);
  });
  registerCall(app, useSearch, ({ userId, body }) => useFreeSearch({ app, userId, ...body }));
  registerCall(app, searchCount, ({ userId, body }) => readSearchCount({ app, userId, uuid: body.uuid }));
  walletRoutes(app);
  vipRoutes(app);
  await orderRoutes(app);
}
