import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAudit } from '../../db/schema/admin';
import { liveCourses } from '../../db/schema/learning-live';
import { liveChatMessages, liveRooms, liveRoomStaff } from '../../db/schema/live';
import { consoleTestApp, createStaff, sampleRoom } from '../../test/admin';
import { createUser } from '../../test/harness';

const suite = consoleTestApp(['operator']);

/** On air every hour of every day: live now, whenever the suite runs. */
const always = [{ days: [1, 2, 3, 4, 5, 6, 7], from: '00:00', to: '24:00' }];
const consoleRooms = async () =>
  (await suite.call('/api/admin/liveRooms/list', suite.tokens.operator)).data.list as { id: number }[];
const visitorRooms = async (): Promise<{ id: number; name: string; live_status: number }[]> =>
  (await suite.call('/api/chat/getRoomList', '')).data;
const lastAudit = async () => (await suite.app.db.select().from(adminAudit).orderBy(desc(adminAudit.id)).limit(1))[0]!;

describe('直播间管理', () => {
  it('lists every room with its schedule in words, its status now, its staff and how much was said', async () => {
    const list = (await suite.call('/api/admin/liveRooms/list', suite.tokens.operator)).data.list;
    const morning = list.find((room: { name: string }) => room.name === '早盘策略直播间');
    expect(morning).toMatchObject({ access: 'public', staff: [{ role: 'teacher' }] });
    expect(morning.messages).toBeGreaterThan(0);
    expect(list.find((room: { name: string }) => room.name === '机构研究员直播间')).toMatchObject({
      live_status: -1,
      status_now: -1,
    });
    expect(list.map((room: { id: number }) => room.id)).toEqual((await visitorRooms()).map((room) => room.id));
  });

  it('opens a room on its schedule with its teacher; visitors see it at once, and the change is audited', async () => {
    const teacher = await createUser(suite.app);
    const created = await suite.call('/api/admin/liveRooms/create', suite.tokens.operator, {
      ...sampleRoom,
      name: '螺纹午间直播',
      schedule: always,
      announcement: '今日聊聊螺纹的库存与基差（演示）',
      staff: [{ user_id: teacher.user.id, role: 'teacher' }],
    });
    expect(created.code).toBe(Code.SUCCESS);
    const room = created.data;
    expect(room).toMatchObject({
      name: '螺纹午间直播',
      live_status: 0,
      status_now: 1,
      schedule_text: '全天24小时',
      staff: [{ user_id: teacher.user.id, nickname: teacher.user.nickname, role: 'teacher' }],
      messages: 0,
    });
    expect((await visitorRooms()).find((shown) => shown.id === room.id)).toMatchObject({ live_status: 1 });
    const info = await suite.call('/api/chat/getRoomInfo', teacher.token, { id: room.id });
    expect(info.data).toMatchObject({ announcement: '今日聊聊螺纹的库存与基差（演示）', can_moderate: true });
    expect(await lastAudit()).toMatchObject({
      call: '/api/admin/liveRooms/create',
      role: 'operator',
      target: String(room.id),
      before: null,
    });

    // Members only, a moderator instead of the teacher: a non-member is refused, the teacher is no longer staff.
    const moderator = await createUser(suite.app);
    const edited = await suite.call('/api/admin/liveRooms/update', suite.tokens.operator, {
      ...sampleRoom,
      id: room.id,
      name: '螺纹午间直播',
      access: 'members',
      type: 2,
      schedule: always,
      staff: [{ user_id: moderator.user.id, role: 'moderator' }],
    });
    expect(edited.data).toMatchObject({
      access: 'members',
      staff: [{ user_id: moderator.user.id, role: 'moderator' }],
    });
    expect(await suite.call('/api/chat/getRoomInfo', teacher.token, { id: room.id })).toMatchObject({
      code: Code.LIVE_REFUSED,
    });
    expect(await lastAudit()).toMatchObject({
      call: '/api/admin/liveRooms/update',
      before: { access: 'public', type: 1 },
      after: { access: 'members', type: 2 },
    });

    // 敬请期待: listed, not open.
    await suite.call('/api/admin/liveRooms/update', suite.tokens.operator, {
      ...sampleRoom,
      id: room.id,
      live_status: -1,
    });
    expect((await visitorRooms()).find((shown) => shown.id === room.id)).toMatchObject({ live_status: -1 });
    expect(await suite.call('/api/chat/getRoomInfo', moderator.token, { id: room.id })).toMatchObject({
      code: Code.FAIL,
      msg: msg.comingSoon,
    });
  });

  it('refuses what would not work, in Chinese, and changes nothing', async () => {
    const { id } = (await consoleRooms())[0]!;
    const before = await suite.app.db.select().from(liveRooms).where(eq(liveRooms.id, id));
    const refusals: [object, string][] = [
      [{ access: 'course', course_id: null }, '课程学员可看的直播间须选择课程'],
      [{ access: 'course', course_id: 999_999 }, msg.roomCourseUnknown],
      [{ staff: [{ user_id: 999_999, role: 'teacher' }] }, msg.roomStaffUnknown],
      [{ schedule: [{ days: [1], from: '22:00', to: '20:30' }] }, '结束时间须晚于开始时间'],
      [{ schedule: [{ days: [8], from: '20:00', to: '21:00' }] }, '星期须为1至7'],
      [{ schedule: [{ days: [1], from: '25:00', to: '26:00' }] }, '开始时间须为HH:MM，如 20:30'],
      [{ stream_url: 'rtmp://example.com/live' }, '拉流地址须为 http(s) 的 HLS 地址（.m3u8），留空用本站直播源'],
      [{ name: ' ' }, '请填写直播间名称'],
      [{ image: 'https://evil.example/x.png' }, '封面须为本站图片地址（/images/… 或上传后的 /uploads/…）'],
    ];
    for (const [change, message] of refusals) {
      const answer = await suite.call('/api/admin/liveRooms/update', suite.tokens.operator, {
        ...sampleRoom,
        id,
        ...change,
      });
      expect(answer, message).toMatchObject({ code: Code.FAIL, msg: message });
    }
    expect(
      await suite.call('/api/admin/liveRooms/update', suite.tokens.operator, { ...sampleRoom, id: 999_999 }),
    ).toMatchObject({
      code: Code.FAIL,
      msg: msg.roomUnknown,
    });
    expect(await suite.app.db.select().from(liveRooms).where(eq(liveRooms.id, id))).toEqual(before);
  });

  it('deletes a room no one has chatted in; keeps one with a chat record or a live course in it', async () => {
    const fresh = (await suite.call('/api/admin/liveRooms/create', suite.tokens.operator, sampleRoom)).data
      .id as number;
    const [said] = await suite.app.db
      .insert(liveRooms)
      .values({ name: '聊过的直播间', chatSeq: 1 })
      .returning({ id: liveRooms.id });
    const speaker = await createUser(suite.app);
    await suite.app.db.insert(liveChatMessages).values({
      roomId: said!.id,
      seq: 1,
      userId: speaker.user.id,
      nickname: speaker.user.nickname,
      avatar: '',
      level: 1,
      isVip: false,
      kind: 'chat',
      content: '老师好',
    });
    const [held] = await suite.app.db.select({ roomId: liveCourses.roomId }).from(liveCourses).limit(1);

    expect(await suite.call('/api/admin/liveRooms/delete', suite.tokens.operator, { id: said!.id })).toMatchObject({
      msg: msg.roomHasChat,
    });
    expect(await suite.call('/api/admin/liveRooms/delete', suite.tokens.operator, { id: held!.roomId })).toMatchObject({
      msg: msg.roomHasLiveCourse,
    });
    const deleted = await suite.call('/api/admin/liveRooms/delete', suite.tokens.operator, { id: fresh });
    expect(deleted.code).toBe(Code.SUCCESS);
    expect(deleted.data.list.map((room: { id: number }) => room.id)).not.toContain(fresh);
    expect((await visitorRooms()).map((room) => room.id)).not.toContain(fresh);
    expect((await visitorRooms()).map((room) => room.id)).toEqual(expect.arrayContaining([said!.id, held!.roomId]));
    expect(await suite.app.db.select().from(liveRoomStaff).where(eq(liveRoomStaff.roomId, fresh))).toEqual([]);
    expect(await lastAudit()).toMatchObject({
      call: '/api/admin/liveRooms/delete',
      target: String(fresh),
      after: null,
    });
  });

  it('lets a teacher change what their own room shows and when, and nothing else of it nor any other room', async () => {
    const teacher = await createStaff(suite.app, ['teacher']);
    const helper = await createUser(suite.app);
    const own = (
      await suite.call('/api/admin/liveRooms/create', suite.tokens.operator, {
        ...sampleRoom,
        name: '老师自己的直播间',
        staff: [
          { user_id: teacher.user.id, role: 'teacher' },
          { user_id: helper.user.id, role: 'moderator' },
        ],
      })
    ).data;
    const listed = (await suite.call('/api/admin/liveRooms/list', teacher.token)).data.list;
    expect(listed.map((room: { id: number }) => room.id)).toEqual([own.id]);

    const changed = await suite.call('/api/admin/liveRooms/update', teacher.token, {
      ...sampleRoom,
      id: own.id,
      announcement: '今晚八点复盘螺纹（演示）',
      schedule: always,
      // What stays the operators': ignored rather than taken from a teacher.
      name: '改名',
      access: 'members',
      sort: 0,
      stream_url: 'https://cdn.example.com/live/other.m3u8',
      staff: [{ user_id: teacher.user.id, role: 'teacher' }],
    });
    expect(changed).toMatchObject({
      code: Code.SUCCESS,
      data: {
        announcement: '今晚八点复盘螺纹（演示）',
        status_now: 1,
        name: '老师自己的直播间',
        access: own.access,
        sort: own.sort,
        stream_url: own.stream_url,
        staff: own.staff,
      },
    });
    expect(await lastAudit()).toMatchObject({
      call: '/api/admin/liveRooms/update',
      role: 'teacher',
      target: String(own.id),
    });

    const other = (await consoleRooms()).find((room) => room.id !== own.id)!;
    const before = await suite.app.db.select().from(liveRooms).where(eq(liveRooms.id, other.id));
    expect(
      await suite.call('/api/admin/liveRooms/update', teacher.token, {
        ...sampleRoom,
        id: other.id,
        announcement: '越权',
      }),
    ).toMatchObject({ code: Code.FAIL, msg: msg.roomUnknown });
    expect(await suite.app.db.select().from(liveRooms).where(eq(liveRooms.id, other.id))).toEqual(before);
    expect(await suite.call('/api/admin/liveRooms/delete', teacher.token, { id: own.id })).toMatchObject({
      msg: msg.adminForbidden,
    });
  });
});
