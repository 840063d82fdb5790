import { randomInt } from 'node:crypto';
import type { PrizeKind } from '@vce/contract/commerce-sign-in';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../../platform/transaction';
import { AppError } from '../../../platform/errors';
import { shanghaiDay } from '../../../platform/request-info';
import { grantReward } from '../rewards';
import { insertDrawLog, isInStock, listPrizesWithDrawn, type PrizeRow, takePrizeStock } from './draw-store';
import { spendDrawChance } from './sign-in-store';

type Won = Pick<PrizeRow, 'id' | 'name' | 'kind' | 'amount'>;

/** What a draw gives when nothing else is left: the table's own 谢谢参与, or this one. */
const nothingWon: Won = { id: 0, name: '谢谢参与', kind: 'none', amount: 0 };

/** One prize by weight among those in stock (crypto randomness: the odds are the table's). */
function pickByWeight(prizes: PrizeRow[]) {
  const total = prizes.reduce((sum, prize) => sum + Math.max(0, prize.weight), 0);
  if (total < 1) return null;
  let ticket = randomInt(total);
  for (const prize of prizes) {
    ticket -= Math.max(0, prize.weight);
    if (ticket < 0) return prize;
  }
  return null;
}

/**
 * Uses one draw chance and draws on the server: the chance, the prize's stock, the prize itself and
 * the history row are written in one transaction, so a chance is used once even by concurrent clicks,
 * stock never goes below zero, and a prize whose stock ran out meanwhile becomes 谢谢参与.
 */
export async function drawOnce(input: { app: FastifyInstance; userId: number }) {
  const { app, userId } = input;
  const day = shanghaiDay();
  const outcome = await inTransaction(app.db, async (tx) => {
    const chancesLeft = await spendDrawChance(tx, userId);
    if (chancesLeft === null) throw AppError.reject('drawNoChance');
    const prizes = await listPrizesWithDrawn(tx, day);
    const inStock = prizes.filter((row) => isInStock(row.prize, row.drawnToday)).map((row) => row.prize);
    const picked = pickByWeight(inStock);
    const won: Won =
      picked && (await takePrizeStock(tx, picked, day))
        ? picked
        : (prizes.find((row) => row.prize.kind === 'none')?.prize ?? nothingWon);
    const note = `幸运抽奖：${won.name}`;
    await grantReward(app, tx, { userId, reward: won, ledgerKind: 'draw', note, source: 'draw' });
    return { logId: await insertDrawLog(tx, { userId, prize: won }), won, chancesLeft };
  });
  const { won } = outcome;
  return {
    log_id: outcome.logId,
    prize: { id: won.id, name: won.name, kind: won.kind as PrizeKind, amount: won.amount },
    draw_chances: outcome.chancesLeft,
  };
}

/** The prizes in grid order, each marked sold out when today's or all of its stock is gone. */
export async function readPrizeList(app: FastifyInstance) {
  const rows = await listPrizesWithDrawn(app.db, shanghaiDay());
  return {
    list: rows.map(({ prize, drawnToday }) => ({
      id: prize.id,
      name: prize.name,
      kind: prize.kind as PrizeKind,
      amount: prize.amount,
      sold_out: !isInStock(prize, drawnToday),
    })),
  };
}
