import { MEMBERSHIP_ENDING_DAYS } from '@vce/contract/account';
import type { ChatInfo, ChatRecord } from '@vce/contract/assistant';
import { msg } from '@vce/contract/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors';
import { shanghaiDay } from '../../platform/request-info';
import { unixSeconds } from '../../platform/unix-time';
import type { LlmProvider } from '../../providers/llm/llm-provider';
import { assistantDisclaimer, assistantFeedbackTypes, assistantIntroMarkdown } from '../../seed/assistant-content';
import { countQuestionsLeft } from '../commerce/quota/quota-service';
import { findMembershipEnd } from '../commerce/vip/membership-service';
import { answerHtmlOf } from './answer-html';
import { type Asker, findChatPage, findOwnChat, listFaqSeries, saveFeedback } from './chat-store';

/** The intro is asked for with every chat_init and changes only when an operator edits it: rendered once per text. */
let intro = { markdown: '', html: '' };
const introHtmlOf = (markdown: string) => {
  if (intro.markdown !== markdown || !intro.html) intro = { markdown, html: answerHtmlOf(markdown) };
  return intro.html;
};

/** Chat info (spec 001 §3) for the panel's chat tab. */
export async function readChatInfo(input: { app: FastifyInstance; llm: LlmProvider; asker: Asker }): Promise<ChatInfo> {
  const { app, asker } = input;
  const endsAt = asker.userId === null ? null : await findMembershipEnd(app.db, asker.userId);
  const caller = { app, userId: asker.userId, uuid: asker.visitor, isMember: endsAt !== null };
  const { settings } = app;
  return {
    all_search_count: await countQuestionsLeft(caller),
    isVip: endsAt !== null,
    vip_expiring: endsAt !== null && endsAt.getTime() - Date.now() <= MEMBERSHIP_ENDING_DAYS * 86_400_000,
    vip_expiration_date: endsAt ? shanghaiDay(endsAt) : '',
    faq_list: await listFaqSeries(app.db),
    feedback_type: await settings.get('assistant_feedback_types', assistantFeedbackTypes),
    disclaimer: await settings.get('assistant_disclaimer', assistantDisclaimer),
    intro_doc_content: introHtmlOf(await settings.get('assistant_intro', assistantIntroMarkdown)),
    engine: input.llm.engine,
  };
}

/** One page of the asker's own questions, newest first; `res` as spec 001 §3 says. */
export async function readHistoryPage(input: {
  app: FastifyInstance;
  asker: Asker;
  page: number;
  per_page: number;
  output_format: 'html' | 'text';
}): Promise<{ list: ChatRecord[]; page: number; per_page: number }> {
  const { asker } = input;
  // A guest without a visitor id has no history to show.
  const rows =
    asker.userId === null && !asker.visitor
      ? []
      : await findChatPage(input.app.db, { ...asker, page: input.page, perPage: input.per_page });
  const list = rows.map((row) => ({
    id: row.id,
    prompt: row.prompt,
    res: JSON.stringify({
      output: {
        text: input.output_format === 'html' ? answerHtmlOf(row.answer) : row.answer,
        thoughts: row.thoughts ? [{ action: 'reasoning', response: row.thoughts }] : [],
      },
    }),
    is_like: likeOf(row.isLike),
    cost: row.cost,
    is_end: row.state !== 'streaming',
    is_vip: row.isMember,
    probe_items: row.probeItems,
    update_time: unixSeconds(row.updatedAt),
  }));
  return { list, page: input.page, per_page: input.per_page };
}

const likeOf = (value: number | null): 0 | 1 | null => (value === 0 ? 0 : value === 1 ? 1 : null);

/** Like (1), dislike (0, with a reason) or clear (2) one's own finished answer. */
export async function sendFeedback(input: {
  app: FastifyInstance;
  userId: number;
  chat_id: number;
  is_like: 0 | 1 | 2;
  feedback_type: string;
  feedback_content: string;
}) {
  const chat = await findOwnChat(input.app.db, { userId: input.userId, visitor: '', id: input.chat_id });
  // A failed answer has nothing to rate.
  if (!chat || chat.state !== 'finished') throw AppError.reject('chatNotFound');
  const isLike = input.is_like === 2 ? null : input.is_like;
  const isDislike = isLike === 0;
  await saveFeedback(input.app.db, {
    id: chat.id,
    isLike,
    feedbackType: isDislike ? input.feedback_type : null,
    feedbackContent: isDislike ? input.feedback_content : null,
  });
  const message = isLike === 1 ? msg.feedbackThanks : isDislike ? msg.feedbackSuccess : '';
  return { data: { chat_id: chat.id, is_like: isLike }, message };
}
