import type { z } from 'zod';
import type { MemberRow } from '@vce/contract/market-dashboards';
import {
  beijingDay,
  formatChange,
  formatPlain,
  formatPrice,
  formatSigned,
  MissingData,
  viewDataLink,
} from './answer-format';
import { markdownTable, type Section, type SectionContext } from './section';

// Term structure and basis, spreads and member rankings: the 看数据 dashboards of a product.

/** Every listed month from the quote board, spot and basis, and the basis of the last days. */
export const termSection: Section = {
  label: '基差与期限结构',
  async read({ desk, product, decimals }: SectionContext) {
    const price = (value: number) => formatPrice(value, decimals);
    const board = await desk.quotes(product.code);
    const months = [...board.contracts].sort((a, b) => a.expiry.localeCompare(b.expiry));
    const main = months.find((quote) => quote.is_main);
    const near = months[0];
    const far = months.at(-1);
    const basisSide = board.basis > 0 ? '期货贴水现货' : board.basis < 0 ? '期货升水现货' : '期现平水';
    const lines = [
      `- 现货 ${price(board.spot)}，主力合约 ${main?.contract ?? '—'} ${main ? price(main.last) : '—'}，基差（现货 − 期货）${price(board.basis)}，${basisSide}`,
    ];
    if (near && far && near !== far) {
      const gap = far.last - near.last;
      const shape = gap > 0 ? '远月升水（近低远高）' : gap < 0 ? '远月贴水（近高远低）' : '远近月持平';
      lines.push(`- 近月 ${near.contract} ${price(near.last)}，远月 ${far.contract} ${price(far.last)}：${shape}`);
    }
    lines.push(
      '',
      markdownTable(
        ['合约', '最新价', '涨跌幅', '持仓量'],
        months.map((quote) => [
          quote.is_main ? `${quote.contract}（主力）` : quote.contract,
          price(quote.last),
          formatChange(quote.zdf),
          String(quote.open_interest),
        ]),
      ),
    );
    const thoughts = [
      `读取报价板：${months.length} 个合约的最新价，现货 ${price(board.spot)}，基差 ${price(board.basis)}\n`,
    ];
    // The daily basis is a second read: without it the board still answers.
    const history = await desk.basis(product.code).catch(() => null);
    if (history && history.list.length > 0) {
      const days = history.list.slice(-5);
      thoughts.push(`读取期现基差：最近 ${days.length} 个交易日\n`);
      lines.push(
        '',
        `最近 ${days.length} 个交易日的基差：`,
        '',
        markdownTable(
          ['日期', '现货', '主力收盘', '基差', '基差率'],
          days.map((day) => [
            beijingDay(day.time),
            price(day.spot),
            price(day.futures),
            price(day.basis),
            `${day.basis_rate.toFixed(2)}%`,
          ]),
        ),
      );
    } else thoughts.push('读取期现基差：暂无数据\n');
    return { thoughts, markdown: lines.join('\n'), links: [viewDataLink], simulated: board.simulated };
  },
};

/** The inter-commodity spreads with a leg in the product: latest value and range of the last days. */
export const spreadSection: Section = {
  label: '价差',
  async read({ desk, product }: SectionContext) {
    const list = await desk.spreads(product.code);
    const lines = list.flatMap((spread) => {
      const last = spread.points.at(-1);
      if (!last) return [];
      const values = spread.points.map((point) => point.value);
      const range = `近 ${values.length} 日区间 ${formatPlain(Math.min(...values))} ~ ${formatPlain(Math.max(...values))}`;
      return [`- ${spread.name}：${formatPlain(last.value)} ${spread.unit}（${beijingDay(last.time)}），${range}`];
    });
    return {
      thoughts: [`读取价差：含${product.name}的价差 ${list.length} 个\n`],
      markdown: lines.length > 0 ? lines.join('\n') : `- 本站暂无包含${product.name}的价差`,
      links: [viewDataLink],
      simulated: false,
    };
  },
};

type Row = z.infer<typeof MemberRow>;

/** The top five of the long, short and net member rankings of the main contract. */
export const rankingSection: Section = {
  label: '持仓排名',
  async read({ desk, product }: SectionContext) {
    const data = await desk.rankings(product.code);
    const top = 5;
    if (data.long.length === 0 && data.short.length === 0) throw new MissingData('当日没有持仓排名数据');
    const held = (row: Row | undefined) => (row ? `${row.broker} ${row.value}（${formatSigned(row.change)}）` : '—');
    const net = (row: Row | undefined) =>
      row ? `${row.broker} ${row.value >= 0 ? '净多' : '净空'} ${Math.abs(row.value)}` : '—';
    const rows = Array.from({ length: Math.min(top, Math.max(data.long.length, data.short.length)) }, (_, index) => [
      String(index + 1),
      held(data.long[index]),
      held(data.short[index]),
      net(data.net[index]),
    ]);
    return {
      thoughts: [`读取会员持仓排名（${data.trading_day}）：多头、空头、净持仓前 ${rows.length} 名\n`],
      markdown: [
        `${data.trading_day} 主力合约会员持仓排名前 ${rows.length} 名（单位：手，括号内为较上一交易日增减）：`,
        '',
        markdownTable(['名次', '多头持仓', '空头持仓', '净持仓'], rows),
      ].join('\n'),
      links: [viewDataLink],
      simulated: data.simulated,
    };
  },
};
