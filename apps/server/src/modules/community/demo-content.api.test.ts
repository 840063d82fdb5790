import { postDetail, postList } from '@vce/contract/community';
import { commentList } from '@vce/contract/community-comments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../../test/harness';
import { ledgerCheck } from '../../test/money';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const call = (url: string, body: object = {}) => post(app, url, body).then((r) => r.json());

describe("a fresh install's community", () => {
  it('is alive: demo posts marked 演示 on product boards, with replies counted right, a poll and answered questions', async () => {
    const latest = postList.data.parse((await call('/api/qi_you/postList', { limit: 50 })).data);
    expect(latest.total).toBeGreaterThanOrEqual(9);
    expect(latest.list.every((row) => row.is_demo)).toBe(true);
    expect(new Set(latest.list.flatMap((row) => row.products.map((product) => product.symbol)))).toEqual(
      new Set(['rb', 'hc', 'i', 'au', 'm', 'sc', 'SA', 'FG']),
    );
    for (const row of latest.list) {
      const threads = (await call('/api/qi_you/commentList', { post_id: row.id, limit: 50 })).data;
      const parsed = commentList.data.parse(threads);
      const counted = parsed.list.reduce((sum, thread) => sum + 1 + thread.reply_count, 0);
      expect(counted, row.title).toBe(row.comment_count);
    }

    const pollPost = latest.list.find((row) => row.title.startsWith('投个票'))!;
    const detail = postDetail.data.parse((await call('/api/qi_you/postDetail', { id: pollPost.id })).data);
    expect(detail.poll).toMatchObject({ closed: false, voter_count: 5 });

    const questions = postList.data.parse((await call('/api/qi_you/postList', { type: 'questions' })).data);
    expect(questions.list.map((row) => row.question)).toEqual(
      expect.arrayContaining([
        { bounty: 20, solved: true },
        { bounty: 0, solved: false },
      ]),
    );
    // The solved question's bounty moved through the ledger like any other.
    const solved = questions.list.find((row) => row.question?.solved)!;
    const asker = await ledgerCheck(app, solved.author.id, 'vli');
    expect(asker).toMatchObject({ balance: 0, sum: 0 });

    const member = (await call('/api/qi_you/userInfo', { id: latest.list[0]!.author.id })).data;
    expect(member.honorLists.map((honour: { name: string }) => honour.name)).toContain('首帖');
  });
});
