import { showAdminSignIn, updateAdminPrize, updateAdminSignInRewards } from '@vce/contract/admin-sign-in';
import type { FastifyInstance } from 'fastify';
import { readSignInForConsole, savePrize, saveSignInRewards } from '../commerce/sign-in/sign-in-console-service';
import { Audited, registerAdminCall } from './admin-calls';
import { changedFields } from './settings-service';

/** 签到抽奖: the sign-in's reward table and the draw's prizes; each change audited. */
export function signInRoutes(app: FastifyInstance) {
  registerAdminCall(app, showAdminSignIn, () => readSignInForConsole(app));
  registerAdminCall(app, updateAdminSignInRewards, async ({ body }) => {
    const { before, after } = await saveSignInRewards(app, body.rewards);
    return new Audited(after, { target: 'sign_in_rewards', before, after: after.rewards });
  });
  registerAdminCall(app, updateAdminPrize, async ({ body }) => {
    const { before, after } = await savePrize(app, {
      id: body.id,
      columns: {
        name: body.name,
        kind: body.kind,
        amount: body.amount,
        weight: body.weight,
        dailyStock: body.daily_stock,
        totalLeft: body.total_left,
      },
      totalLeftSeen: body.total_left_seen,
    });
    const prize = after.prizes.find((entry) => entry.id === body.id)!;
    return new Audited(after, { target: `prize:${body.id}`, ...changedFields(before, prize) });
  });
}
