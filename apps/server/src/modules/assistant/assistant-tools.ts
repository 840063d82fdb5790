import { z } from 'zod';
import type { AssistantTool } from '../../providers/llm/llm-provider';
import type { MarketDesk } from '../../providers/llm/builtin/market-desk';
import { recognizeProducts } from '@vce/market-core/product-recognizer';

const bySymbol = z.object({
  symbol: z.string().min(1).max(8).describe('品种代码，如 rb、SR、IF（先用 find_products 查得）'),
});

const tool = <P extends z.ZodObject>(definition: AssistantTool<P>): AssistantTool =>
  definition as unknown as AssistantTool;

/**
 * The site's data as a model's tools (provider `openai`): the same market desk the builtin engine
 * reads, so a model's figures are the site's too.
 */
export function assistantToolsOf(desk: MarketDesk, lessons: { search(question: string): Promise<unknown[]> }) {
  const symbolTool = (name: string, description: string, run: (symbol: string) => Promise<unknown>) =>
    tool({ name, description, parameters: bySymbol, run: ({ symbol }) => run(symbol) });
  return [
    tool({
      name: 'find_products',
      description: '从一段中文里识别期货品种（名称、简称、代码或合约），返回品种代码、名称和合约',
      parameters: z.object({ text: z.string().min(1).max(200).describe('用户问题或其中的品种名称') }),
      run: async ({ text }) => recognizeProducts(text).map(({ code, name, contract }) => ({ code, name, contract })),
    }),
    symbolTool('quote', '品种主力合约的最新价、涨跌幅，以及各月份合约报价、现货价和基差', async (symbol) => ({
      listed: await desk.listedPrice(symbol),
      board: await desk.quotes(symbol),
    })),
    symbolTool('kline_summary', '品种主力连续的最近60根日K线（时间、开高低收、成交量、持仓量）', (symbol) =>
      desk.dailyBars(symbol, 60),
    ),
    symbolTool('bbas_pivots', 'BBAS 枢轴位：前一交易日的 R3–S3 支撑阻力位，以及最新价所处位置', desk.pivots),
    symbolTool('bbas_explain', 'BBAS 对品种当前状态的解读（均线趋势、点位）和机构观点多空统计', desk.explain),
    symbolTool('bbas_views', '机构观点：各研究机构最新观点的多空统计和最近的观点标题', desk.views),
    symbolTool('bbas_express', '行情快讯：行情引擎发现的异动提醒和编辑快讯', desk.express),
    symbolTool('bbas_statistics', '季节性统计、历史波动率和持仓量统计', desk.statistics),
    symbolTool(
      'contract_facts',
      '合约规则：交易单位、最小变动价位、涨跌停幅度、保证金比例、交易时间、各合约最后交易日',
      desk.contract,
    ),
    symbolTool('trading_signals', '日线交易信号（均线金叉死叉、突破、MACD）', desk.signals),
    symbolTool('position_rankings', '期货公司持仓排名（多头、空头、净持仓）', desk.rankings),
    symbolTool('spot_basis', '最近20个交易日的现货价、期货价和基差', desk.basis),
    symbolTool('spreads', '包含该品种的跨品种价差及最近20日走势', desk.spreads),
    tool({
      name: 'search_lessons',
      description: '在本站的期货知识和风险教育内容中查找与问题相关的讲解',
      parameters: z.object({ question: z.string().min(1).max(200) }),
      run: ({ question }) => lessons.search(question),
    }),
  ];
}
