import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db';
import { inTransaction } from '../../../platform/transaction';
import { AppError } from '../../../platform/errors';
import { findAccountCreatedAt } from '../../account/account-service';
import { grantReward } from '../rewards';
import { hasClaimedPack, insertPackClaim, listPackItems } from './gift-pack-store';

/** The pack is offered for this many days after registering (docs/decisions.md "Tasks and gift packs"). */
export const NEW_USER_PACK_DAYS = 7;

const isNewAccount = (createdAt: Date, now = Date.now()) => now - createdAt.getTime() < NEW_USER_PACK_DAYS * 86_400_000;

/** Whether the side toolbar's gift button and the user card's tip show: a guest, or a new account that has not claimed. */
export async function isPackOffered(db: Db, userId: number | null) {
  if (userId === null) return true;
  const createdAt = await findAccountCreatedAt(db, userId);
  return !!createdAt && isNewAccount(createdAt) && !(await hasClaimedPack(db, userId));
}

/** The pack's items as the popup lists them. */
export async function listPackForShow(db: Db) {
  return (await listPackItems(db)).map(({ image, title, subtitle }) => ({ image, title, subtitle }));
}

/**
 * Claims the pack: the claim row (one per account) and every item's grant (V粒 with its ledger row,
 * membership trial days, coupons) in one transaction, so concurrent clicks claim once.
 */
export async function claimNewUserPack(input: { app: FastifyInstance; userId: number }) {
  const { app, userId } = input;
  const createdAt = await findAccountCreatedAt(app.db, userId);
  if (!createdAt || !isNewAccount(createdAt)) throw AppError.reject('giftPackExpired');
  const items = await listPackItems(app.db);
  const granted = await inTransaction(app.db, async (tx) => {
    if (!(await insertPackClaim(tx, userId))) throw AppError.reject('giftPackClaimed');
    const totals = { vli: 0, vip_days: 0, coupons: 0, items: [] as string[] };
    for (const item of items) {
      const note = `新人礼包：${item.title}`;
      if (!(await grantReward(app, tx, { userId, reward: item, ledgerKind: 'grant', note, source: 'gift_pack' })))
        continue;
      if (item.kind === 'vli') totals.vli += item.amount;
      else if (item.kind === 'vip_days') totals.vip_days += item.amount;
      else totals.coupons += 1;
      totals.items.push(item.title);
    }
    return totals;
  });
  return granted;
}
