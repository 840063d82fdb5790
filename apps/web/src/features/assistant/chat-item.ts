import type { AskMessage, ChatRecord } from '@vce/contract/assistant';

/** null none, 1 liked, 0 disliked (spec 001 §4). */
export type LikeState = 0 | 1 | null;

/** One question and its answer, as the chat list and the history show them (spec 001 §3 "Chat item"). */
export interface ChatItem {
  /** The item's key in its list. */
  key: number;
  prompt: string;
  /** The answer html (sanitised by the server). */
  content: string;
  /** The deep-think text: the reasoning steps of the answer. */
  deepContent: string;
  isEnd: boolean;
  /** 0 until the server has recorded the question: such an answer takes no feedback. */
  chatId: number;
  cost: number;
  isLike: LikeState;
  probeItems: string[];
  /** Unix seconds, for the history. */
  updateTime: number | null;
}

interface Thought {
  action: string;
  response: string;
}

export const createChatItem = (key: number, prompt: string): ChatItem => ({
  key,
  prompt,
  content: '',
  deepContent: '',
  isEnd: false,
  chatId: 0,
  cost: 1,
  isLike: null,
  probeItems: [],
  updateTime: null,
});

/** The deep-think text: the responses of the `reasoning` steps. */
export const reasoningOf = (thoughts: readonly Thought[]) =>
  thoughts
    .filter((thought) => thought.action === 'reasoning')
    .map((thought) => thought.response)
    .join('\n');

/**
 * An answer after one message of its stream. Each message carries the whole answer so far, so it
 * replaces the text; an empty text (the thinking phase, a refusal) keeps what was shown.
 */
export function applyAskMessage(item: ChatItem, message: AskMessage): ChatItem {
  const { output, cons_res: result } = message;
  const reasoning = reasoningOf(output.thoughts ?? []);
  const isStopped = output.finish_reason === 'stop';
  return {
    ...item,
    content: output.text || item.content,
    deepContent: reasoning || item.deepContent,
    isEnd: output.finish_reason !== null,
    chatId: result.chat_id || item.chatId,
    cost: result.cost ?? item.cost,
    probeItems: isStopped ? (result.probe_items ?? []) : item.probeItems,
  };
}

/** A past chat: its `res` is a JSON string of `{ output: { text, thoughts } }`. */
export function chatItemOfRecord(record: ChatRecord): ChatItem {
  let output: { text?: unknown; thoughts?: unknown } = {};
  try {
    output = (JSON.parse(record.res) as { output?: typeof output }).output ?? {};
  } catch {
    // A record the server could not store whole shows its question alone.
  }
  const thoughts = Array.isArray(output.thoughts) ? (output.thoughts as Thought[]) : [];
  return {
    key: record.id,
    prompt: record.prompt,
    content: typeof output.text === 'string' ? output.text : '',
    deepContent: reasoningOf(thoughts),
    isEnd: true,
    chatId: record.id,
    cost: record.cost,
    isLike: record.is_like,
    probeItems: record.probe_items,
    updateTime: record.update_time,
  };
}
