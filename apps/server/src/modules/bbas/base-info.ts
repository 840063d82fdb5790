import type { Db } from '../../platform/db';
import { bbasSectors } from './sectors';
import { listEnabledCategories } from './store';

/** getBaseInfo: the enabled categories, and the sectors that hold some with their products. */
export async function readBaseInfo(db: Db) {
  const categoryList = await listEnabledCategories(db);
  const oneList = bbasSectors
    .map((sector) => ({
      id: sector.id,
      name: sector.name,
      description: sector.about,
      list: categoryList
        .filter((category) => category.type === sector.id)
        .map(({ id, symbol, name }) => ({ id, symbol, name })),
    }))
    .filter((sector) => sector.list.length > 0);
  return { categoryList, oneList };
}
