import { Code } from '@vce/contract/codes';
import { Poll } from '@vce/contract/community-polls';
import { msg } from '@vce/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityPollBallots, communityPolls } from '../../../db/schema/community-polls';
import { createTestApp, createUser, post, type TestApp } from '../../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const call = (url: string, token: string, body: object = {}) => post(app, url, body, { token }).then((r) => r.json());
const veteran = () => createUser(app, { createdAt: new Date(Date.now() - 3 * 86_400_000) });
const inDays = (days: number) => Math.floor(Date.now() / 1000 + days * 86_400);
const pollOf = async (postId: number, token = '') =>
  Poll.parse((await call('/api/qi_you/postDetail', token, { id: postId })).data.poll);
const vote = (token: string, postId: number, optionIds: number[]) =>
  call('/api/qi_you/userVote', token, { post_id: postId, option_ids: optionIds });

async function publishPoll(poll: object) {
  const author = await veteran();
  const answer = await call('/api/qi_you/addPost', author.token, {
    title: '下周螺纹怎么走？',
    content: '<p>投个票看看大家的判断</p>',
    poll,
  });
  return { author, answer, postId: answer.data?.id as number };
}

describe('polls', () => {
  it('takes one ballot per user however many clicks arrive at once, and shows the results only after voting', async () => {
    const { postId } = await publishPoll({ options: ['看涨', '看跌', '震荡'], closes_at: inDays(3) });
    const before = await pollOf(postId);
    expect(before).toMatchObject({ multiple: false, closed: false, voted: false, voter_count: 0 });
    expect(before.options.map((option) => [option.text, option.votes])).toEqual([
      ['看涨', null],
      ['看跌', null],
      ['震荡', null],
    ]);
    const [up, down] = before.options;

    const voter = await createUser(app);
    const clicks = await Promise.all(Array.from({ length: 6 }, () => vote(voter.token, postId, [up!.id])));
    expect(clicks.filter((answer) => answer.code === Code.SUCCESS)).toHaveLength(1);
    for (const answer of clicks.filter((a) => a.code !== Code.SUCCESS)) expect(answer.msg).toBe(msg.pollVoted);

    const others = await Promise.all(Array.from({ length: 4 }, () => createUser(app)));
    await Promise.all(others.map((other, i) => vote(other.token, postId, [i < 3 ? down!.id : up!.id])));
    const after = await pollOf(postId, voter.token);
    expect(after).toMatchObject({ voted: true, my_option_ids: [up!.id], voter_count: 5 });
    expect(after.options.map((option) => option.votes)).toEqual([2, 3, 0]);
    // Someone who has not voted still sees no counts while it runs.
    expect((await pollOf(postId)).options[0]!.votes).toBeNull();
  });

  it('takes several options in a multiple-choice poll and one in a single-choice one', async () => {
    const multiple = await publishPoll({
      options: ['黑色', '有色', '化工', '农产品'],
      multiple: true,
      closes_at: inDays(1),
    });
    const options = (await pollOf(multiple.postId)).options;
    const voter = await createUser(app);
    expect(await vote(voter.token, multiple.postId, [options[0]!.id, options[2]!.id, options[0]!.id])).toMatchObject({
      code: Code.SUCCESS,
      data: { my_option_ids: [options[0]!.id, options[2]!.id], voter_count: 1 },
    });
    const single = await publishPoll({ options: ['是', '否'], closes_at: inDays(1) });
    const [yes, no] = (await pollOf(single.postId)).options;
    expect(await vote(voter.token, single.postId, [yes!.id, no!.id])).toMatchObject({
      code: 0,
      msg: msg.pollSingleChoice,
    });
    expect(await vote(voter.token, single.postId, [options[1]!.id])).toMatchObject({
      code: 0,
      msg: msg.pollChoiceUnknown,
    });
    expect(
      await app.db.select().from(communityPollBallots).where(eq(communityPollBallots.postId, single.postId)),
    ).toEqual([]);
  });

  it('closes at its deadline: no more votes, and the results for everyone', async () => {
    const { postId } = await publishPoll({ options: ['会', '不会'], closes_at: inDays(2) });
    const [yes] = (await pollOf(postId)).options;
    const early = await createUser(app);
    await vote(early.token, postId, [yes!.id]);
    await app.db
      .update(communityPolls)
      .set({ closesAt: new Date(Date.now() - 1000) })
      .where(eq(communityPolls.postId, postId));
    const late = await createUser(app);
    expect(await vote(late.token, postId, [yes!.id])).toMatchObject({ code: 0, msg: msg.pollClosed });
    expect(await pollOf(postId)).toMatchObject({ closed: true, voter_count: 1, options: [{ votes: 1 }, { votes: 0 }] });
  });

  it('refuses a bad poll or vote with a Chinese message and writes nothing', async () => {
    const cases: [object, string][] = [
      [{ options: ['只有一个'], closes_at: inDays(1) }, msg.pollOptionsCount],
      [{ options: ['涨', '涨'], closes_at: inDays(1) }, msg.pollOptionsRepeated],
      [{ options: ['涨', ' '], closes_at: inDays(1) }, msg.pollOptionEmpty],
      [{ options: ['涨', '跌'], closes_at: Math.floor(Date.now() / 1000) + 60 }, msg.pollClosesInvalid],
      [{ options: ['涨', '跌'], closes_at: inDays(31) }, msg.pollClosesInvalid],
    ];
    for (const [poll, message] of cases) {
      const { answer, author } = await publishPoll(poll);
      expect(answer, JSON.stringify(poll)).toMatchObject({ code: 0, msg: message });
      expect((await call('/api/qi_you/myPostList', author.token)).data.total).toBe(0);
    }
    const plain = await call('/api/qi_you/addPost', (await veteran()).token, { title: '无投票', content: '<p>x</p>' });
    const voter = await createUser(app);
    expect(await vote(voter.token, plain.data.id, [1])).toMatchObject({ code: 0, msg: msg.pollUnknown });
    expect(await vote(voter.token, plain.data.id, [])).toMatchObject({ code: 0, msg: msg.pollChoiceEmpty });
    expect(await vote('', plain.data.id, [1])).toMatchObject({ code: Code.NEED_LOGIN });
    expect((await call('/api/qi_you/postDetail', '', { id: plain.data.id })).data.poll).toBeNull();
  });
});
