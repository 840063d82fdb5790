import { z } from 'zod';
import { defineCall } from './call';
import { msg } from './messages';
import { field } from './validation';

export const POLL_OPTIONS_MIN = 2;
export const POLL_OPTIONS_MAX = 10;
export const POLL_OPTION_MAX = 30;
/** How long a poll may run: from an hour to a month (docs/decisions.md "Community polls"). */
export const pollDurations = { minSeconds: 3600, maxSeconds: 30 * 86_400 };

/** A poll as written with its post: its options, single or multiple choice, and when it closes (unix seconds). */
export const PollDraft = z.object({
  options: z
    .array(
      z
        .string({ error: msg.pollOptionEmpty })
        .trim()
        .min(1, msg.pollOptionEmpty)
        .max(POLL_OPTION_MAX, `投票选项不能超过${POLL_OPTION_MAX}个字`),
      { error: msg.pollOptionsCount },
    )
    .min(POLL_OPTIONS_MIN, msg.pollOptionsCount)
    .max(POLL_OPTIONS_MAX, msg.pollOptionsCount)
    .refine((options) => new Set(options).size === options.length, msg.pollOptionsRepeated),
  multiple: field.flag('多选').default(false),
  closes_at: field.int('截止时间'),
});
export type PollDraft = z.input<typeof PollDraft>;

/**
 * A post's poll as a reader sees it: each option's votes only once the reader has voted or the poll
 * has closed (null before), so a running count does not sway the vote.
 */
export const Poll = z.object({
  multiple: z.boolean(),
  closes_at: z.number().int(),
  closed: z.boolean(),
  voted: z.boolean(),
  my_option_ids: z.array(z.number().int()),
  voter_count: z.number().int(),
  options: z.array(z.object({ id: z.number().int(), text: z.string(), votes: z.number().int().nullable() })),
});
export type Poll = z.infer<typeof Poll>;

/** Votes in a post's poll, once per user: one option, or several when it is multiple choice. Answers the poll after it. */
export const userVote = defineCall({
  path: '/api/qi_you/userVote',
  access: 'user',
  request: z.object({
    post_id: field.id('帖子编号'),
    option_ids: z
      .array(field.id('投票选项'), { error: msg.pollChoiceEmpty })
      .min(1, msg.pollChoiceEmpty)
      .max(POLL_OPTIONS_MAX, msg.pollChoiceEmpty),
  }),
  data: Poll,
});
