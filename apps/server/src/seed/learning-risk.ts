import { riskItems, riskQuestions } from '../db/schema/learning-risk';
import type { Db } from '../platform/db';
import { demoRiskItems } from './learning-demo-risk';

/** Risk education's items and their quizzes (three of four right to pass). */
export async function seedRiskEducation(db: Db) {
  for (const [sort, demo] of demoRiskItems.entries()) {
    const [item] = await db
      .insert(riskItems)
      .values({
        title: demo.title,
        summary: demo.summary,
        kind: demo.clip ? 'video' : 'article',
        mediaKey: demo.clip?.key ?? null,
        contentHtml: demo.paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join(''),
        minutes: demo.minutes,
        passMark: 3,
        sort,
      })
      .returning({ id: riskItems.id });
    await db
      .insert(riskQuestions)
      .values(demo.questions.map((question, index) => ({ itemId: item!.id, sort: index, ...question })));
  }
}
