import { sql } from 'drizzle-orm';
import { bbasNotes, bbasViews } from '../db/schema/bbas';
import { liveRooms } from '../db/schema/live';
import { exchanges, products } from '../db/schema/market';
import { couponTemplates } from '../db/schema/commerce-coupons';
import { indicators } from '../db/schema/commerce-indicators';
import { quotaExchangePrices } from '../db/schema/commerce-quota';
import { drawPrizes, signInRewards } from '../db/schema/commerce-sign-in';
import { tasks } from '../db/schema/commerce-tasks';
import { vliShopItems } from '../db/schema/commerce-points';
import { vipLevels } from '../db/schema/commerce-vip';
import { giftPackItems } from '../db/schema/commerce-gifts';
import { adHeaders, agreements, siteSettings } from '../db/schema/shell';
import { assistantFaqSeries, assistantLessons } from '../db/schema/assistant';
import type { Db } from '../platform/db';
import { demoAgreements } from './agreements';
import { demoFaqSeries } from './assistant-content';
import { demoLessons } from './assistant-lessons';
import { seedBbasCategories } from './bbas-categories';
import { seedCommunity } from './community-demo';
import { demoBbasNotes } from './bbas-demo-notes';
import { demoBbasViews } from './bbas-demo-views';
import { demoIndicators } from './indicator-shop';
import { seedLearningCourses } from './learning-courses';
import { seedLiveCourses } from './learning-live';
import { seedResearchReports } from './learning-reports';
import { seedRiskEducation } from './learning-risk';
import { seedVideoColumns } from './learning-videos';
import catalogue from '@vce/market-core/futures-contracts.json' with { type: 'json' };
import { demoAds, demoGiftPack, demoSiteSettings } from './site-settings';
import { seedLiveCircle } from './live-circle';
import { demoRooms, seedLiveChat } from './live-rooms';
import {
  demoCouponTemplates,
  demoDrawPrizes,
  demoQuotaPrices,
  demoShopItems,
  demoSignInRewards,
  demoTasks,
  demoVipLevels,
} from './commerce-catalogue';

/**
 * Loads demo content into empty tables. Each table is seeded only while empty, so a second start
 * keeps whatever operators and users changed.
 */
export async function seedDemoContent(db: Db) {
  await db
    .insert(siteSettings)
    .values(Object.entries(demoSiteSettings).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing();
  if (await isEmpty(db, 'ad_headers')) await db.insert(adHeaders).values(demoAds);
  if (await isEmpty(db, 'coupon_templates')) await seedCouponTemplates(db);
  if (await isEmpty(db, 'gift_pack_items')) await db.insert(giftPackItems).values(demoGiftPack);
  if (await isEmpty(db, 'live_rooms')) await db.insert(liveRooms).values(demoRooms);
  if (await isEmpty(db, 'exchanges')) await seedCatalogue(db);
  if (await isEmpty(db, 'bbas_categories')) await seedBbasCategories(db);
  if (await isEmpty(db, 'bbas_notes')) await db.insert(bbasNotes).values(demoBbasNotes(new Date()));
  if (await isEmpty(db, 'vip_levels')) await db.insert(vipLevels).values(demoVipLevels);
  if (await isEmpty(db, 'quota_exchange_prices')) await db.insert(quotaExchangePrices).values(demoQuotaPrices);
  if (await isEmpty(db, 'sign_in_rewards')) await db.insert(signInRewards).values(demoSignInRewards);
  if (await isEmpty(db, 'draw_prizes')) await db.insert(drawPrizes).values(demoDrawPrizes);
  if (await isEmpty(db, 'tasks')) await db.insert(tasks).values(demoTasks);
  if (await isEmpty(db, 'indicators')) await db.insert(indicators).values(demoIndicators());
  if (await isEmpty(db, 'vli_shop_items')) await db.insert(vliShopItems).values(demoShopItems);
  if (await isEmpty(db, 'bbas_views')) await db.insert(bbasViews).values(demoBbasViews(new Date()));
  if (await isEmpty(db, 'courses')) await seedLearningCourses(db);
  if (await isEmpty(db, 'live_courses')) await seedLiveCourses(db);
  if (await isEmpty(db, 'risk_items')) await seedRiskEducation(db);
  if (await isEmpty(db, 'research_reports')) await seedResearchReports(db);
  if (await isEmpty(db, 'video_items')) await seedVideoColumns(db);
  if (await isEmpty(db, 'community_posts')) await seedCommunity(db);
  if (await isEmpty(db, 'live_chat_messages')) await seedLiveChat(db);
  if (await isEmpty(db, 'circle_posts')) await seedLiveCircle(db);
  if (await isEmpty(db, 'agreements')) await db.insert(agreements).values(demoAgreements);
  if (await isEmpty(db, 'assistant_faq_series'))
    await db
      .insert(assistantFaqSeries)
      .values(demoFaqSeries.map(({ title, questions, sort }) => ({ title, questions, sort })));
  if (await isEmpty(db, 'assistant_lessons')) await db.insert(assistantLessons).values(demoLessons);
}

/** With their fixed ids, then the id sequence moved past them so operators' new kinds do not collide. */
async function seedCouponTemplates(db: Db) {
  await db.insert(couponTemplates).values(demoCouponTemplates);
  await db.execute(
    sql`select setval(pg_get_serial_sequence('coupon_templates', 'id'), (select max(id) from coupon_templates))`,
  );
}

async function isEmpty(db: Db, table: string) {
  const result = (await db.execute(sql`select exists(select 1 from ${sql.identifier(table)}) as "found"`)) as {
    rows: { found: boolean }[];
  };
  return !result.rows[0]?.found;
}

async function seedCatalogue(db: Db) {
  await db.insert(exchanges).values(
    catalogue.exchanges.map((exchange, index) => ({
      code: exchange.code,
      name: exchange.name_cn,
      shortName: exchange.short_cn,
      sort: index,
    })),
  );
  await db.insert(products).values(
    catalogue.products.map((product, index) => ({
      exchange: product.exchange,
      code: product.code,
      name: product.name_cn,
      sector: product.sector,
      multiplier: String(product.multiplier),
      tickSize: String(product.tick_size),
      quoteUnit: product.quote_unit,
      spec: product,
      sort: index,
    })),
  );
}
