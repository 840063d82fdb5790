import type { AnswerEvent } from '../llm-provider';
import { markdownLink, priceDecimalsOf, productTitle, type SourceLink } from './answer-format';
import {
  adviceNotice,
  adviceWithoutProductReply,
  cannotAnswerReply,
  helpReply,
  lessonReply,
  missingTopicNote,
} from './canned-replies';
import { contractSection } from './contract-section';
import { followUpsFor } from './follow-ups';
import type { Lesson, LessonSource } from './lesson-source';
import { cachedDesk, type MarketDesk } from './market-desk';
import { pivotSection, priceSection, trendSection } from './market-sections';
import type { Intent, MissingTopic, QuestionPlan } from './question-plan';
import { expressSection, signalSection, statisticsSection, viewSection } from './research-sections';
import { runSection, type Section, type SectionResult } from './section';
import { rankingSection, spreadSection, termSection } from './structure-sections';

/** The answer before it is streamed: its markdown and the follow-ups after it. */
export interface Draft {
  markdown: string;
  probes: string[];
}

const sectionOf: Record<Intent, Section> = {
  price: priceSection,
  trend: trendSection,
  pivots: pivotSection,
  term: termSection,
  spreads: spreadSection,
  views: viewSection,
  express: expressSection,
  signals: signalSection,
  rankings: rankingSection,
  contract: contractSection,
  statistics: statisticsSection,
};

const topicNames: Record<MissingTopic, string> = {
  fee: '手续费',
  foreign: '外盘与海外市场',
  stock: '股票',
  fund: '基金',
};

/** The first step of the deep-think block: what the question was understood to ask. */
export function describePlan(plan: QuestionPlan): string {
  const lines: string[] = [];
  const names = plan.products
    .map((product) => `${productTitle(product)}${product.contract ? `，合约 ${product.contract}` : ''}`)
    .join('；');
  if (plan.products.length === 0 && plan.help) lines.push('在问助手能回答什么');
  else if (plan.products.length === 0) lines.push('问题中没有识别到本站收录的期货品种');
  else {
    lines.push(plan.fromHistory ? `问题中没有提到品种，沿用上文的${names}` : `识别到品种：${names}`);
    if (plan.productsLeftOut > 0) lines.push(`一次最多回答 3 个品种，其余 ${plan.productsLeftOut} 个略过`);
    lines.push(`要读取：${plan.intents.map((intent) => sectionOf[intent].label).join('、')}`);
  }
  if (plan.advice) lines.push('问题涉及买卖建议或涨跌预测：不给建议，只整理相关数据');
  if (plan.missingTopic) lines.push(`涉及本站没有的数据：${topicNames[plan.missingTopic]}`);
  return lines.map((line) => `${line}\n`).join('');
}

async function* findLesson(lessons: LessonSource, question: string): AsyncGenerator<AnswerEvent, Lesson | null> {
  // Lessons only add to an answer: a failed search is an answer without one.
  const found = await lessons.search(question).catch(() => null);
  const best = found?.[0] ?? null;
  let thought = '检索知识库：没有找到相关内容\n';
  if (found === null) thought = '检索知识库失败，略过\n';
  else if (best) thought = `检索知识库：找到「${best.title}」\n`;
  yield { kind: 'thought', text: thought };
  return best;
}

/** A question naming no product: help, a refusal, or a lesson. */
async function* draftWithoutProduct(
  lessons: LessonSource,
  plan: QuestionPlan,
  question: string,
): AsyncGenerator<AnswerEvent, Draft> {
  const probes = followUpsFor([], []);
  if (plan.help) return { markdown: helpReply, probes };
  // A question asking what something is (什么是止损) deserves the lesson before any refusal.
  if (!plan.concept && plan.advice) return { markdown: adviceWithoutProductReply, probes };
  if (!plan.concept && plan.missingTopic) return { markdown: cannotAnswerReply(plan.missingTopic), probes };
  const lesson = yield* findLesson(lessons, question);
  if (!lesson) return { markdown: cannotAnswerReply(plan.missingTopic), probes };
  return { markdown: [plan.advice ? adviceNotice : '', lessonReply(lesson)].filter(Boolean).join('\n\n'), probes };
}

/** The product parts of the answer: each section under its label, the sources at the end. */
function composeProducts(plan: QuestionPlan, results: SectionResult[][]) {
  const simulated = results.flat().some((result) => result.simulated);
  const labels = plan.intents.map((intent) => sectionOf[intent].label).join('、');
  const titles = plan.products.map(productTitle).join('、');
  const parts = [
    `以下是${titles}的${labels}${plan.advice ? '，供你参考' : ''}${simulated ? '（数据为本站模拟行情）' : ''}：`,
  ];
  plan.products.forEach((product, productIndex) => {
    if (plan.products.length > 1) parts.push(`**${productTitle(product)}**`);
    (results[productIndex] ?? []).forEach((result, sectionIndex) => {
      const intent = plan.intents[sectionIndex];
      if (plan.intents.length > 1 && intent) parts.push(`**${sectionOf[intent].label}**`);
      parts.push(result.markdown);
    });
  });
  if (plan.productsLeftOut > 0) parts.push('一次最多回答 3 个品种，其余品种请分开提问。');
  const links = new Map<string, SourceLink>();
  for (const result of results.flat()) for (const link of result.links) links.set(link.href, link);
  if (links.size > 0) parts.push(`数据来源：${[...links.values()].map(markdownLink).join('、')}`);
  return parts.join('\n\n');
}

/**
 * Reads what the plan asks for, yielding a thought per read, and returns the answer's markdown;
 * null when the asker stopped it meanwhile. Reads start together and are reported in answer order.
 */
export async function* draftAnswer(
  deps: { desk: MarketDesk; lessons: LessonSource },
  plan: QuestionPlan,
  question: string,
  signal: AbortSignal,
): AsyncGenerator<AnswerEvent, Draft | null> {
  if (plan.products.length === 0) return yield* draftWithoutProduct(deps.lessons, plan, question);

  const desk = cachedDesk(deps.desk);
  const reads = plan.products.map((product) => {
    const context = { desk, product, decimals: priceDecimalsOf(product.code), brief: plan.brief };
    return plan.intents.map((intent) => runSection(sectionOf[intent], context));
  });
  const lesson = plan.concept ? yield* findLesson(deps.lessons, question) : null;
  const results: SectionResult[][] = [];
  for (const productReads of reads) {
    const done: SectionResult[] = [];
    for (const read of productReads) {
      const result = await read;
      if (signal.aborted) return null;
      for (const thought of result.thoughts) yield { kind: 'thought', text: thought };
      done.push(result);
    }
    results.push(done);
  }

  const parts = [
    plan.advice ? adviceNotice : '',
    plan.missingTopic ? missingTopicNote(plan.missingTopic) : '',
    lesson ? lessonReply(lesson) : '',
    composeProducts(plan, results),
  ];
  return { markdown: parts.filter(Boolean).join('\n\n'), probes: followUpsFor(plan.products, plan.intents) };
}
