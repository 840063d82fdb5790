import type { BbasDirection } from '@vce/contract/bbas';
import type { bbasViews } from '../db/schema/bbas';
import { beijingDate, beijingInstant } from '@vce/market-core/calendar';
import { productNameOf } from '@vce/market-core/product-spec';

/**
 * Demo institutional views: fictional research desks, each named as a demo, with original text
 * written for vce. Each desk reads the market its own way (trend, positions, fundamentals to
 * watch, volatility); none states a real-world event, figure or announcement.
 */
type Template = { title: (name: string) => string; summary: (name: string) => string };
type Desk = { name: string; views: Record<BbasDirection, Template> };

const disclaimer = '本观点为演示数据，不构成投资建议。';

const desks: Desk[] = [
  {
    name: 'vce研究（示例）',
    views: {
      多: {
        title: (name) => `${name}：均线多头排列，回调可布局多单`,
        summary: (name) =>
          `${name}主力合约日线站上5日、20日均线，短期均线向上发散。思路上以回调至枢轴点P附近轻仓试多为主，跌破第一支撑位S1止损。${disclaimer}`,
      },
      看多: {
        title: (name) => `${name}：支撑有效，震荡偏多看待`,
        summary: (name) =>
          `${name}在前期低点附近获得支撑，价格重回5日均线上方，但20日均线仍有压制。倾向震荡偏多，放量突破第一阻力位R1后再确认趋势。${disclaimer}`,
      },
      看空: {
        title: (name) => `${name}：反弹受阻均线，偏空思路对待`,
        summary: (name) =>
          `${name}反弹至20日均线附近遇阻回落，短期均线拐头向下。若价格跌破枢轴点P，下方依次关注S1、S2。${disclaimer}`,
      },
      震荡: {
        title: (name) => `${name}：均线粘合，区间思路为主`,
        summary: (name) =>
          `${name}的5日与20日均线粘合走平，价格在S1与R1之间往复。区间上沿减仓、下沿轻仓，等待方向选择。${disclaimer}`,
      },
    },
  },
  {
    name: '示例期货研究院（演示）',
    views: {
      多: {
        title: (name) => `${name}：增仓上行，资金做多意愿较强`,
        summary: (name) =>
          `${name}近几个交易日价格与持仓同步上升，属于增仓上行的形态，新资金入场迹象明显。多单可持有，关注持仓是否随价格继续放大。${disclaimer}`,
      },
      看多: {
        title: (name) => `${name}：减仓下跌接近尾声，逢低关注`,
        summary: (name) =>
          `${name}前期下跌以空头减仓为主，近期持仓止降回稳，下跌动能减弱。可逢低关注多头机会，控制仓位。${disclaimer}`,
      },
      看空: {
        title: (name) => `${name}：增仓下行，空头占据主动`,
        summary: (name) =>
          `${name}价格走低的同时持仓增加，空头主动加码。在持仓出现明显回落之前，反弹以偏空思路对待。${disclaimer}`,
      },
      震荡: {
        title: (name) => `${name}：多空持仓均衡，等待信号`,
        summary: (name) =>
          `${name}持仓在历史中位附近徘徊，价格随持仓小幅进退，多空双方都未形成优势。建议观望或轻仓区间操作。${disclaimer}`,
      },
    },
  },
  {
    name: '演示产业研究组（示例）',
    views: {
      多: {
        title: (name) => `${name}：关注需求回暖信号，偏多布局`,
        summary: (name) =>
          `框架示例：判断${name}的方向可跟踪库存、开工与下游订单。若后续库存去化、开工回升，价格有望获得支撑，当前以偏多思路对待。${disclaimer}`,
      },
      看多: {
        title: (name) => `${name}：成本支撑下，下方空间有限`,
        summary: (name) =>
          `框架示例：${name}价格接近产业成本区域时，供应端通常会有收缩动力，下方空间相对有限。震荡中偏多看待，留意库存变化。${disclaimer}`,
      },
      看空: {
        title: (name) => `${name}：供应宽松预期下，上方承压`,
        summary: (name) =>
          `框架示例：若${name}供应持续宽松而需求跟进不足，库存压力会压制价格反弹空间。偏空看待，重点跟踪库存与开工数据。${disclaimer}`,
      },
      震荡: {
        title: (name) => `${name}：供需两弱，区间运行`,
        summary: (name) =>
          `框架示例：${name}供需双方暂无明显变化，价格缺乏持续驱动，预计区间运行。等待库存或需求出现拐点信号。${disclaimer}`,
      },
    },
  },
  {
    name: '示例量化策略组（演示）',
    views: {
      多: {
        title: (name) => `${name}：趋势信号转多，波动率温和`,
        summary: (name) =>
          `${name}的趋势跟踪信号转为做多，20日波动率处于温和水平，趋势策略持仓条件较好。信号失效以价格跌回20日均线下方为准。${disclaimer}`,
      },
      看多: {
        title: (name) => `${name}：动量改善，信号偏多`,
        summary: (name) =>
          `${name}短期动量由负转正，但中期信号尚未确认，模型给出偏多的弱信号。建议降低仓位权重跟随。${disclaimer}`,
      },
      看空: {
        title: (name) => `${name}：趋势信号偏空，波动放大`,
        summary: (name) =>
          `${name}的趋势跟踪信号偏空，20日波动率高于60日波动率，短期波动放大。模型以偏空为主，严格执行止损。${disclaimer}`,
      },
      震荡: {
        title: (name) => `${name}：信号反复，均值回归占优`,
        summary: (name) =>
          `${name}的趋势信号近期多次翻转，均值回归类策略表现更好，模型判断为震荡市。趋势策略宜降低频率。${disclaimer}`,
      },
    },
  },
];

/** Which desk said what, and how many days ago, per recommended product; rb and ag show a desk changing its mind. */
const plan: Record<string, [desk: number, direction: BbasDirection, daysAgo: number][]> = {
  rb: [
    [0, '看空', 9],
    [0, '看多', 1],
    [1, '多', 2],
    [2, '震荡', 3],
    [3, '看多', 4],
  ],
  i: [
    [0, '震荡', 1],
    [1, '看空', 2],
    [2, '看空', 5],
  ],
  m: [
    [0, '看多', 2],
    [2, '多', 3],
    [3, '震荡', 6],
  ],
  MA: [
    [1, '震荡', 1],
    [3, '看空', 3],
  ],
  SA: [
    [0, '看空', 1],
    [1, '看空', 3],
    [2, '震荡', 4],
    [3, '看空', 5],
  ],
  ag: [
    [3, '看空', 12],
    [0, '多', 1],
    [1, '看多', 2],
    [3, '多', 3],
  ],
  au: [
    [0, '看多', 2],
    [2, '看多', 4],
    [3, '震荡', 6],
  ],
  cu: [
    [1, '震荡', 1],
    [2, '看多', 2],
    [0, '看空', 3],
  ],
};

/** The demo views, dated back from `now` (each at 8:30 Beijing time on its day, before the day session). */
export function demoBbasViews(now: Date): (typeof bbasViews.$inferInsert)[] {
  return Object.entries(plan).flatMap(([symbol, entries]) =>
    entries.map(([deskIndex, direction, daysAgo]) => {
      const desk = desks[deskIndex] as Desk;
      const name = productNameOf(symbol);
      const day = beijingDate(now.getTime() - daysAgo * 86_400_000);
      return {
        brokerName: desk.name,
        symbol,
        direction,
        title: desk.views[direction].title(name),
        summary: desk.views[direction].summary(name),
        publishedAt: new Date(beijingInstant(day, '08:30')),
      };
    }),
  );
}
