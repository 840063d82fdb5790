/**
 * Demo content of the assistant for a fresh install: original text written for vce. The FAQ card's
 * series go to `assistant_faq_series` (db/schema/assistant.ts) and the lessons (assistant-lessons.ts)
 * to `assistant_lessons`, where operators edit them; the intro, the disclaimer and the feedback reasons are the panel's texts.
 * Nothing here is advice: lessons explain concepts and rules, never what to buy or sell.
 */

/** A markdown document from its lines. */
export const md = (...lines: string[]) => lines.join('\n');

/** The FAQ card (猜你想问): each series names only products of the domestic exchanges. */
export const demoFaqSeries: { title: string; questions: string[]; sort: number }[] = [
  {
    title: '行情与点位',
    questions: [
      '螺纹钢现在多少钱',
      'rb的支撑位和阻力位',
      '沪金今天走势怎么样',
      '铁矿石的基差是多少',
      '沪铜的主力持仓排名',
    ],
    sort: 1,
  },
  {
    title: '合约与规则',
    questions: [
      '螺纹钢一手保证金多少',
      '豆粕的交易时间',
      'rb2605最后交易日是哪天',
      '什么是涨跌停板',
      '白糖的涨跌停幅度是多少',
    ],
    sort: 2,
  },
  {
    title: '学习与工具',
    questions: ['什么是基差', '枢轴点怎么用', '移仓换月是什么意思', 'MACD怎么看', '你能回答哪些问题'],
    sort: 3,
  },
];

/** The intro document (the panel's intro icon). */
export const assistantIntroMarkdown = md(
  '## 认识AI助手',
  '',
  'AI助手是本站的**数据助手**：它根据本站自己的数据作答，包括行情报价、BBAS枢轴位、机构观点、行情快递、合约规则、价差、主力持仓排名、交易信号和入门课程。除非本站配置了大语言模型，它本身不是大模型。',
  '',
  '**怎么问**',
  '',
  '- 说出品种即可：名称、简称、代码或合约都行，如“螺纹”“rb”“RB2605”；',
  '- 一次问一件事，如“rb的支撑位和阻力位”“豆粕的交易时间”“什么是基差”。',
  '',
  '**它不做什么**',
  '',
  '- 不给买卖建议，不预测价格；',
  '- 回答中的价格和点位可能来自**模拟行情**，不是交易所实时价格。',
  '',
  '**提问次数**',
  '',
  '游客和非会员每天有一定的免费提问次数，会员不限次数。免费次数用完后，可以用V粒兑换，兑换的次数不会过期；回答失败时，次数自动退还。',
  '',
  '回答仅供参考，不构成投资建议。投资有风险，入市需谨慎。',
);

/** One line under the input (the panel appends the link to the AI助手使用规则 itself). */
export const assistantDisclaimer = '内容由AI助手根据本站数据生成，仅供参考，不构成投资建议';

/** Reasons offered by the 异常反馈 popup. */
export const assistantFeedbackTypes: string[] = [
  '数据错误',
  '答非所问',
  '内容不完整',
  '回答太慢',
  '含有不当内容',
  '其他',
];
