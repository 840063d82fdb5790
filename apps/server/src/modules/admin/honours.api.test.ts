import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAudit } from '../../db/schema/admin';
import { consoleTestApp } from '../../test/admin';
import { createVeteran } from '../../test/harness';

const suite = consoleTestApp(['operator', 'moderator']);

type Honour = { key: string; name: string; description: string; image: string; holders: number };
const consoleHonours = async (): Promise<Honour[]> =>
  (await suite.call('/api/admin/honours/list', suite.tokens.operator)).data.list;
const honourOf = async (key: string) => (await consoleHonours()).find((honour) => honour.key === key)!;
const memberHonours = async (id: number) =>
  ((await suite.call('/api/qi_you/userInfo', '', { id })).data.honorLists as { name: string; image: string }[]).map(
    (honour) => honour.name,
  );
const writePost = (token: string, title: string) =>
  suite.call('/api/qi_you/addPost', token, { title, content: `<p>${title}，复盘记录</p>` });
/** The deed's honour is granted after the post's commit, by its consumer. */
const eventually = (read: () => Promise<unknown>, expected: unknown) =>
  expect.poll(read, { timeout: 3_000, interval: 100 }).toEqual(expected);

describe('荣誉', () => {
  it('lists each honour with its holders; rewording it shows on members’ pages at once; audited', async () => {
    const author = await createVeteran(suite.app);
    const before = await honourOf('first_post');
    await writePost(author.token, '第一篇复盘');
    await eventually(() => memberHonours(author.user.id), ['首帖']);
    expect((await honourOf('first_post')).holders).toBe(before.holders + 1);

    const saved = await suite.call('/api/admin/honours/update', suite.tokens.operator, {
      key: 'first_post',
      name: '初来乍到',
      description: '发出第一篇帖子',
      image: '',
    });
    expect(saved).toMatchObject({ code: Code.SUCCESS });
    expect(await memberHonours(author.user.id)).toEqual(['初来乍到']);
    const [audit] = await suite.app.db.select().from(adminAudit).orderBy(desc(adminAudit.id)).limit(1);
    expect(audit).toMatchObject({ before: { name: '首帖' }, after: { name: '初来乍到' } });
    await suite.call('/api/admin/honours/update', suite.tokens.operator, {
      key: 'first_post',
      name: '首帖',
      description: '在期友社区发出第一篇帖子',
      image: '',
    });
  });

  it('a moderator takes an honour back: gone from the page, not earned again by the next deed; given back by hand', async () => {
    const author = await createVeteran(suite.app);
    await writePost(author.token, '复盘一');
    await eventually(() => memberHonours(author.user.id), ['首帖']);
    const revoked = await suite.call('/api/admin/honours/revoke', suite.tokens.moderator, {
      user_id: author.user.id,
      key: 'first_post',
    });
    expect(revoked.data.honours).toEqual([
      { key: 'first_post', name: '首帖', granted_at: expect.any(Number), revoked_at: expect.any(Number) },
    ]);
    expect(await memberHonours(author.user.id)).toEqual([]);
    // The deed again: the consumer runs, and grants nothing.
    await writePost(author.token, '复盘二');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await memberHonours(author.user.id)).toEqual([]);
    expect(
      await suite.call('/api/admin/honours/revoke', suite.tokens.moderator, {
        user_id: author.user.id,
        key: 'first_post',
      }),
    ).toMatchObject({ msg: msg.honourNotHeld });

    const granted = await suite.call('/api/admin/honours/grant', suite.tokens.moderator, {
      user_id: author.user.id,
      key: 'first_post',
    });
    expect(granted.data.honours[0]).toMatchObject({ key: 'first_post', revoked_at: 0 });
    expect(await memberHonours(author.user.id)).toEqual(['首帖']);
  });

  it('refuses an unknown member or honour, a picture from another site, and a moderator rewording', async () => {
    expect(
      await suite.call('/api/admin/honours/grant', suite.tokens.moderator, { user_id: 99_999_999, key: 'popular' }),
    ).toMatchObject({
      msg: msg.adminUserUnknown,
    });
    expect(
      await suite.call('/api/admin/honours/grant', suite.tokens.moderator, { user_id: 1, key: 'king' }),
    ).toMatchObject({
      msg: expect.stringContaining('荣誉不存在'),
    });
    const update = { key: 'popular', name: '人气王', description: '粉丝多', image: 'https://evil.example.com/a.png' };
    expect(await suite.call('/api/admin/honours/update', suite.tokens.operator, update)).toMatchObject({
      msg: expect.stringContaining('荣誉图标须为本站图片地址'),
    });
    expect(
      await suite.call('/api/admin/honours/update', suite.tokens.moderator, { ...update, image: '' }),
    ).toMatchObject({
      msg: msg.adminForbidden,
    });
    expect((await honourOf('popular')).name).toBe('人气期友');
  });
});
