import type { AdminVipLevel, updateAdminVipLevel } from '@vce/contract/admin-vip-levels';
import { formatCents, parseCents } from '@vce/contract/commerce-wallet';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../../platform/errors';
import { inTransaction } from '../../../platform/transaction';
import { listAllVipLevels, lockAllVipLevels, updateVipLevelRow } from './vip-store';

/*
 * 会员套餐, the console's door into the membership packages /vipV2 sells. Purchases read the package
 * when the order is made and the order keeps its price, so a change holds from the next order on.
 */

type LevelRow = Awaited<ReturnType<typeof listAllVipLevels>>[number];

const levelOf = (row: LevelRow): AdminVipLevel => ({
  id: row.id,
  level: row.level,
  money_level: row.moneyLevel,
  name: row.name,
  days: row.days,
  price: formatCents(row.priceCents),
  original_price: formatCents(row.originalPriceCents),
  card_text: row.cardText,
  is_on_sale: row.isOnSale ? 1 : 0,
  sort: row.sort,
});

export const readVipLevelsForConsole = async (app: FastifyInstance) => (await listAllVipLevels(app.db)).map(levelOf);

/** Changes a package with every package locked: two operators taking the last two off sale at once leave one. */
export async function updateVipLevel(app: FastifyInstance, input: z.output<(typeof updateAdminVipLevel)['request']>) {
  const before = await inTransaction(app.db, async (tx) => {
    const levels = await lockAllVipLevels(tx);
    const level = levels.find((row) => row.id === input.id);
    if (!level) throw AppError.reject('vipLevelUnknown');
    if (!input.is_on_sale && !levels.some((row) => row.id !== input.id && row.isOnSale))
      throw AppError.reject('vipLastOnSale');
    await updateVipLevelRow(tx, input.id, {
      name: input.name,
      days: input.days,
      priceCents: parseCents(input.price),
      originalPriceCents: parseCents(input.original_price),
      cardText: input.card_text,
      isOnSale: input.is_on_sale === 1,
      sort: input.sort,
    });
    return levelOf(level);
  });
  const list = await readVipLevelsForConsole(app);
  return { before, after: list.find((level) => level.id === input.id)!, list };
}
