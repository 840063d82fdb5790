import { type AdminBanner, type AdminBannerFields, CAROUSEL_MAX } from '@vce/contract/admin-carousel';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { adHeaders } from '../../db/schema/shell';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { inTransaction } from '../../platform/transaction';

/**
 * The home page's carousel as the console manages it (the shell area's door): every banner in its
 * order, hidden ones too. `/api/index/pcIndex` reads the shown ones from the table on each call, so
 * a change is what the next visitor sees on any process.
 */
const bannerOf = (row: typeof adHeaders.$inferSelect): AdminBanner => ({
  id: row.id,
  title: row.title,
  subtitle: row.subtitle,
  image: row.image,
  url: row.url,
  enabled: row.enabled ? 1 : 0,
});

const readBanners = async (db: Db) =>
  (await db.select().from(adHeaders).orderBy(asc(adHeaders.sort), asc(adHeaders.id))).map(bannerOf);

export const readCarousel = (app: FastifyInstance) => readBanners(app.db);

/**
 * Runs `change` with the carousel to itself: one lock for the whole list (two operators adding the
 * tenth banner at once, or ordering while another deletes, never both pass), then answers the
 * carousel before and after.
 */
async function changeCarousel(app: FastifyInstance, change: (tx: Db, banners: AdminBanner[]) => Promise<void>) {
  return inTransaction(app.db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('shell.carousel'))`);
    const before = await readBanners(tx);
    await change(tx, before);
    return { before, after: await readBanners(tx) };
  });
}

const rowOf = (fields: AdminBannerFields) => ({ ...fields, enabled: fields.enabled === 1 });

const bannerIn = (banners: AdminBanner[], id: number) => {
  const banner = banners.find((kept) => kept.id === id);
  if (!banner) throw AppError.reject('bannerUnknown');
  return banner;
};

export const addBanner = (app: FastifyInstance, fields: AdminBannerFields) =>
  changeCarousel(app, async (tx, banners) => {
    if (banners.length >= CAROUSEL_MAX) throw AppError.reject('carouselFull');
    await tx.insert(adHeaders).values({ ...rowOf(fields), sort: banners.length });
  });

export const editBanner = (app: FastifyInstance, id: number, fields: AdminBannerFields) =>
  changeCarousel(app, async (tx, banners) => {
    bannerIn(banners, id);
    await tx.update(adHeaders).set(rowOf(fields)).where(eq(adHeaders.id, id));
  });

export const removeBanner = (app: FastifyInstance, id: number) =>
  changeCarousel(app, async (tx, banners) => {
    bannerIn(banners, id);
    await tx.delete(adHeaders).where(eq(adHeaders.id, id));
  });

/** Puts the banners in the order of `ids`, which must name the carousel's banners as they stand. */
export const orderBanners = (app: FastifyInstance, ids: number[]) =>
  changeCarousel(app, async (tx, banners) => {
    const current = banners.map((banner) => banner.id);
    if (ids.length !== current.length || new Set(ids).size !== ids.length || ids.some((id) => !current.includes(id)))
      throw AppError.reject('carouselOrderStale');
    for (const [sort, id] of ids.entries()) await tx.update(adHeaders).set({ sort }).where(eq(adHeaders.id, id));
  });
