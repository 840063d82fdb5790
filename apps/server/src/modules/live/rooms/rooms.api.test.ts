import { Code } from '@vce/contract/codes';
import { getRoomInfo, getRoomList } from '@vce/contract/live';
import { msg } from '@vce/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userFollows } from '../../../db/schema/account-profile';
import { courseLessons, learningTeachers } from '../../../db/schema/learning';
import { liveCourses, liveSessions } from '../../../db/schema/learning-live';
import { liveRoomInvites, liveRooms, liveRoomStaff, liveWatchMinutes } from '../../../db/schema/live';
import { callAs, createTestApp, createUser, post, type TestApp } from '../../../test/harness';
import { markRoomsOnAir } from './go-live-job';

let app: TestApp;
let call: ReturnType<typeof callAs>;
beforeAll(async () => {
  app = await createTestApp();
  call = callAs(app);
});
afterAll(() => app.close());

const roomNamed = async (name: string) => {
  const [room] = await app.db.select().from(liveRooms).where(eq(liveRooms.name, name));
  return room!;
};
const addRoom = async (fields: Partial<typeof liveRooms.$inferInsert>) => {
  const [room] = await app.db
    .insert(liveRooms)
    .values({ name: `房间${Math.random()}`, liveStatus: 1, ...fields })
    .returning();
  return room!;
};

describe('/api/chat/getRoomList', () => {
  it('answers every live room with id, type, name, live status and image', async () => {
    const res = await post(app, '/api/chat/getRoomList');
    expect(res.json().code).toBe(1);
    const rooms = getRoomList.data.parse(res.json().data);
    for (const room of rooms) expect(Object.keys(room).sort()).toEqual(['id', 'image', 'live_status', 'name', 'type']);
    const byName = new Map(rooms.map((room) => [room.name, room.live_status]));
    expect(byName.get('早盘策略直播间')).toBe(1);
    expect(byName.get('机构研究员直播间')).toBe(-1);
  });

  it('lists rooms in the operators’ order, each with its status on its schedule now', async () => {
    await addRoom({ name: '置顶直播间', sort: -1 });
    await addRoom({ name: '从不开播', sort: 99, liveStatus: 1, schedule: [{ days: [], from: '00:00', to: '24:00' }] });
    const rooms = getRoomList.data.parse((await post(app, '/api/chat/getRoomList')).json().data);
    expect(rooms[0]?.name).toBe('置顶直播间');
    expect(rooms.find((room) => room.name === '从不开播')?.live_status).toBe(0);
  });
});

