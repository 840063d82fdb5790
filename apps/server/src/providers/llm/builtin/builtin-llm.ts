import type { AnswerEvent, AnswerInput, LlmProvider } from '../llm-provider';
import { describePlan, draftAnswer } from './answer-draft';
import type { LessonSource } from './lesson-source';
import type { MarketDesk } from './market-desk';
import { planQuestion } from './question-plan';
import { streamText } from './text-stream';

export type { Lesson, LessonSource } from './lesson-source';
export type { MarketDesk } from './market-desk';

export interface BuiltinLlmDeps {
  desk: MarketDesk;
  lessons: LessonSource;
  /** Pause between pieces of the answer, so that it types out; 0 streams at once (tests). */
  paceMs: number;
}

/**
 * The builtin engine (DESIGN.md §5): no model. It recognises products and what is asked by their
 * Chinese words, reads the site's own data through the desk, and writes the answer from templates,
 * so every figure is one the site shows. It never advises a trade nor predicts a price.
 */
export function createBuiltinLlm(deps: BuiltinLlmDeps): LlmProvider {
  return {
    engine: { kind: 'builtin', label: '数据助手 · 基于本站数据，非大模型' },
    answer: (input) => answer(deps, input),
  };
}

async function* answer(deps: BuiltinLlmDeps, { question, history, signal }: AnswerInput): AsyncGenerator<AnswerEvent> {
  // Planning is synchronous, so the first thought comes before any read.
  const plan = planQuestion(question, history);
  yield { kind: 'thought', text: describePlan(plan) };
  const draft = yield* draftAnswer(deps, plan, question, signal);
  if (!draft || signal.aborted) return;
  yield* streamText(draft.markdown, deps.paceMs, signal);
  if (signal.aborted) return;
  yield { kind: 'probes', items: draft.probes };
}
