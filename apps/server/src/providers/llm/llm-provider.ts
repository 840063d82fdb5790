import type { AssistantEngine } from '@vce/contract/assistant';
import type { z } from 'zod';

/**
 * A piece of the site's data the assistant may read (a quote, BBAS pivots, contract facts…): a
 * model sees it as a tool it may call; its answer is what the site's own call answers.
 */
export interface AssistantTool<P extends z.ZodObject = z.ZodObject> {
  name: string;
  /** What the tool gives, in Chinese, for the model. */
  description: string;
  parameters: P;
  run(args: z.output<P>): Promise<unknown>;
}

/** What an engine streams while it answers; the assistant service turns it into spec 001's messages. */
export type AnswerEvent =
  /** A step of the deep-think block ("思考中…"), appended to what came before. */
  | { kind: 'thought'; text: string }
  /** A piece of the answer, markdown, appended to what came before. */
  | { kind: 'text'; text: string }
  /** Follow-up questions that fit the answer (cons_res.probe_items). */
  | { kind: 'probes'; items: string[] };

export interface AnswerInput {
  question: string;
  /** Earlier turns of the same session, oldest first, for a follow-up question. */
  history: { question: string; answer: string }[];
  /** Aborted when the asker stops the answer or leaves: generation stops with it. */
  signal: AbortSignal;
}

/** The `llm` provider (DESIGN.md §5): answers one question as a stream of events. */
export interface LlmProvider {
  readonly engine: z.infer<typeof AssistantEngine>;
  answer(input: AnswerInput): AsyncIterable<AnswerEvent>;
}

/** Ends every answer, whichever engine wrote it (docs/decisions.md "The assistant"). */
export const riskReminder =
  '> 风险提示：以上内容基于本站数据整理，仅供参考，不构成投资建议。期货交易风险较大，请谨慎决策。';
