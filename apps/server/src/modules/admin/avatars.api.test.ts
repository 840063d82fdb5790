import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAudit } from '../../db/schema/admin';
import { consoleTestApp } from '../../test/admin';
import { createUser } from '../../test/harness';

const suite = consoleTestApp(['operator']);

type Avatar = { url: string; users: number };
const consoleAvatars = async (): Promise<Avatar[]> =>
  (await suite.call('/api/admin/avatars/list', suite.tokens.operator)).data.list;
const offered = async () =>
  ((await suite.call('/api/user/getAvatarLists', '')).data as { url: string }[]).map((a) => a.url);
const save = (list: string[]) => suite.call('/api/admin/avatars/update', suite.tokens.operator, { list });
const avatar = (n: number) => `/images/avatars/avatar-${String(n).padStart(2, '0')}.svg`;

describe('头像', () => {
  it('lists the choices members see, with how many wear each', async () => {
    const before = await consoleAvatars();
    expect(before.map((choice) => choice.url)).toEqual(await offered());
    const { token } = await createUser(suite.app);
    await suite.call('/api/user/profile', token, { avatar: avatar(2) });
    const after = await consoleAvatars();
    expect(after.find((choice) => choice.url === avatar(2))!.users).toBe(
      before.find((choice) => choice.url === avatar(2))!.users + 1,
    );
  });

  it('reorders, adds and removes in one save: members are offered the new list; a wearer of a removed one keeps it; audited', async () => {
    const original = (await consoleAvatars()).map((choice) => choice.url);
    const wearer = await createUser(suite.app);
    await suite.call('/api/user/profile', wearer.token, { avatar: avatar(8) });

    const list = [avatar(3), avatar(1), avatar(2), '/images/rooms/morning.svg'];
    expect(await save(list)).toMatchObject({ code: Code.SUCCESS, data: { list: list.map((url) => ({ url })) } });
    expect(await offered()).toEqual(list);
    const [audit] = await suite.app.db.select().from(adminAudit).orderBy(desc(adminAudit.id)).limit(1);
    expect(audit).toMatchObject({ call: '/api/admin/avatars/update', before: original, after: list });

    // Taken off the list: no longer chosen, still worn.
    const other = await createUser(suite.app);
    expect(await suite.call('/api/user/profile', other.token, { avatar: avatar(8) })).toMatchObject({
      msg: msg.avatarInvalid,
    });
    expect((await suite.call('/api/user/index', wearer.token)).data.userinfo.avatar).toBe(avatar(8));
    await save(original);
    expect(await offered()).toEqual(original);
  });

  it('refuses an empty list, a repeat and a picture from another site, and changes nothing', async () => {
    const before = await offered();
    expect(await save([])).toMatchObject({ code: Code.FAIL, msg: expect.stringContaining('请至少保留一个头像') });
    expect(await save([avatar(1), avatar(1)])).toMatchObject({ msg: expect.stringContaining('头像不能重复') });
    expect(await save(['https://evil.example.com/a.png'])).toMatchObject({
      msg: expect.stringContaining('头像须为本站图片地址'),
    });
    expect(await offered()).toEqual(before);
  });
});
