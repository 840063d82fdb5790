import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../platform/errors';
import { inTransaction } from '../../../platform/transaction';
import { mediaAsset, signStoredMedia } from '../media-addresses';
import {
  countPasses,
  findRiskItem,
  listQuestions,
  listRiskItems,
  recordAttempt,
  type RiskItemRow,
  standingOf,
} from './risk-store';

type Standing = Awaited<ReturnType<typeof standingOf>>;

const cardOf = (item: RiskItemRow, questionCount: number, standing: Standing) => {
  const mine = standing.get(item.id);
  return {
    id: item.id,
    title: item.title,
    summary: item.summary,
    kind: item.kind as 'article' | 'video',
    minutes: item.minutes,
    question_count: questionCount,
    pass_mark: item.passMark,
    passed: mine?.passed ?? false,
    attempts: mine?.attempts ?? 0,
    best_score: mine?.bestScore ?? null,
  };
};

/** Every item with the caller's standing, and how many they passed. */
export async function describeRiskItems(app: FastifyInstance, userId: number | null) {
  const rows = await listRiskItems(app.db);
  const [standing, passed] = await Promise.all([
    standingOf(
      app.db,
      userId,
      rows.map((row) => row.item.id),
    ),
    countPasses(app.db, userId),
  ]);
  return { list: rows.map(({ item, questionCount }) => cardOf(item, questionCount, standing)), passed_count: passed };
}

/** One item: its text, its video's playlist (signed for anyone: risk education is free) and its quiz without answers. */
export async function describeRiskItem(app: FastifyInstance, secret: string, userId: number | null, id: number) {
  const item = await findRiskItem(app.db, id);
  if (!item) throw AppError.reject('riskItemUnknown');
  const [questions, standing] = await Promise.all([listQuestions(app.db, id), standingOf(app.db, userId, [id])]);
  const playlistUrl = item.mediaKey
    ? await signStoredMedia(app, secret, {
        asset: mediaAsset('lessons', item.mediaKey),
        file: 'master.m3u8',
        userId: 0,
      })
    : null;
  return {
    ...cardOf(item, questions.length, standing),
    content_html: item.contentHtml,
    playlist_url: playlistUrl,
    questions: questions.map((question) => ({ id: question.id, prompt: question.prompt, options: question.options })),
  };
}

/**
 * Marks a quiz: every question must be answered. The attempt is recorded whatever its score; the
 * item is passed once one reaches the pass mark, and stays passed.
 */
export async function submitQuiz(app: FastifyInstance, input: { userId: number; id: number; answers: number[] }) {
  const item = await findRiskItem(app.db, input.id);
  if (!item) throw AppError.reject('riskItemUnknown');
  const questions = await listQuestions(app.db, item.id);
  if (input.answers.length !== questions.length) throw AppError.reject('riskAnswersIncomplete');
  const results = questions.map((question, i) => ({
    correct: input.answers[i] === question.answer,
    answer: question.answer,
    explanation: question.explanation,
  }));
  const score = results.filter((result) => result.correct).length;
  const passed = score >= item.passMark;
  await inTransaction(app.db, (tx) =>
    recordAttempt(tx, { userId: input.userId, itemId: item.id, answers: input.answers, score, passed }),
  );
  const [standing, passedCount] = await Promise.all([
    standingOf(app.db, input.userId, [item.id]),
    countPasses(app.db, input.userId),
  ]);
  const mine = standing.get(item.id);
  return {
    score,
    passed,
    completed: mine?.passed ?? passed,
    attempts: mine?.attempts ?? 1,
    results,
    passed_count: passedCount,
  };
}
