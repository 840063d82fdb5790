import {
  bbasDetailLink,
  beijingDay,
  beijingMinute,
  formatChange,
  formatPlain,
  formatPrice,
  formatSigned,
  indicatorLink,
} from './answer-format';
import type { Section, SectionContext } from './section';

// What the research desks, the market monitor and the daily rules say, and the product's statistics.

/** The desks' consensus counts and their latest views. */
export const viewSection: Section = {
  label: '机构观点',
  async read({ desk, product, brief }: SectionContext) {
    const views = await desk.views(product.code);
    const desks = views.duo + views.kanduo + views.kankong + views.zhendang;
    const counts = `多 ${views.duo} 家、看多 ${views.kanduo} 家、看空 ${views.kankong} 家、震荡 ${views.zhendang} 家`;
    const lines =
      desks === 0
        ? ['- 暂无机构观点']
        : [
            `- 各机构最新观点（每家计一次）：${counts}${views.direction ? `，多数为「${views.direction}」` : ''}`,
            ...views.list
              .slice(0, brief ? 2 : 5)
              .map(
                (view) => `- ${beijingDay(view.published_at)} ${view.broker_name}：${view.title}（${view.direction}）`,
              ),
          ];
    return {
      thoughts: [`读取机构观点：共 ${views.total} 条，${counts}\n`],
      markdown: lines.join('\n'),
      links: [bbasDetailLink(product)],
      simulated: false,
    };
  },
};

/** The market monitor's anomaly alerts and the editors' notes, newest first. */
export const expressSection: Section = {
  label: '快讯与异动',
  async read({ desk, product, decimals }: SectionContext) {
    const express = await desk.express(product.code);
    const lines = express.list.map((item) => {
      const figures =
        item.price === null
          ? ''
          : `（${formatPrice(item.price, decimals)}${item.zdf === null ? '' : `，${formatChange(item.zdf)}`}）`;
      return `- ${beijingMinute(item.time)} ${item.title}${figures}`;
    });
    return {
      thoughts: [`读取 BBAS 快讯：最新 ${express.list.length} 条\n`],
      markdown: lines.length > 0 ? lines.join('\n') : '- 暂无快讯与异动',
      links: [bbasDetailLink(product)],
      simulated: express.simulated,
    };
  },
};

/** Signals of the daily rules (MA5/MA20 and MACD crosses, 20-day breakouts), newest first. */
export const signalSection: Section = {
  label: '交易信号',
  async read({ desk, product, decimals }: SectionContext) {
    const data = await desk.signals(product.code);
    const lines = data.list.map(
      (signal) => `- ${beijingDay(signal.time)} ${signal.text}，价格 ${formatPrice(signal.price, decimals)}`,
    );
    return {
      thoughts: [`读取日线规则信号：最新 ${data.list.length} 条\n`],
      markdown:
        lines.length > 0
          ? ['信号由日线规则自动触发，只描述已发生的价格形态：', ...lines].join('\n')
          : '- 近期没有触发日线规则信号',
      links: [indicatorLink],
      simulated: data.simulated,
    };
  },
};

const percentOrMissing = (value: number | null) => (value === null ? '数据不足' : `${formatPlain(value)}%`);
const signedOrMissing = (value: number | null) => (value === null ? '数据不足' : formatSigned(value));

/** Realised volatility, open interest against its history, and this month's and next month's seasonality. */
export const statisticsSection: Section = {
  label: '波动率、季节性与持仓量',
  async read({ desk, product }: SectionContext) {
    const stats = await desk.statistics(product.code);
    const { volatility, positions, seasonality } = stats;
    const lines = [
      `- 历史波动率（日对数收益率年化）：20 日 ${percentOrMissing(volatility.hv20)}，60 日 ${percentOrMissing(volatility.hv60)}`,
      `- 主力合约持仓量 ${positions.open_interest} 手，较 5 日前 ${signedOrMissing(positions.change_5d)}、较 20 日前 ${signedOrMissing(positions.change_20d)}` +
        (positions.percentile === null
          ? ''
          : `；高于或等于近 ${positions.days} 个交易日中 ${formatPlain(positions.percentile)}% 的日子`),
    ];
    // Seasonality of the month under way and the next one: what a reader of it looks for.
    const month = Number(beijingDay(Date.now()).slice(5, 7));
    const nextMonth = (month % 12) + 1;
    const months = seasonality.months.filter((entry) => entry.month === month || entry.month === nextMonth);
    if (seasonality.from && months.length > 0) {
      const described = months.map((entry) =>
        entry.average_return === null
          ? `${entry.month} 月数据不足`
          : `${entry.month} 月平均涨跌 ${formatChange(entry.average_return)}、上涨年份占 ${percentOrMissing(entry.up_ratio)}（${entry.years} 年）`,
      );
      lines.push(`- 季节性（${seasonality.from} 至 ${seasonality.to}）：${described.join('；')}`);
    }
    return {
      thoughts: [`读取 BBAS 数据统计：波动率、持仓量与季节性\n`],
      markdown: lines.join('\n'),
      links: [bbasDetailLink(product)],
      simulated: stats.simulated,
    };
  },
};
