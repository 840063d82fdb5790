import { z } from 'zod';
import { defineCall } from './call';
import { msg } from './messages';
import { field, noBody } from './validation';

/** A risk-education item: an article, or a video played like a lesson. */
export const RiskItemKind = z.enum(['article', 'video']);
export type RiskItemKind = z.infer<typeof RiskItemKind>;

export const RiskItemCard = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  kind: RiskItemKind,
  /** Reading or watching time. */
  minutes: z.number().int(),
  question_count: z.number().int(),
  /** Correct answers needed to pass. */
  pass_mark: z.number().int(),
  /** The caller passed its quiz (false for a guest). */
  passed: z.boolean(),
  attempts: z.number().int(),
  best_score: z.number().int().nullable(),
});
export type RiskItemCard = z.infer<typeof RiskItemCard>;

/** 风险教育 (/riskEducation, /riskEducationVideo): every item with the caller's standing, and how many they passed. */
export const riskList = defineCall({
  path: '/api/risk/list',
  access: 'public',
  request: noBody,
  data: z.object({ list: z.array(RiskItemCard), passed_count: z.number().int() }),
});

/** One item (/classroomV2/riskEducationDetails?id=): its text or video, and its quiz without the answers. */
export const riskDetails = defineCall({
  path: '/api/risk/details',
  access: 'public',
  request: z.object({ id: field.id('风险教育编号') }),
  data: RiskItemCard.extend({
    content_html: z.string(),
    /** A video item's master playlist, open to anyone (risk education is free). */
    playlist_url: z.string().nullable(),
    questions: z.array(z.object({ id: z.number().int(), prompt: z.string(), options: z.array(z.string()) })),
  }),
});

/**
 * Submits the quiz: one chosen option per question, in order. Every attempt is recorded; the item is
 * complete once an attempt reaches the pass mark. The answer says which were right and why.
 */
export const submitRiskQuiz = defineCall({
  path: '/api/risk/submitQuiz',
  access: 'user',
  request: z.object({
    id: field.id('风险教育编号'),
    answers: z
      .array(
        z
          .number({ error: msg.riskAnswersInvalid })
          .int(msg.riskAnswersInvalid)
          .min(0, msg.riskAnswersInvalid)
          .max(9, msg.riskAnswersInvalid),
        {
          error: msg.riskAnswersInvalid,
        },
      )
      .max(50, msg.riskAnswersInvalid),
  }),
  data: z.object({
    score: z.number().int(),
    passed: z.boolean(),
    /** Passed now or before. */
    completed: z.boolean(),
    attempts: z.number().int(),
    results: z.array(z.object({ correct: z.boolean(), answer: z.number().int(), explanation: z.string() })),
    passed_count: z.number().int(),
  }),
});
