import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAudit } from '../../db/schema/admin';
import { consoleTestApp } from '../../test/admin';

const suite = consoleTestApp(['operator']);

const banner = {
  title: '期货开户送VIP',
  subtitle: '演示活动：新开户用户领取7天VIP',
  image: '/images/ads/classroom.svg',
  url: '/vipV2?from=banner',
  enabled: 1,
};
type Banner = typeof banner & { id: number };
const carousel = async (): Promise<Banner[]> =>
  (await suite.call('/api/admin/carousel/list', suite.tokens.operator)).data.list;
const homeBanners = async (): Promise<{ id: number; title: string }[]> =>
  (await suite.call('/api/index/pcIndex', '', {})).data.adHeaderList;
const lastAudit = async () => (await suite.app.db.select().from(adminAudit).orderBy(desc(adminAudit.id)).limit(1))[0]!;

describe('首页轮播', () => {
  it('adds a banner at the end, shown to visitors at once; hidden, edited, reordered and deleted the same way', async () => {
    const seeded = await carousel();
    expect(seeded.length).toBeGreaterThan(0);
    expect((await homeBanners()).map((shown) => shown.id)).toEqual(seeded.map((kept) => kept.id));

    const added = await suite.call('/api/admin/carousel/create', suite.tokens.operator, banner);
    expect(added.code).toBe(Code.SUCCESS);
    const id = added.data.list.at(-1).id as number;
    expect(added.data.list.at(-1)).toEqual({ ...banner, id });
    expect((await homeBanners()).at(-1)).toEqual({
      id,
      title: banner.title,
      subtitle: banner.subtitle,
      image: banner.image,
      url: banner.url,
    });
    expect(await lastAudit()).toMatchObject({
      call: '/api/admin/carousel/create',
      role: 'operator',
      target: String(id),
      before: null,
      after: { ...banner, id },
    });

    await suite.call('/api/admin/carousel/update', suite.tokens.operator, {
      ...banner,
      id,
      title: '新手礼包',
      enabled: 0,
    });
    expect((await homeBanners()).map((shown) => shown.id)).not.toContain(id);
    expect((await carousel()).at(-1)).toMatchObject({ id, title: '新手礼包', enabled: 0 });
    expect(await lastAudit()).toMatchObject({ before: { title: banner.title, enabled: 1 }, after: { enabled: 0 } });

    await suite.call('/api/admin/carousel/update', suite.tokens.operator, { ...banner, id });
    const order = [id, ...seeded.map((kept) => kept.id)];
    expect(
      (await suite.call('/api/admin/carousel/order', suite.tokens.operator, { ids: order })).data.list.map(
        (kept: Banner) => kept.id,
      ),
    ).toEqual(order);
    expect((await homeBanners()).map((shown) => shown.id)).toEqual(order);

    await suite.call('/api/admin/carousel/delete', suite.tokens.operator, { id });
    expect((await homeBanners()).map((shown) => shown.id)).toEqual(seeded.map((kept) => kept.id));
    expect(await lastAudit()).toMatchObject({ call: '/api/admin/carousel/delete', before: { id }, after: null });
  });

  it('refuses an order that is not the carousel as it stands, and an eleventh banner, changing nothing', async () => {
    const ids = (await carousel()).map((kept) => kept.id);
    for (const stale of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), 999_999]]) {
      expect(await suite.call('/api/admin/carousel/order', suite.tokens.operator, { ids: stale })).toMatchObject({
        code: Code.FAIL,
        msg: msg.carouselOrderStale,
      });
    }
    // Ten at most, however many are added at once.
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        suite.call('/api/admin/carousel/create', suite.tokens.operator, { ...banner, title: `活动${index}` }),
      ),
    );
    expect(
      answers.filter((answer) => answer.code === Code.FAIL).every((answer) => answer.msg === msg.carouselFull),
    ).toBe(true);
    expect(await carousel()).toHaveLength(10);
    expect((await carousel()).slice(0, ids.length).map((kept) => kept.id)).toEqual(ids);
    for (const extra of (await carousel()).slice(ids.length))
      await suite.call('/api/admin/carousel/delete', suite.tokens.operator, { id: extra.id });
  });

  it.each([
    [{ title: '' }, '请填写标题'],
    [{ title: '长'.repeat(31) }, '标题'],
    [{ image: '' }, '请上传图片'],
    [{ image: 'https://evil.example/a.png' }, '图片须为本站图片地址'],
    [{ url: 'https://evil.example/' }, '链接须为本站路径'],
    [{ url: '//evil.example/' }, '链接须为本站路径'],
    [{ url: 'javascript:alert(1)' }, '链接须为本站路径'],
    [{ enabled: 2 }, '显示开关须为0或1'],
  ])('refuses %j with a message, adding nothing', async (change, message) => {
    const before = await carousel();
    const answer = await suite.call('/api/admin/carousel/create', suite.tokens.operator, { ...banner, ...change });
    expect(answer.code).toBe(Code.FAIL);
    expect(answer.msg).toContain(message);
    expect(await carousel()).toEqual(before);
  });

  it('refuses an unknown banner', async () => {
    for (const [path, body] of [
      ['/api/admin/carousel/update', { ...banner, id: 999_999 }],
      ['/api/admin/carousel/delete', { id: 999_999 }],
    ] as const)
      expect(await suite.call(path, suite.tokens.operator, body)).toMatchObject({
        code: Code.FAIL,
        msg: msg.bannerUnknown,
      });
  });
});
