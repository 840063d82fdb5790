import { Code } from '@vce/contract/codes';
import { postList } from '@vce/contract/community';
import { msg } from '@vce/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityComments } from '../../../db/schema/community-comments';
import { communityQuestions } from '../../../db/schema/community-questions';
import { createTestApp, createUser, post, type TestApp } from '../../../test/harness';
import { fundBalance, ledgerCheck } from '../../../test/money';
import { refundDueQuestions } from './question-service';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const call = (url: string, token: string, body: object = {}) => post(app, url, body, { token }).then((r) => r.json());
const vliOf = async (userId: number) => (await ledgerCheck(app, userId, 'vli')).balance;
const questionOf = async (postId: number) => (await call('/api/qi_you/postDetail', '', { id: postId })).data.question;
const accept = (token: string, commentId: number) => call('/api/qi_you/acceptAnswer', token, { comment_id: commentId });

async function asker(points: number) {
  const user = await createUser(app, { createdAt: new Date(Date.now() - 3 * 86_400_000) });
  if (points > 0) await fundBalance(app, user.user.id, points, 'vli');
  return user;
}

const ask = (token: string, bounty: number, title = '螺纹基差怎么看？') =>
  call('/api/qi_you/addPost', token, { title, content: '<p>现货升水期货，该怎么理解？</p>', question: { bounty } });

async function answer(postId: number, userId: number, content: string, parentId: number | null = null) {
  const [row] = await app.db.insert(communityComments).values({ postId, userId, content, parentId }).returning();
  return row!.id;
}

describe('questions with bounties', () => {
  it('holds the bounty, pays it once to the one answer accepted however many accepts arrive at once', async () => {
    const owner = await asker(100);
    const asked = await ask(owner.token, 50);
    expect(asked).toMatchObject({ code: Code.SUCCESS });
    const postId = asked.data.id as number;
    expect(await vliOf(owner.user.id)).toBe(50);
    expect(await questionOf(postId)).toMatchObject({
      bounty: 50,
      solved: false,
      refunded: false,
      accepted_comment_id: null,
    });

    const [b, c, d] = await Promise.all([createUser(app), createUser(app), createUser(app)]);
    const fromB = await answer(postId, b.user.id, '升水说明现货紧');
    const fromC = await answer(postId, c.user.id, '看仓单和库存');
    const reply = await answer(postId, d.user.id, '同意楼上', fromB);
    const own = await answer(postId, owner.user.id, '补充一下背景');

    expect(await accept(b.token, fromC)).toMatchObject({ code: 0, msg: msg.questionNotYours });
    expect(await accept(owner.token, reply)).toMatchObject({ code: 0, msg: msg.answerNotAcceptable });
    expect(await accept(owner.token, own)).toMatchObject({ code: 0, msg: msg.answerNotAcceptable });

    const accepts = await Promise.all([fromB, fromC, fromB, fromC, fromB].map((id) => accept(owner.token, id)));
    const won = accepts.filter((a) => a.code === Code.SUCCESS);
    expect(won).toHaveLength(1);
    for (const refused of accepts.filter((a) => a.code !== Code.SUCCESS)) expect(refused.msg).toBe(msg.questionSettled);
    const winner = won[0].data.accepted_comment_id === fromB ? b : c;
    expect(await vliOf(winner.user.id)).toBe(50);
    expect(await vliOf((winner === b ? c : b).user.id)).toBe(0);
    const ledger = await ledgerCheck(app, winner.user.id, 'vli');
    expect(ledger.sum).toBe(ledger.balance);
    expect(await questionOf(postId)).toMatchObject({ solved: true, accepted_comment_id: winner === b ? fromB : fromC });

    // Settled: no refund later, and the open filter leaves it out.
    await app.db
      .update(communityQuestions)
      .set({ deadline: new Date(Date.now() - 1000) })
      .where(eq(communityQuestions.postId, postId));
    await refundDueQuestions(app);
    expect(await vliOf(owner.user.id)).toBe(50);
    const open = postList.data.parse(
      (await call('/api/qi_you/postList', '', { type: 'questions', unsolved: true, limit: 50 })).data,
    );
    expect(open.list.map((row) => row.id)).not.toContain(postId);
    const all = postList.data.parse((await call('/api/qi_you/postList', '', { type: 'questions', limit: 50 })).data);
    expect(all.list.find((row) => row.id === postId)?.question).toEqual({ bounty: 50, solved: true });
  });

  it('gives an unsolved bounty back once after the deadline, however many refund runs overlap', async () => {
    const owner = await asker(80);
    const postId = (await ask(owner.token, 30, '铁矿石港口库存怎么查？')).data.id as number;
    const open = postList.data.parse(
      (await call('/api/qi_you/postList', '', { type: 'questions', unsolved: true, limit: 50 })).data,
    );
    expect(open.list.map((row) => row.id)).toContain(postId);
    expect(await vliOf(owner.user.id)).toBe(50);

    await app.db
      .update(communityQuestions)
      .set({ deadline: new Date(Date.now() - 1000) })
      .where(eq(communityQuestions.postId, postId));
    await Promise.all([refundDueQuestions(app), refundDueQuestions(app), refundDueQuestions(app)]);
    expect(await vliOf(owner.user.id)).toBe(80);
    expect(await questionOf(postId)).toMatchObject({ refunded: true, solved: false });
    const late = await createUser(app);
    const lateAnswer = await answer(postId, late.user.id, '迟到的回答');
    expect(await accept(owner.token, lateAnswer)).toMatchObject({ code: 0, msg: msg.questionSettled });
    expect(await vliOf(late.user.id)).toBe(0);
  });

  it('refuses a bounty out of range or beyond the balance, and posts nothing then', async () => {
    const owner = await asker(20);
    expect(await ask(owner.token, 5)).toMatchObject({ code: 0, msg: msg.bountyInvalid });
    expect(await ask(owner.token, 1001)).toMatchObject({ code: 0, msg: msg.bountyInvalid });
    expect(await ask(owner.token, 50)).toMatchObject({ code: 0, msg: msg.bountyBalanceShort });
    expect((await call('/api/qi_you/myPostList', owner.token)).data.total).toBe(0);
    expect(await vliOf(owner.user.id)).toBe(20);
    // No bounty is a question too.
    const free = await ask(owner.token, 0);
    expect(await questionOf(free.data.id)).toMatchObject({ bounty: 0, solved: false });
    expect(await vliOf(owner.user.id)).toBe(20);
    expect(await accept(owner.token, 999_999_999)).toMatchObject({ code: 0, msg: msg.answerNotAcceptable });
  });
});
