import type { AdminPrize } from '@vce/contract/admin-sign-in';
import type { PrizeKind } from '@vce/contract/commerce-sign-in';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../platform/errors';
import { shanghaiDay } from '../../../platform/request-info';
import { inTransaction } from '../../../platform/transaction';
import { assertRewardExists } from '../rewards';
import { isInStock, listPrizesWithDrawn } from './draw-store';
import { type PrizeColumns, replaceRewards, updatePrizeIfUnchanged } from './sign-in-console-store';
import { listSignInRewards } from './sign-in-store';

/*
 * 签到抽奖, the console's door into the sign-in's rewards and the draw's prizes. The sign-in and the
 * draw read both tables on every call, so a change holds from the next sign-in or draw on any process.
 */

/** The reward table and the ring's prizes, each with today's draws and its odds now. */
export async function readSignInForConsole(app: FastifyInstance) {
  const [rewards, rows] = await Promise.all([listSignInRewards(app.db), listPrizesWithDrawn(app.db, shanghaiDay())]);
  const inStock = rows.filter(({ prize, drawnToday }) => isInStock(prize, drawnToday));
  const totalWeight = inStock.reduce((sum, { prize }) => sum + Math.max(0, prize.weight), 0);
  const prizes: AdminPrize[] = rows.map(({ prize, drawnToday }) => ({
    id: prize.id,
    name: prize.name,
    kind: prize.kind as PrizeKind,
    amount: prize.amount,
    weight: prize.weight,
    daily_stock: prize.dailyStock,
    total_left: prize.totalLeft,
    drawn_today: drawnToday,
    odds:
      totalWeight && isInStock(prize, drawnToday)
        ? Math.round((Math.max(0, prize.weight) / totalWeight) * 1000) / 10
        : 0,
  }));
  return { rewards: rewards.map((row) => row.points), prizes };
}

export async function saveSignInRewards(app: FastifyInstance, points: number[]) {
  const before = await readSignInForConsole(app);
  await inTransaction(app.db, (tx) => replaceRewards(tx, points));
  return { before: before.rewards, after: await readSignInForConsole(app) };
}

/** Changes a prize; a coupon prize names a kind of coupon that exists. Answers the prize before and the whole after. */
export async function savePrize(
  app: FastifyInstance,
  input: { id: number; columns: PrizeColumns; totalLeftSeen: number | null },
) {
  await assertRewardExists(app.db, { kind: input.columns.kind, amount: input.columns.amount ?? 0 });
  const before = (await readSignInForConsole(app)).prizes.find((prize) => prize.id === input.id);
  if (!before) throw AppError.reject('prizeUnknown');
  if (!(await updatePrizeIfUnchanged(app.db, input))) throw AppError.reject('prizeStockChanged');
  const after = await readSignInForConsole(app);
  return { before, after };
}
