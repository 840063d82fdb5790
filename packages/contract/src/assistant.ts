import { z } from 'zod';
import { msg } from './messages';
import { paths } from './routes';

/**
 * The assistant service (spec 001 §7): GET calls with query strings on the assistant host (same
 * origin here). The JSON calls answer in the usual envelope; `/asst/chat` is a server-sent-event
 * stream of `AskMessage`s. The token travels in the query, empty for a guest; a guest is counted by
 * the visitor id (`uuid`, vce-tourist-uuid).
 */
export const asstPaths = {
  chatInit: '/asst/chat_init',
  chat: '/asst/chat',
  chatHistory: '/asst/chat_history',
  chatFeedback: '/asst/chat_feedback',
} as const;

/** The longest question accepted, in characters (docs/decisions.md "The assistant"). */
export const promptMaxChars = 500;
/** History page size (spec 001 §9). */
export const historyPageSize = 20;

const caller = {
  token: z.string().max(128).optional().default(''),
  uuid: z.string().max(64).optional().default(''),
};

export const ChatInitQuery = z.object(caller);

/** A series of the FAQ card ("猜你想问"): a title and its questions. */
export const FaqSeries = z.object({ title: z.string(), items: z.array(z.string()) });

/** Which engine answers: our data-driven assistant, or a large model behind an OpenAI-compatible API. */
export const AssistantEngine = z.object({
  kind: z.enum(['builtin', 'openai']),
  /** How the panel labels it, e.g. 数据助手 · 非大模型. */
  label: z.string(),
});

/** Chat info (spec 001 §3). */
export const ChatInfo = z.object({
  /** Questions left: today's free ones and the bought ones (members ask without counting). */
  all_search_count: z.number().int(),
  isVip: z.boolean(),
  /** A member whose membership ends within the renewal window (banner "立即续费"). */
  vip_expiring: z.boolean(),
  /** YYYY-MM-DD, empty for a non-member. */
  vip_expiration_date: z.string(),
  faq_list: z.array(FaqSeries),
  feedback_type: z.array(z.string()),
  disclaimer: z.string(),
  /** Sanitised html of the intro document panel. */
  intro_doc_content: z.string(),
  engine: AssistantEngine,
});
export type ChatInfo = z.infer<typeof ChatInfo>;

export const AskQuery = z.object({
  ...caller,
  prompt: z.string().max(10_000).optional().default(''),
  session_id: z.string().max(64).optional().default(''),
  platform: z.string().max(16).optional().default('pc'),
  output_format: z.enum(['html', 'text']).optional().default('html'),
});
export type AskQuery = z.input<typeof AskQuery>;

/** One step of the deep-think block: `reasoning` carries its text. */
export const Thought = z.object({ action: z.string(), response: z.string() });

/**
 * One message of the stream (spec 001 §3). `output.text` is the whole answer so far (it grows with
 * each message), html when asked for html. `finish_reason` is null while streaming, `stop` at the
 * end, `error` when the question is refused or the answer failed (then `error` says why, in Chinese).
 */
export const AskMessage = z.object({
  output: z.object({
    text: z.string(),
    finish_reason: z.enum(['stop', 'error']).nullable(),
    session_id: z.string(),
    thoughts: z.array(Thought),
  }),
  cons_res: z.object({
    /** 0 until the question is recorded (a refused one never is). */
    chat_id: z.number().int(),
    all_search_count: z.number().int(),
    /** Questions this answer cost: 1, or 0 for a member ("本次不消耗"). */
    cost: z.number().int(),
    probe_items: z.array(z.string()),
  }),
  error: z.object({ code: z.number().int(), msg: z.string() }).optional(),
});
export type AskMessage = z.infer<typeof AskMessage>;

export const ChatHistoryQuery = z.object({
  ...caller,
  page: z.coerce.number().int().min(1).optional().default(1),
  per_page: z.coerce.number().int().min(1).max(50).optional().default(historyPageSize),
  output_format: z.enum(['html', 'text']).optional().default('html'),
});

/** A past answer: `res` is a JSON string of `{ output: { text, thoughts } }` (spec 001 §3). */
export const ChatRecord = z.object({
  id: z.number().int(),
  prompt: z.string(),
  res: z.string(),
  /** null none, 1 liked, 0 disliked. */
  is_like: z.union([z.literal(0), z.literal(1)]).nullable(),
  cost: z.number().int(),
  is_end: z.boolean(),
  is_vip: z.boolean(),
  probe_items: z.array(z.string()),
  /** Unix seconds. */
  update_time: z.number().int(),
});
export type ChatRecord = z.infer<typeof ChatRecord>;

export const ChatHistory = z.object({ list: z.array(ChatRecord), page: z.number().int(), per_page: z.number().int() });

/** Like (1), dislike (0, with a reason and text) or clear (2) one's own finished answer. */
export const ChatFeedbackQuery = z
  .object({
    ...caller,
    chat_id: z.coerce.number({ error: msg.chatNotFound }).int(msg.chatNotFound).positive(msg.chatNotFound),
    is_like: z.coerce
      .number({ error: msg.feedbackLikeInvalid })
      .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)], { error: msg.feedbackLikeInvalid })),
    feedback_type: z.string().trim().max(32).optional().default(''),
    feedback_content: z.string().trim().max(500, '反馈内容不能超过500个字').optional().default(''),
  })
  .check((context) => {
    const { is_like, feedback_type, feedback_content } = context.value;
    if (is_like !== 0) return;
    if (!feedback_type)
      context.issues.push({ code: 'custom', message: msg.feedbackTypeRequired, input: feedback_type });
    else if (!feedback_content)
      context.issues.push({ code: 'custom', message: msg.feedbackContentRequired, input: feedback_content });
  });

export const ChatFeedback = z.object({
  chat_id: z.number().int(),
  is_like: z.union([z.literal(0), z.literal(1)]).nullable(),
});

/**
 * The operations an answer's links carry (spec 001 §2) and the route each opens in a new tab.
 * `bbas_detail` takes the symbol; `account_opening` and `service` open dialogs, not routes.
 */
export const answerOperations = {
  bbas_detail: '/bbasV3/details',
  vip: paths.vip,
  view_data: paths.viewData(),
  bbas: paths.bbas,
  indicator: paths.indicators,
  v_token: paths.vliShop,
  futures_comm: paths.community,
  account_opening: null,
  service: null,
} as const;
export type AnswerOperation = keyof typeof answerOperations;
