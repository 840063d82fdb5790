import { type AdminPackItem, type AdminPackItemFields, GIFT_PACK_ITEMS_MAX } from '@vce/contract/admin-gift-packs';
import type { PrizeKind } from '@vce/contract/commerce-sign-in';
import { beijingInstant } from '@vce/market-core/calendar';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../platform/errors';
import { shanghaiDay } from '../../../platform/request-info';
import { inTransaction } from '../../../platform/transaction';
import { assertRewardExists } from '../rewards';
import {
  countPackClaims,
  deletePackItemRow,
  insertPackItemWithin,
  listPackItems,
  updatePackItemRow,
} from './gift-pack-store';

/*
 * 新人礼包, the console's door into the new-user gift pack: the items its popup lists and a claim
 * grants (V粒, membership days, a coupon, or shown only). The popup and the claim read the items
 * each time, so a change holds from the next claim; a pack already claimed keeps what it granted.
 */

export async function readGiftPackForConsole(app: FastifyInstance) {
  const [items, claims] = await Promise.all([
    listPackItems(app.db),
    countPackClaims(app.db, new Date(beijingInstant(shanghaiDay(), '00:00'))),
  ]);
  return {
    items: items.map((item): AdminPackItem => ({
      id: item.id,
      image: item.image,
      title: item.title,
      subtitle: item.subtitle,
      kind: item.kind as PrizeKind,
      amount: item.amount,
      sort: item.sort,
    })),
    claims_total: claims.total,
    claims_today: claims.today,
  };
}

const itemOf = (pack: Awaited<ReturnType<typeof readGiftPackForConsole>>, id: number) =>
  pack.items.find((item) => item.id === id) ?? null;

export async function addPackItem(app: FastifyInstance, fields: AdminPackItemFields) {
  await assertRewardExists(app.db, fields);
  const added = await inTransaction(app.db, (tx) => insertPackItemWithin(tx, fields, GIFT_PACK_ITEMS_MAX));
  if (!added) throw AppError.reject('packFull');
  return readGiftPackForConsole(app);
}

/** Rewrites an item; answers it before and after, and the pack. */
export async function updatePackItem(app: FastifyInstance, id: number, fields: AdminPackItemFields) {
  await assertRewardExists(app.db, fields);
  const before = itemOf(await readGiftPackForConsole(app), id);
  if (!before || !(await updatePackItemRow(app.db, id, fields))) throw AppError.reject('packItemUnknown');
  const pack = await readGiftPackForConsole(app);
  return { before, after: itemOf(pack, id)!, pack };
}

/** Deletes an item; answers it as it was, and the pack. */
export async function deletePackItem(app: FastifyInstance, id: number) {
  const before = itemOf(await readGiftPackForConsole(app), id);
  if (!before || !(await deletePackItemRow(app.db, id))) throw AppError.reject('packItemUnknown');
  return { before, pack: await readGiftPackForConsole(app) };
}
