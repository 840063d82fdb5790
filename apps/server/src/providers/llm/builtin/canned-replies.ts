import { bbasLink, markdownLink, viewDataLink } from './answer-format';
import type { MissingTopic } from './question-plan';

// The fixed replies: what the assistant can do, what it cannot answer, and why it gives no advice.

/** Questions the engine answers well, offered where it cannot answer the one asked. */
export const exampleQuestions = ['螺纹钢现在多少钱', '黄金的支撑位和阻力位', '什么是基差'] as const;

const examples = exampleQuestions.map((question) => `- ${question}`).join('\n');

export const helpReply = [
  '我是本站的数据助手（不是大模型），回答都来自本站的行情、BBAS 和看数据，可以回答：',
  '',
  '- 行情：最新价、涨跌幅、开高低、成交量与持仓量',
  '- 走势与均线、枢轴位（支撑与阻力）',
  '- 机构观点、快讯与异动、日线交易信号',
  '- 基差与期限结构、价差、会员持仓排名',
  '- 合约规则：交易单位、最小变动价位、涨跌停、保证金率、交易时间、最后交易日',
  '- 波动率、季节性与持仓量统计',
  '- 期货基础知识与风险教育',
  '',
  '我不提供买卖建议，也不预测涨跌。可以这样问：',
  '',
  examples,
  '',
  `也可以直接查看 ${markdownLink(bbasLink)} 和 ${markdownLink(viewDataLink)}。`,
].join('\n');

const topicReasons: Record<MissingTopic | 'unknown', string> = {
  fee: '本站没有手续费数据（手续费由交易所标准和各期货公司的加收共同决定），无法回答手续费的问题。',
  foreign:
    '本站只收录国内期货交易所（上期所、上期能源、大商所、郑商所、中金所、广期所）的品种，没有外盘和海外市场的数据，无法回答这个问题。',
  stock: '本站是期货数据网站，没有股票和个股的数据，无法回答股票相关的问题。',
  fund: '本站没有基金和理财产品的数据，无法回答这个问题。',
  unknown: '我没能从问题中识别出本站收录的期货品种，知识库里也没有相关内容，无法根据本站数据回答这个问题。',
};

/** Why the engine cannot answer, and what it can answer instead. */
export const cannotAnswerReply = (topic: MissingTopic | null) =>
  [
    topicReasons[topic ?? 'unknown'],
    '',
    '我可以回答本站收录的期货品种的行情、走势、枢轴位、机构观点和合约规则，例如：',
    '',
    examples,
  ].join('\n');

/** One sentence for a question that also touches a subject the site has no data for. */
export const missingTopicNote = (topic: MissingTopic) => topicReasons[topic];

/** Said before the data when the question asks whether to trade or where the price goes. */
export const adviceNotice = '我不提供买卖建议，也不预测涨跌；是否交易请结合自己的判断和风险承受能力决定。';

export const adviceWithoutProductReply = [
  adviceNotice,
  '',
  '告诉我具体品种，我可以整理它的行情、走势、枢轴位和机构观点数据供你参考，例如：',
  '',
  examples,
].join('\n');

/** A lesson of the assistant module, shown as it is written, with its link. */
export function lessonReply(lesson: { title: string; body: string; link: string | null }) {
  const parts = [`**${lesson.title}**`, '', lesson.body.trim()];
  if (lesson.link) parts.push('', `[查看完整内容](${lesson.link})`);
  return parts.join('\n');
}
