import { randomUUID } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import { type AskMessage, type AskQuery, promptMaxChars } from '@vce/contract/assistant';
import { Code } from '@vce/contract/codes';
import { type MessageKey, msg } from '@vce/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { type LlmProvider, riskReminder } from '../../providers/llm/llm-provider';
import { type QuestionUse, takeQuestion } from '../commerce/quota/quota-service';
import { isMember } from '../commerce/vip/membership-service';
import { inTransaction } from '../../platform/transaction';
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
 * (at most one message every MESSAGE_INTERVAL_MS), then the last one with `stop`, the chat id,
 * the cost and the follow-ups. A refused question gets one `error` message and costs nothing; so
 * does an answer that fails (its question is given back).
 */
export async function streamAnswer(context: AskContext) {
  const state = new AnswerState(context.query.session_id || randomUUID(), context.query.output_format);
  context.send(state.message(null));
  // Node sends a response's first bytes when its socket is uncorked on the next tick, which waits
  // for the microtask queue to drain: a turn of the event loop lets the first message go now.
  await setImmediate();
  try {
    await answerQuestion(context, state);
  } catch (error) {
    context.app.log.error({ err: error }, 'assistant question failed');
    if (!context.signal.aborted) context.send(state.error(msg.serviceUnavailable));
  }
}

async function answerQuestion(context: AskContext, state: AnswerState) {
  const { app, asker, query, signal } = context;
  const prompt = query.prompt.trim();
  const refusal = refusalOf(prompt, asker);
  if (refusal) return context.send(state.error(msg[refusal]));
  const start = await startAnswer(context, state, prompt);
  if (!start.taken.allowed) return context.send(state.error(msg.askNoCountLeft));
  state.chatId = start.chatId;
  state.cost = start.taken.use ? 1 : 0;
  state.questionsLeft = start.taken.left;

  let failure: unknown = null;
  try {
    await relayEvents(context, state, prompt, start.history);
  } catch (error) {
    if (!signal.aborted) failure = error;
  }
  if (failure) return failAnswer(context, state, start.taken.use, failure);
  // Stopped by the asker: kept as finished where it stopped, with the reminder all answers carry.
  state.answer = `${state.answer.trimEnd()}\n\n${riskReminder}`;
  if (state.probes.length === 0) state.probes = fallbackProbesOf(prompt);
  const finished = { id: state.chatId, state: 'finished' as const, ...state.record() };
  const { userId } = asker;
  // A guest's answer is one statement: a transaction holds the embedded database for all of its
  // statements, and 200 guests at once then waited for their first message (bench's asst group).
  if (userId === null) await finishChat(app.db, finished);
  else
    await inTransaction(app.db, async (tx) => {
      await finishChat(tx, finished);
      await app.events.publish(tx, 'assistant.answered', { chatId: state.chatId, userId });
    });
  if (!signal.aborted) context.send(state.message('stop'));
}

/** Takes the question (unless refused for want of questions), reads the session so far and records the chat. */
async function startAnswer({ app, asker, query, llm }: AskContext, state: AnswerState, prompt: string) {
  const member = asker.userId !== null && (await isMember(app.db, asker.userId));
  const taken = await takeQuestion({ app, userId: asker.userId, uuid: asker.visitor, isMember: member });
  if (!taken.allowed) return { taken, history: [], chatId: 0 };
  const history = query.session_id
    ? await findSessionTurns(app.db, { ...asker, sessionId: state.sessionId, limit: SESSION_TURNS })
    : [];
  const chat = { ...asker, sessionId: state.sessionId, prompt, isMember: member, engine: engineOf(llm) };
  return { taken, history, chatId: await insertChat(app.db, { ...chat, cost: member ? 0 : 1 }) };
}

const engineOf = (llm: LlmProvider) => (llm.engine.kind === 'builtin' ? 'builtin' : llm.engine.label);

function refusalOf(prompt: string, asker: Asker): MessageKey | null {
  if (!prompt) return 'askPromptEmpty';
  if ([...prompt].length > promptMaxChars) return 'askPromptTooLong';
  if (asker.userId === null && !asker.visitor) return 'visitorIdMissing';
  return null;
}

/**
 * Messages of one answer are at least this far apart: each carries the whole answer so far, rendered
 * and sanitised, so sending one per piece of a paced engine would cost that work dozens of times per
 * answer for no difference a reader sees.
 */
const MESSAGE_INTERVAL_MS = 80;

/** Streams the engine's events, sending the answer so far at most every MESSAGE_INTERVAL_MS. */
async function relayEvents(
  context: AskContext,
  state: AnswerState,
  question: string,
  history: { question: string; answer: string }[],
) {
  let flushTimer: NodeJS.Timeout | null = null;
  let lastSentAt = 0;
  const flush = () => {
    flushTimer = null;
    lastSentAt = Date.now();
    if (!context.signal.aborted && !state.isDone) context.send(state.message(null));
  };
  try {
    for await (const event of context.llm.answer({ question, history, signal: context.signal })) {
      if (event.kind === 'text') state.answer += event.text;
      else if (event.kind === 'thought') state.thoughts += event.text;
      else state.probes = event.items;
      if (context.signal.aborted) break;
      flushTimer ??= setTimeout(flush, Math.max(0, lastSentAt + MESSAGE_INTERVAL_MS - Date.now()));
    }
  } finally {
    state.isDone = true;
    if (flushTimer) clearTimeout(flushTimer);
  }
}

async function failAnswer(context: AskContext, state: AnswerState, use: QuestionUse | null, error: unknown) {
  context.app.log.error({ err: error, chatId: state.chatId }, 'assistant answer failed');
  const { app } = context;
  // The failed answer and its question given back stand or fall together.
  await inTransaction(app.db, async (tx) => {
    await finishChat(tx, { id: state.chatId, state: 'failed', ...state.record() });
    await app.events.publish(tx, 'assistant.failed', { chatId: state.chatId, questionUse: use });
  });
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
