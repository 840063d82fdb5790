import { z } from 'zod';
import { defineCall } from './call';
import { msg } from './messages';
import { field } from './validation';

/** A question's bounty in V粒: none, or 10 to 1 000 (docs/decisions.md "Community Q&A"). */
export const bountyRange = { min: 10, max: 1000 };
/** Days an asker has to accept an answer before an unsolved question's bounty goes back to them. */
export const QUESTION_OPEN_DAYS = 7;

/** A question asked with its post: its V粒 bounty, held from the asker's balance until settled. */
export const QuestionDraft = z.object({
  bounty: field
    .int('悬赏V粒')
    .refine((value) => value === 0 || (value >= bountyRange.min && value <= bountyRange.max), {
      message: msg.bountyInvalid,
    }),
});

/** A question as readers see it: its bounty, whether it is solved and by which answer, and until when it is open. */
export const Question = z.object({
  bounty: z.number().int(),
  solved: z.boolean(),
  accepted_comment_id: z.number().int().nullable(),
  /** The bounty went back to the asker: no answer was accepted in time. */
  refunded: z.boolean(),
  deadline: z.number().int(),
});
export type Question = z.infer<typeof Question>;

/**
 * The asker accepts an answer (a top-level comment by someone else): the bounty is paid to its author
 * once, and the question is solved.
 */
export const acceptAnswer = defineCall({
  path: '/api/qi_you/acceptAnswer',
  access: 'user',
  request: z.object({ comment_id: field.id('回答编号') }),
  data: Question,
});