describe('/api/chat/getRoomInfo', () => {
  it('opens a public room to a guest: teacher, announcement, the stream while live, counts', async () => {
    const room = await roomNamed('早盘策略直播间');
    const answer = await call('/api/chat/getRoomInfo', '', { id: room.id });
    expect(answer.code).toBe(Code.SUCCESS);
    const info = getRoomInfo.data.parse(answer.data);
    expect(info).toMatchObject({ access: 'public', live_status: 1, can_moderate: false, minutes_left: null });
    expect(info.teacher.name).toBe('陈一鸣');
    expect(info.announcement).toContain('演示');
    expect(info.stream?.kind).toBe('local');
    expect(info.stream?.url).toMatch(new RegExp(`^/live-stream/${room.id}/index\\.m3u8\\?e=\\d+&u=0&s=`));
  });

  it('refuses a members’ room with 4003 to guests and non-members, lets members in, and non-members holding live time', async () => {
    const room = await roomNamed('VIP实盘圈');
    expect(await call('/api/chat/getRoomInfo', '', { id: room.id })).toMatchObject({
      code: Code.LIVE_REFUSED,
      msg: msg.roomMembersOnly,
    });
    const plain = await createUser(app);
    expect((await call('/api/chat/getRoomInfo', plain.token, { id: room.id })).code).toBe(Code.LIVE_REFUSED);
    const member = await createUser(app, { vip: true });
    const asMember = await call('/api/chat/getRoomInfo', member.token, { id: room.id });
    expect(asMember.code).toBe(Code.SUCCESS);
    // A members' stream is signed for the member, not for anyone.
    expect(asMember.data.stream.url).toContain(`&u=${member.user.id}&`);
    await app.db.insert(liveWatchMinutes).values({ userId: plain.user.id, minutesLeft: 30 });
    expect((await call('/api/chat/getRoomInfo', plain.token, { id: room.id })).data.minutes_left).toBe(30);
  });

  it('counts a non-member’s live-time minutes down while they watch, and refuses them when none are left', async () => {
    const room = await roomNamed('VIP实盘圈');
    const viewer = await createUser(app);
    await app.db.insert(liveWatchMinutes).values({ userId: viewer.user.id, minutesLeft: 2 });
    const info = await call('/api/chat/getRoomInfo', viewer.token, { id: room.id });
    // The stream's address lasts no longer than the minutes held.
    const expires = Number(new URL(info.data.stream.url, 'http://x').searchParams.get('e'));
    expect(expires).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 120);
    const watch = () => call('/api/chat/watchMinute', viewer.token, { room_id: room.id });
    expect((await watch()).data).toEqual({ minutes_left: 1 });
    expect((await watch()).data).toEqual({ minutes_left: 0 });
    expect(await watch()).toMatchObject({ code: Code.LIVE_REFUSED, msg: msg.roomMembersOnly });
    const member = await createUser(app, { vip: true });
    expect((await call('/api/chat/watchMinute', member.token, { room_id: room.id })).data).toEqual({
      minutes_left: null,
    });
  });

  it('lets only the invited into an invitation room, and the staff into any, as moderators', async () => {
    const room = await addRoom({ access: 'invited' });
    const invited = await createUser(app);
    const other = await createUser(app);
    const teacher = await createUser(app);
    await app.db.insert(liveRoomInvites).values({ roomId: room.id, userId: invited.user.id });
    await app.db.insert(liveRoomStaff).values({ roomId: room.id, userId: teacher.user.id, role: 'teacher' });
    expect((await call('/api/chat/getRoomInfo', invited.token, { id: room.id })).code).toBe(Code.SUCCESS);
    expect(await call('/api/chat/getRoomInfo', other.token, { id: room.id })).toMatchObject({
      code: Code.LIVE_REFUSED,
      msg: msg.roomInvitedOnly,
    });
    expect((await call('/api/chat/getRoomInfo', teacher.token, { id: room.id })).data.can_moderate).toBe(true);
  });

  it('answers 敬请期待 for a room not open, and a clear message for one that does not exist or a bad id', async () => {
    const closed = await roomNamed('机构研究员直播间');
    expect(await call('/api/chat/getRoomInfo', '', { id: closed.id })).toMatchObject({ code: 0, msg: msg.comingSoon });
    expect(await call('/api/chat/getRoomInfo', '', { id: 999_999 })).toMatchObject({ code: 0, msg: msg.roomUnknown });
    expect(await call('/api/chat/getRoomInfo', '', { id: 'abc' })).toMatchObject({
      code: 0,
      msg: '直播间编号格式不正确',
    });
  });

  it('has no stream while a room is off air, and offers the replay of the latest session held there', async () => {
    const room = await addRoom({ liveStatus: 0 });
    expect((await call('/api/chat/getRoomInfo', '', { id: room.id })).data).toMatchObject({
      live_status: 0,
      stream: null,
      replay: null,
    });
    const [lesson] = await app.db.select().from(courseLessons).limit(1);
    const [teacher] = await app.db.select().from(learningTeachers).limit(1);
    const [course] = await app.db
      .insert(liveCourses)
      .values({
        title: '回放测试',
        summary: '',
        cover: '',
        teacherId: teacher!.id,
        roomId: room.id,
        replayCourseId: lesson!.courseId,
      })
      .returning();
    await app.db.insert(liveSessions).values([
      { liveCourseId: course!.id, title: '较早一场', startsAt: new Date(Date.now() - 7 * 86_400_000), minutes: 60 },
      {
        liveCourseId: course!.id,
        title: '最近一场',
        startsAt: new Date(Date.now() - 86_400_000),
        minutes: 60,
        replayLessonId: lesson!.id,
      },
    ]);
    expect((await call('/api/chat/getRoomInfo', '', { id: room.id })).data.replay).toEqual({
      course_id: lesson!.courseId,
      lesson_id: lesson!.id,
    });
  });
});

describe('rooms going on air', () => {
  it('tells the followers of a room’s teacher once when it goes live on its schedule, and marks it off air after', async () => {
    const always = [{ days: [1, 2, 3, 4, 5, 6, 7], from: '00:00', to: '24:00' }];
    const room = await addRoom({ name: '开播提醒测试', liveStatus: 0, schedule: always, nowPlaying: '铁矿石早盘' });
    const teacher = await createUser(app);
    const follower = await createUser(app);
    await app.db.insert(liveRoomStaff).values({ roomId: room.id, userId: teacher.user.id, role: 'teacher' });
    await app.db.insert(userFollows).values({ followerId: follower.user.id, followeeId: teacher.user.id });
    await markRoomsOnAir(app);
    await markRoomsOnAir(app);
    await expect
      .poll(async () => (await call('/api/notice/list', follower.token, {})).data.list, { timeout: 5_000 })
      .toEqual([
        expect.objectContaining({
          type: 'live_started',
          content: '「开播提醒测试」开播了：铁矿石早盘',
          link: `/live?id=${room.id}&type=1`,
        }),
      ]);
    await app.db.update(liveRooms).set({ schedule: [] }).where(eq(liveRooms.id, room.id));
    await markRoomsOnAir(app);
    const [after] = await app.db.select().from(liveRooms).where(eq(liveRooms.id, room.id));
    expect(after!.onAirSince).toBeNull();
  });
});
