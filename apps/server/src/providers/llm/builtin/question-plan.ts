import { notProductWords } from '@vce/market-core/product-aliases';
import { type RecognizedProduct, recognizeProducts } from '@vce/market-core/product-recognizer';
import type { AnswerInput } from '../llm-provider';

/** The kinds of data an answer can give about a product, in the order an answer gives them. */
const intents = [
  'price',
  'trend',
  'pivots',
  'term',
  'spreads',
  'views',
  'express',
  'signals',
  'rankings',
  'contract',
  'statistics',
] as const;
export type Intent = (typeof intents)[number];

/** Subjects the site has no data for, each answered with an honest refusal. */
export type MissingTopic = 'fee' | 'foreign' | 'stock' | 'fund';

const intentWords: Record<Intent, RegExp> = {
  // 涨跌停 is a contract rule, not the day's change.
  price: /多少钱|价格|现价|涨跌(?!停)|行情|报价|最新价|涨幅|跌幅/,
  trend: /趋势|走势|均线|多空(?!持仓)|强弱/,
  pivots: /支撑|阻力|压力|枢轴|点位/,
  term: /基差|期限结构|升水|贴水|近月|远月|各合约|现货/,
  spreads: /价差|套利/,
  views: /观点|机构|研报|怎么看/,
  express: /异动|快讯|消息|新闻/,
  signals: /信号|金叉|死叉|突破/,
  rankings: /持仓排名|席位|主力持仓|龙虎榜|多空持仓|(多头|空头)\S*持仓|持仓\S*(多头|空头)/,
  contract: /保证金|乘数|一手|每手|最小变动|一跳|每跳|涨跌停|交易时间|夜盘|最后交易日|交割|合约规则/,
  statistics: /波动率|季节性|持仓量/,
};

/** Price words that ask for a rule (一手保证金多少钱, 涨停价格), not for the price: left out of its test. */
const rulePrices = /(保证金|一手|每手|一跳|每跳|手续费|乘数)\S*?多少钱?|(涨跌停|涨停|跌停)价格?/g;

const missingTopicWords: Record<MissingTopic, RegExp> = {
  fee: /手续费|佣金/,
  foreign:
    /美股|港股|外盘|纳斯达克|纳指|道琼斯|道指|标普|日经|外汇|美元指数|比特币|加密货币|lme|comex|nymex|cbot|伦铜|伦铝|伦锌|伦镍|伦锡|伦铅|伦敦金|美原油|布油|布伦特|纽约原油|美黄金|美白银|美豆|美糖|美棉|原糖/i,
  stock: /股票|个股|a股|股价|炒股|上证指数|深证成指|创业板|科创板|茅台/i,
  fund: /基金|理财产品|etf|余额宝/i,
};

const adviceWords =
  /能买吗|能不能买|可以买|可以卖|可以做多|可以做空|能做多|能做空|该不该|要不要(买|卖|做|进场|入场)|买还是卖|该买|该卖|推荐|涨还是跌|会涨吗|会跌吗|会不会涨|会不会跌|抄底|逃顶|必涨|必跌|能追吗|还能追|进场|入场|加仓|减仓|满仓|梭哈|买点|卖点|止损|止盈|预测/;
const helpWords = /你能做什么|你会什么|你是谁|怎么用|帮助|能干什么|能帮我什么|有什么功能|使用说明/;
/** Asks what something is: answered from the lessons even when a product is named. */
const conceptWords = /什么是|是什么意思|什么意思|什么叫|怎么算|怎么计算|如何计算|入门|学习/;
/** Looser wording of a question about an idea: enough to keep a question from leaning on the last product. */
const ideaWords = /如何|是什么|为什么|怎么理解|概念|定义|原理/;
/** A question across products (哪个品种涨得最多) is about none in particular. */
const acrossProducts = /哪个|哪些|什么品种|所有品种|全市场|各品种/;
/** Words that point back at what the conversation was about: 那它的阻力位呢. */
const referenceWords = /它|这个|该品种|那|呢|还有|再|同样/;

const maxProducts = 3;

export interface QuestionPlan {
  /** At most three, in order of mention. */
  products: RecognizedProduct[];
  /** Products the question named beyond the three answered. */
  productsLeftOut: number;
  /** The products come from the conversation, the question naming none. */
  fromHistory: boolean;
  /** What to give for each product, in answer order; empty without products. */
  intents: Intent[];
  /** No intent was asked for: the short overview (price, trend, pivots), or the advice request's data. */
  brief: boolean;
  help: boolean;
  concept: boolean;
  advice: boolean;
  missingTopic: MissingTopic | null;
}

/** The most recent products of the conversation: a turn's question first, then its answer's first product. */
function productsFromHistory(history: AnswerInput['history']) {
  for (const turn of [...history].reverse()) {
    const asked = recognizeProducts(turn.question);
    if (asked.length > 0) return asked;
    // An answer names related products too (a spread's other leg): only its first is its subject.
    const answered = recognizeProducts(turn.answer)[0];
    if (answered) return [answered];
  }
  return [];
}

/**
 * Whether a question naming no product continues the conversation's product: it points back
 * (它, 呢) or asks for data without asking what something is. A question about something the site
 * does not cover (苹果手机, 美股) never does, so it is not answered with the last product's data.
 */
function continuesConversation(question: string, asksForData: boolean, missingTopic: MissingTopic | null) {
  if (missingTopic || acrossProducts.test(question) || notProductWords.some((word) => question.includes(word))) {
    return false;
  }
  if (referenceWords.test(question)) return true;
  return asksForData && !conceptWords.test(question) && !ideaWords.test(question);
}

const firstMatch = <K extends string>(table: Record<K, RegExp>, text: string) =>
  (Object.keys(table) as K[]).find((key) => table[key].test(text)) ?? null;

/** Reads a question: which products, which data, and what kind of answer it wants. */
export function planQuestion(question: string, history: AnswerInput['history']): QuestionPlan {
  const text = question.trim();
  const withoutRulePrices = text.replace(rulePrices, '');
  const asked = intents.filter((intent) => intentWords[intent].test(intent === 'price' ? withoutRulePrices : text));
  const missingTopic = firstMatch(missingTopicWords, text);
  const advice = adviceWords.test(text);

  let found = recognizeProducts(text);
  let fromHistory = false;
  if (found.length === 0 && continuesConversation(text, asked.length > 0 || advice, missingTopic)) {
    found = productsFromHistory(history);
    fromHistory = found.length > 0;
  }
  const products = found.slice(0, maxProducts);

  let chosen: Intent[] = asked;
  if (products.length === 0) chosen = [];
  else if (asked.length === 0 && advice) chosen = ['price', 'trend', 'pivots', 'views'];
  else if (asked.length === 0 && missingTopic === 'fee') chosen = ['contract'];
  else if (asked.length === 0) chosen = ['price', 'trend', 'pivots'];

  return {
    products,
    productsLeftOut: found.length - products.length,
    fromHistory,
    intents: chosen,
    brief: products.length > 0 && asked.length === 0,
    help: helpWords.test(text),
    concept: conceptWords.test(text),
    advice,
    missingTopic,
  };
}
