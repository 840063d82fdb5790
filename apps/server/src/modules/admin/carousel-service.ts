import type { AdminBannerFields } from '@vce/contract/admin-carousel';
import type { FastifyInstance } from 'fastify';
import { addBanner, editBanner, orderBanners, removeBanner } from '../shell/carousel-service';
import { Audited } from './admin-calls';

type CarouselChange = Awaited<ReturnType<typeof addBanner>>;

/** The console's answer to a carousel change: the whole carousel, and the audit row of the banner. */
function audited({ before, after }: CarouselChange, id: number) {
  const found = (list: CarouselChange['after']) => list.find((banner) => banner.id === id) ?? null;
  return new Audited({ list: after }, { target: id, before: found(before), after: found(after) });
}

export async function create(app: FastifyInstance, fields: AdminBannerFields) {
  const change = await addBanner(app, fields);
  const added = change.after.find((banner) => !change.before.some((kept) => kept.id === banner.id))!;
  return audited(change, added.id);
}

export const update = async (app: FastifyInstance, id: number, fields: AdminBannerFields) =>
  audited(await editBanner(app, id, fields), id);

export const remove = async (app: FastifyInstance, id: number) => audited(await removeBanner(app, id), id);

/** The audit row of an ordering keeps the order before and after. */
export async function order(app: FastifyInstance, ids: number[]) {
  const { before, after } = await orderBanners(app, ids);
  const idsOf = (list: CarouselChange['after']) => list.map((banner) => banner.id);
  return new Audited(
    { list: after },
    { target: 'carousel', before: { ids: idsOf(before) }, after: { ids: idsOf(after) } },
  );
}
