import type { IndicatorPlatform } from '@vce/contract/commerce-indicators';
import { indicatorPlatformNames } from '@vce/contract/commerce-indicators';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db';
import { inTransaction } from '../../../platform/transaction';
import { msg } from '@vce/contract/messages';
import { AppError } from '../../../platform/errors';
import { vipTip } from '../../account/permission-tip-service';
import type { Goods } from '../payment/cash-desk';
import { debitBalance } from '../wallet/wallet-store';
import { rightsOf } from './indicator-access';
import { formulaText } from './formula-files';
import { findAnyIndicator, findIndicator, grantIndicator, ownershipOf, revokeBoughtIndicator } from './indicator-store';

/** An indicator the caller may download, or the reason they may not. */
async function indicatorFor(app: FastifyInstance, userId: number, indicatorId: number) {
  const indicator = await findIndicator(app.db, indicatorId);
  if (!indicator) throw AppError.reject('indicatorUnknown');
  const right = (await rightsOf(app, userId, [indicator])).get(indicator.id) ?? null;
  return { indicator, right };
}

/**
 * Indicators priced in V券, sold through the cash desk. One already held (bought, free, or free to a
 * member now) is not sold again.
 */
export const indicatorGoods: Goods = {
  async describe({ app, userId, itemId }) {
    const indicator = await findIndicator(app.db, itemId);
    if (indicator?.priceType !== 'vq') return null;
    if ((await rightsOf(app, userId, [indicator])).get(indicator.id)) throw AppError.reject('indicatorOwned');
    return { name: indicator.name, amountCents: indicator.priceCents };
  },
  async grant(tx, paid) {
    for (const order of paid)
      await grantIndicator(tx, {
        userId: order.userId,
        indicatorId: order.itemId,
        source: 'bought',
        orderNo: order.orderNo,
      });
  },
  revoke: (tx, order) =>
    revokeBoughtIndicator(tx, { userId: order.userId, indicatorId: order.itemId, orderNo: order.orderNo }),
};

/** Whether the user keeps an indicator taken off sale: bought it, or got it while it was free (not a member's hold). */
async function keepsAfterSale(db: Db, userId: number, indicatorId: number) {
  const held = (await ownershipOf(db, userId, [indicatorId])).get(indicatorId);
  return held === 'bought' || held === 'free';
}

/**
 * A formula file of an indicator the caller may download: the operators' upload, else the shipped
 * one. A free or members' indicator downloaded for the first time joins 我的指标. One taken off sale
 * is still downloaded by those who hold it (bought, or got while free), by no one else.
 */
export async function downloadFormula(input: {
  app: FastifyInstance;
  userId: number;
  indicatorId: number;
  platform: IndicatorPlatform;
}) {
  const { app, userId } = input;
  const indicator = await findAnyIndicator(app.db, input.indicatorId);
  if (!indicator) throw AppError.reject('indicatorUnknown');
  if (!indicator.isOnSale && !(await keepsAfterSale(app.db, userId, indicator.id)))
    throw AppError.reject('indicatorUnknown');
  const right = (await rightsOf(app, userId, [indicator])).get(indicator.id) ?? null;
  if (!right)
    throw indicator.vipFree
      ? AppError.needPrivilege(msg.indicatorNotOwned, vipTip(4))
      : AppError.reject('indicatorNotOwned');
  if (!indicator.platforms.includes(input.platform)) throw AppError.reject('indicatorPlatformInvalid');
  const content = await formulaText(app.db, indicator, input.platform);
  if (content === null) throw AppError.reject('indicatorPlatformInvalid');
  if (right !== 'bought') await grantIndicator(app.db, { userId, indicatorId: indicator.id, source: right });
  return { file_name: `${indicator.name}_${indicatorPlatformNames[input.platform]}.txt`, content };
}

/**
 * Exchanges V粒 for an indicator priced in V粒: the hold first (the primary key lets one of any
 * concurrent exchanges through), then the V粒 by a guarded update, in one transaction.
 */
export async function exchangeForVli(input: { app: FastifyInstance; userId: number; indicatorId: number }) {
  const { app, userId } = input;
  const { indicator, right } = await indicatorFor(app, userId, input.indicatorId);
  if (indicator.priceType !== 'vli') throw AppError.reject('indicatorNotForVli');
  if (right === 'bought' || right === 'free') throw AppError.reject('indicatorOwned');
  const money = await inTransaction(app.db, async (tx) => {
    if (!(await grantIndicator(tx, { userId, indicatorId: indicator.id, source: 'bought' })))
      throw AppError.reject('indicatorOwned');
    const left = await debitBalance(tx, {
      userId,
      currency: 'vli',
      amount: indicator.priceVli,
      kind: 'exchange',
      note: `兑换指标：${indicator.name}`,
    });
    if (left === null) throw AppError.reject('vliInsufficient');
    await app.events.publish(tx, 'wallet.changed', { userId });
    return left;
  });
  return { name: indicator.name, spent: indicator.priceVli, money };
}
