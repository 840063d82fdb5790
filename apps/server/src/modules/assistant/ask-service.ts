import { randomUUID } from 'node:crypto';
import { type AskMessage, type AskQuery, promptMaxChars } from '@vce/contract/assistant';
import { Code } from '@vce/contract/codes';
import { type MessageKey, msg } from '@vce/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { type LlmProvider, riskReminder } from '../../providers/llm/llm-provider';
import { countQuestionsLeft, type QuestionUse, returnQuestion, takeQuestion } from '../commerce/quota/quota-service';
import { isMember } from '../commerce/vip/membership';
import { answerHtmlOf } from './answer-html';
import { type Asker, findSessionTurns, finishChat, insertChat } from './chat-store';
import { fallbackProbesOf } from './probes';

/** Turns of the session an engine reads for a follow-up question. */
const SESSION_TURNS = 3;

interface AskContext {
  app: FastifyInstance;
  llm: LlmProvider;
  asker: Asker;
  query: z.output<typeof AskQuery>;
  /** Aborted when the asker closes the stream: the engine stops and the answer is kept where it stopped. */
  signal: AbortSignal;
  send(message: AskMessage): void;
}

/**
 * Answers one question as spec 001 §3's stream: a first message at once, then the answer growing
 * (coalesced to one message per turn of the event loop), then the last one with `stop`, the cost
 * and the follow-ups. A refused question gets one `error` message and costs nothing; so does an
 * answer that fails (its question is given back).
 */
export async function streamAnswer(context: AskContext) {
  const state = new AnswerState(context.query.session_id || randomUUID(), context.query.output_format);
  context.send(state.message(null));
  try {
    await answerQuestion(context, state);
  } catch (error) {
    context.app.log.error({ err: error, chatId: state.chatId }, 'assistant question failed');
    if (!context.signal.aborted) context.send(state.error(msg.serviceUnavailable));
  }
}

async function answerQuestion(context: AskContext, state: AnswerState) {
  const { app, asker, query, signal } = context;
  const prompt = query.prompt.trim();
  const refusal = refusalOf(prompt, asker);
  if (refusal) return context.send(state.error(msg[refusal]));
  const member = asker.userId !== null && (await isMember(app.db, asker.userId));
  const caller = { app, userId: asker.userId, uuid: asker.visitor, isMember: member };
  const taken = await takeQuestion(caller);
  if (!taken.allowed) return context.send(state.error(msg.askNoCountLeft));
  state.cost = member ? 0 : 1;
  state.questionsLeft = await countQuestionsLeft(caller);
  const history = query.session_id
    ? await findSessionTurns(app.db, { ...asker, sessionId: state.sessionId, limit: SESSION_TURNS })
    : [];
  state.chatId = await insertChat(app.db, {
    ...asker,
    sessionId: state.sessionId,
    prompt,
    cost: state.cost,
    isMember: member,
    engine: context.llm.engine.kind === 'builtin' ? 'builtin' : context.llm.engine.label,
  });

  try {
    await relayEvents(context, state, prompt, history);
  } catch (error) {
    if (!signal.aborted) return failAnswer(context, state, taken.use, error);
  }
  // Stopped by the asker: kept as finished where it stopped, with the reminder all answers carry.
  state.answer = `${state.answer.trimEnd()}\n\n${riskReminder}`;
  if (state.probes.length === 0) state.probes = fallbackProbesOf(prompt);
  await finishChat(app.db, { id: state.chatId, state: 'finished', ...state.record() });
  if (!signal.aborted) context.send(state.message('stop'));
}

function refusalOf(prompt: string, asker: Asker): MessageKey | null {
  if (!prompt) return 'askPromptEmpty';
  if ([...prompt].length > promptMaxChars) return 'askPromptTooLong';
  if (asker.userId === null && !asker.visitor) return 'visitorIdMissing';
  return null;
}

/** Streams the engine's events, sending the answer so far at most once per turn of the event loop. */
async function relayEvents(
  context: AskContext,
  state: AnswerState,
  question: string,
  history: { question: string; answer: string }[],
) {
  let isFlushScheduled = false;
  const flush = () => {
    isFlushScheduled = false;
    if (!context.signal.aborted && !state.isDone) context.send(state.message(null));
  };
  for await (const event of context.llm.answer({ question, history, signal: context.signal })) {
    if (event.kind === 'text') state.answer += event.text;
    else if (event.kind === 'thought') state.thoughts += event.text;
    else state.probes = event.items;
    if (context.signal.aborted) break;
    if (!isFlushScheduled) {
      isFlushScheduled = true;
      setImmediate(flush);
    }
  }
  state.isDone = true;
}

async function failAnswer(context: AskContext, state: AnswerState, use: QuestionUse | null, error: unknown) {
  context.app.log.error({ err: error, chatId: state.chatId }, 'assistant answer failed');
  state.isDone = true;
  if (use) await returnQuestion(context.app, use);
  await finishChat(context.app.db, { id: state.chatId, state: 'failed', ...state.record() });
  state.cost = 0;
  state.questionsLeft += use ? 1 : 0;
  context.send(state.error(msg.askFailed));
}

/** What has been said so far, and the messages of the stream built from it. */
class AnswerState {
  chatId = 0;
  cost = 0;
  questionsLeft = 0;
  answer = '';
  thoughts = '';
  probes: string[] = [];
  isDone = false;

  constructor(
    readonly sessionId: string,
    private readonly format: 'html' | 'text',
  ) {}

  record() {
    return { answer: this.answer, thoughts: this.thoughts, probeItems: this.probes };
  }

  message(finishReason: 'stop' | 'error' | null): AskMessage {
    return {
      output: {
        text: this.format === 'html' ? answerHtmlOf(this.answer) : this.answer,
        finish_reason: finishReason,
        session_id: this.sessionId,
        thoughts: this.thoughts ? [{ action: 'reasoning', response: this.thoughts }] : [],
      },
      cons_res: {
        chat_id: this.chatId,
        all_search_count: this.questionsLeft,
        cost: this.cost,
        probe_items: finishReason === 'stop' ? this.probes : [],
      },
    };
  }

  error(message: string): AskMessage {
    return { ...this.message('error'), error: { code: Code.FAIL, msg: message } };
  }
}
