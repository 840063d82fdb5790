import type { PivotLevel } from '@vce/contract/bbas';
import { bbasDetailLink, formatChange, formatPrice, formatSigned, MissingData } from './answer-format';
import { markdownTable, type Section, type SectionContext } from './section';
import { trendFiguresOf } from './trend-figures';

// The price, the pivots and the trend: the sections of a product's overview.

/** The price list's line (main contract, last, change) and the quote board's day figures. */
export const priceSection: Section = {
  label: '行情',
  async read({ desk, product, decimals, brief }: SectionContext) {
    const price = (value: number) => formatPrice(value, decimals);
    const listed = await desk.listedPrice(product.code);
    if (!listed) throw new MissingData('本站行情列表中没有该品种');
    const thoughts = [
      `读取行情：主力合约 ${listed.main_contract} 最新价 ${price(listed.lastPrice)}，涨跌幅 ${formatChange(listed.zdf)}\n`,
    ];
    const lines = [
      `- 主力合约 ${listed.main_contract} 最新价 **${price(listed.lastPrice)}**，涨跌幅 ${formatChange(listed.zdf)}`,
    ];
    let simulated = listed.simulated;
    if (!brief) {
      const board = await desk.quotes(product.code);
      simulated ||= board.simulated;
      const main = board.contracts.find((quote) => quote.is_main);
      const asked = board.contracts.find((quote) => quote.contract === product.contract && !quote.is_main);
      const shown = [asked, main].filter((quote) => quote !== undefined);
      thoughts.push(
        `读取报价板（交易日 ${board.trading_day}）：${shown.map((quote) => quote.contract).join('、')} 的开高低、成交与持仓\n`,
      );
      for (const quote of shown) {
        const name = quote.is_main ? '主力合约' : `合约 ${quote.contract}`;
        if (!quote.is_main) {
          lines.push(`- 合约 ${quote.contract} 最新价 **${price(quote.last)}**，涨跌幅 ${formatChange(quote.zdf)}`);
        }
        lines.push(
          `- ${name}今开 ${price(quote.open)} · 最高 ${price(quote.high)} · 最低 ${price(quote.low)} · 昨结算 ${price(quote.pre_settle)}`,
          `- ${name}成交量 ${quote.volume} 手，持仓量 ${quote.open_interest} 手（${formatSigned(quote.oi_change)}）`,
        );
      }
      if (!asked && product.contract && product.contract !== main?.contract) {
        lines.push(`- 报价板上没有合约 ${product.contract}（可能已到期或尚未挂牌）`);
      }
    }
    return { thoughts, markdown: lines.join('\n'), links: [bbasDetailLink(product)], simulated };
  },
};

/** BBAS classic pivots of the previous trading day, and where the last price stands among them. */
export const pivotSection: Section = {
  label: '枢轴位',
  async read({ desk, product, decimals, brief }: SectionContext) {
    const price = (value: number) => formatPrice(value, decimals);
    const data = await desk.pivots(product.code);
    const { pivot } = data;
    if (!pivot) throw new MissingData('还没有完整的交易日，枢轴位尚未生成');
    const level = (entry: PivotLevel) => `${entry.label}（${price(entry.price)}）`;
    const nearby = [
      pivot.lower ? `下方最近为${level(pivot.lower)}` : '已低于最低的支撑位S3',
      pivot.upper ? `上方最近为${level(pivot.upper)}` : '已高于最高的阻力位R3',
    ].join('，');
    const standing = `主力合约 ${data.main_contract} 最新价 ${price(data.last)}，${pivot.position}，${nearby}。`;
    const markdown = brief
      ? `- 枢轴位（基于 ${pivot.based_on}）：${standing}`
      : [
          `枢轴位基于 ${pivot.based_on} 的日线（最高 ${price(pivot.high)}、最低 ${price(pivot.low)}、收盘 ${price(pivot.close)}）。${standing}`,
          '',
          markdownTable(
            ['点位', '价格'],
            pivot.levels.map((entry) => [entry.label, price(entry.price)]),
          ),
        ].join('\n');
    return {
      thoughts: [`读取 BBAS 枢轴位（基于 ${pivot.based_on}）：${pivot.position}\n`],
      markdown,
      links: [bbasDetailLink(product)],
      simulated: data.simulated,
    };
  },
};

const alignmentWords = { bullish: '均线呈多头排列', bearish: '均线呈空头排列', mixed: '均线交织' } as const;

/** Moving averages of the daily closes computed here, and BBAS's own reading of the product. */
export const trendSection: Section = {
  label: '走势与均线',
  async read({ desk, product, decimals, brief }: SectionContext) {
    const price = (value: number) => formatPrice(value, decimals);
    const series = await desk.dailyBars(product.code, 60);
    const figures = trendFiguresOf(series.bars);
    if (!figures) throw new MissingData('还没有日线数据');
    const known = figures.averages.filter((average) => average.value !== null);
    const averages = figures.averages
      .map((average) => `MA${average.days} ${average.value === null ? '数据不足' : price(average.value)}`)
      .join(' · ');
    const sides = (above: boolean) =>
      known
        .filter((average) => figures.lastClose >= (average.value ?? 0) === above)
        .map((average) => `MA${average.days}`)
        .join('、');
    const position = [sides(true) && `位于 ${sides(true)} 上方`, sides(false) && `位于 ${sides(false)} 下方`].filter(
      Boolean,
    );
    const change = (value: number | null) => (value === null ? '数据不足' : formatChange(value));
    const lines = [
      `- 日收盘价的简单移动平均（主力连续，${series.bars.length} 根日线）：${averages}`,
      // Fewer than five bars give no average, fewer than ten only one: nothing to line up.
      `- 最新收盘 ${price(figures.lastClose)}，${position.length > 0 ? position.join('，') : '日线不足 5 根，尚无均线'}${known.length >= 2 ? `；${alignmentWords[figures.alignment]}` : ''}`,
    ];
    if (!brief) {
      lines.push(
        `- 近 5 日 ${change(figures.change5)}，近 20 日 ${change(figures.change20)}；20 日最高 ${price(figures.high20)}、最低 ${price(figures.low20)}`,
      );
    }
    const thoughts = [
      `读取日线 ${series.bars.length} 根（主力连续，主力合约 ${series.main_contract}），计算 MA5/MA10/MA20/MA60\n`,
    ];
    // The overview already gives the price and the pivots that BBAS's reading repeats.
    if (!brief) {
      const explain = await desk.explain(product.code).catch(() => null);
      thoughts.push(explain ? '读取 BBAS 品种解读\n' : '读取 BBAS 品种解读失败，略过\n');
      if (explain?.is_explain === 1) lines.push('', `BBAS 解读：${explain.content}`);
    }
    return { thoughts, markdown: lines.join('\n'), links: [bbasDetailLink(product)], simulated: series.simulated };
  },
};
