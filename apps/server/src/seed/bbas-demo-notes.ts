import type { bbasNotes } from '../db/schema/bbas';
import { productNameOf } from '@vce/market-core/product-spec';
import { recommendedSymbols } from './bbas-categories';

/** Demo notes carry this byline, so nobody takes them for news. */
export const demoNoteAuthor = 'vce编辑部（示例）';

/**
 * Reading guides for the market express, written for vce. They explain what to watch and how to read
 * the figures; they state no real-world events, prices or announcements.
 */
const noteTemplates: { hoursAgo: number; title: (name: string) => string; content: (name: string) => string }[] = [
  {
    hoursAgo: 2,
    title: (name) => `${name}盘前提示（示例）`,
    content: (name) =>
      `今日可留意${name}主力合约在枢轴点P附近的得失：开盘后站稳P上方，日内可偏强看待；跌回P下方，则留意第一支撑位S1的承接。各价位见“枢轴体系”。本条为演示内容，不构成投资建议。`,
  },
  {
    hoursAgo: 27,
    title: (name) => `${name}持仓观察（示例）`,
    content: (name) =>
      `读持仓时可把价格和持仓放在一起看：增仓上行多为新资金主动做多，减仓上行多为空头离场。${name}主力合约近5日、20日的持仓变化及其在历史中的分位，见“数据统计”。本条为演示内容，不构成投资建议。`,
  },
  {
    hoursAgo: 75,
    title: (name) => `${name}换月提醒（示例）`,
    content: (name) =>
      `主力合约临近交割月时，持仓会逐步移向远月。移仓期间${name}主连价格可能出现跳空，均线与枢轴位也会随之变化，下单前请以具体合约的报价为准。本条为演示内容，不构成投资建议。`,
  },
];

/** Three notes for each recommended product, dated back from `now`. */
export function demoBbasNotes(now: Date): (typeof bbasNotes.$inferInsert)[] {
  return recommendedSymbols.flatMap((symbol) => {
    const name = productNameOf(symbol);
    return noteTemplates.map((template) => ({
      symbol,
      title: template.title(name),
      content: template.content(name),
      author: demoNoteAuthor,
      publishedAt: new Date(now.getTime() - template.hoursAgo * 3_600_000),
    }));
  });
}
