import { videoItems } from '../db/schema/learning-videos';
import { demoClips } from '../modules/learning/demo-media/demo-clips';
import type { Db } from '../platform/db';

const day = 86_400_000;

/** The video columns' demo videos: each titled for what its clip shows (a demo chart lesson). */
export async function seedVideoColumns(db: Db) {
  const now = Date.now();
  const videos = [
    [
      'headline',
      '课堂精选',
      'K线的构成：四个价格讲清多空',
      '一根K线里的开盘、最高、最低、收盘，以及阴阳线与影线的含义。',
      demoClips.klineBasics,
      1,
    ],
    [
      'headline',
      '风险提示',
      '止损与仓位：先活下来',
      '开仓前定止损，单笔亏损控制在1%到2%，按风险算仓位。',
      demoClips.stopLoss,
      2,
    ],
    [
      'quotation',
      '贵金属',
      '黄金日线：均线与趋势',
      '用5日与20日均线看黄金日线的趋势与拐点。',
      demoClips.trendAverages,
      1,
    ],
    [
      'quotation',
      '黑色系',
      '铁矿石日线：量价关系',
      '放量与缩量、量价背离在铁矿石日线上的样子。',
      demoClips.volumePrice,
      2,
    ],
    ['quotation', '黑色系', '螺纹钢日线：读懂每一根K线', '螺纹钢日线逐根讲解阴阳线与均线。', demoClips.klineBasics, 3],
    ['quotation', '农产品', '豆粕日线：止损放在哪里', '以豆粕日线为例，讲止损位与仓位的计算。', demoClips.stopLoss, 4],
  ] as const;
  await db.insert(videoItems).values(
    videos.map(([column, category, title, summary, clip, daysAgo]) => ({
      column,
      category,
      title: `${title}（演示）`,
      summary,
      mediaKey: clip.key,
      durationSeconds: clip.seconds,
      publishedAt: new Date(now - daysAgo * day),
    })),
  );
}
