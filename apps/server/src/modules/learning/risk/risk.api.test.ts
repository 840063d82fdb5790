import { Code } from '@vce/contract/codes';
import { riskDetails, riskList, submitRiskQuiz } from '@vce/contract/learning-risk';
import { msg } from '@vce/contract/messages';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { riskItems, riskQuestions, riskQuizAttempts } from '../../../db/schema/learning-risk';
import { createTestApp, createUser, type TestApp } from '../../../test/harness';
import { callAs } from '../../../test/money';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const itemNamed = async (prefix: string) =>
  (await app.db.select().from(riskItems)).find((item) => item.title.startsWith(prefix))!;
const rightAnswers = async (itemId: number) =>
  (
    await app.db
      .select()
      .from(riskQuestions)
      .where(eq(riskQuestions.itemId, itemId))
      .orderBy(asc(riskQuestions.sort), asc(riskQuestions.id))
  ).map((question) => question.answer);
const submit = (token: string, id: number, answers: unknown) =>
  callAs(app, token, '/api/risk/submitQuiz', { id, answers });

describe('risk education', () => {
  it('lists the suitability material, and shows an item with its quiz but not the answers', async () => {
    const list = riskList.data.parse((await callAs(app, '', '/api/risk/list')).data);
    expect(list.list.map((item) => item.title.slice(0, 4))).toEqual([
      '杠杆与保',
      '涨跌停板',
      '夜盘交易',
      '交割月：',
      '强行平仓',
      '投资者适',
    ]);
    expect(list.passed_count).toBe(0);
    expect(list.list.every((item) => item.question_count === 4 && item.pass_mark === 3 && !item.passed)).toBe(true);
    const delivery = await itemNamed('交割月');
    const answer = await callAs(app, '', '/api/risk/details', { id: delivery.id });
    const item = riskDetails.data.parse(answer.data);
    expect(item.content_html).toContain('交割月前一个月的最后一个交易日');
    expect(item.questions).toHaveLength(4);
    expect(JSON.stringify(answer.data)).not.toContain('explanation');
    expect(JSON.stringify(answer.data.questions)).not.toContain('"answer"');
    expect(await callAs(app, '', '/api/risk/details', { id: 999_999 })).toMatchObject({
      code: Code.FAIL,
      msg: msg.riskItemUnknown,
    });
  });

  it('records every attempt and completes the item on the first that reaches the pass mark', async () => {
    const { user, token } = await createUser(app);
    const margin = await itemNamed('杠杆与保证金');
    const right = await rightAnswers(margin.id);
    const wrong = right.map((answer) => (answer + 1) % 4);
    // Two right of four: not passed.
    const failed = submitRiskQuiz.data.parse(
      (await submit(token, margin.id, [right[0], right[1], wrong[2], wrong[3]])).data,
    );
    expect(failed).toMatchObject({ score: 2, passed: false, completed: false, attempts: 1, passed_count: 0 });
    expect(failed.results[2]).toMatchObject({ correct: false, answer: right[2] });
    expect(failed.results[2]!.explanation).toMatch(/[\u4e00-\u9fa5]/);
    const passed = submitRiskQuiz.data.parse((await submit(token, margin.id, right)).data);
    expect(passed).toMatchObject({ score: 4, passed: true, completed: true, attempts: 2, passed_count: 1 });
    // A worse attempt afterwards keeps the item passed.
    const after = submitRiskQuiz.data.parse((await submit(token, margin.id, wrong)).data);
    expect(after).toMatchObject({ score: 0, passed: false, completed: true, attempts: 3, passed_count: 1 });
    expect(await app.db.select().from(riskQuizAttempts).where(eq(riskQuizAttempts.userId, user.id))).toHaveLength(3);
    const list = riskList.data.parse((await callAs(app, token, '/api/risk/list')).data);
    expect(list.passed_count).toBe(1);
    expect(list.list.find((item) => item.id === margin.id)).toMatchObject({ passed: true, attempts: 3, best_score: 4 });
    // Another user's standing is their own.
    const other = await createUser(app);
    expect(riskList.data.parse((await callAs(app, other.token, '/api/risk/list')).data).passed_count).toBe(0);
  });

  it('refuses an incomplete or malformed quiz with a Chinese message and records nothing', async () => {
    const { user, token } = await createUser(app);
    const night = await itemNamed('夜盘交易');
    for (const [answers, message] of [
      [[0, 1], msg.riskAnswersIncomplete],
      [[0, 1, 2, 3, 0], msg.riskAnswersIncomplete],
      ['abcd', msg.riskAnswersInvalid],
      [[0, 1, 'x', 2], msg.riskAnswersInvalid],
      [[0, 1, -1, 2], msg.riskAnswersInvalid],
    ] as const) {
      expect(await submit(token, night.id, answers), JSON.stringify(answers)).toMatchObject({
        code: Code.FAIL,
        msg: message,
      });
    }
    expect(await app.db.select().from(riskQuizAttempts).where(eq(riskQuizAttempts.userId, user.id))).toEqual([]);
    expect(await submit('', night.id, [0, 0, 0, 0])).toMatchObject({ code: Code.NEED_LOGIN });
  });
});
