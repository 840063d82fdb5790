import { asc, eq } from 'drizzle-orm';
import { users } from '../db/schema/account';
import { userFollows } from '../db/schema/account-profile';
import { liveChatMessages, liveRooms, liveRoomStaff } from '../db/schema/live';
import { circleComments, circlePosts } from '../db/schema/live-circle';
import type { Db } from '../platform/db';

const hoursAgo = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000);

/** The demo rooms' teachers as accounts (no phone: nobody signs in as them), each their room's teacher. */
const demoTeachers = [
  { nickname: '陈一鸣（演示讲师）', avatar: '/images/avatars/avatar-03.svg', room: '早盘策略直播间' },
  { nickname: '林晓雯（演示讲师）', avatar: '/images/avatars/avatar-05.svg', room: '夜盘复盘直播间' },
  { nickname: '周启航（演示讲师）', avatar: '/images/avatars/avatar-07.svg', room: 'VIP实盘圈' },
];

/** What the teachers posted (by their index above); all demo, none advice. */
const demoCirclePosts = [
  {
    by: 0,
    kind: 'note' as const,
    hours: 30,
    symbols: ['rb', 'i'],
    content:
      '【演示】黑色系周度观察：螺纹表观需求连续两周回升，铁矿港口库存下降，成本端支撑仍在。下周关注钢厂利润修复能否带动补库，技术上螺纹3450一线为前低支撑。仅为教学示例，不构成投资建议。',
  },
  {
    by: 2,
    kind: 'trade' as const,
    hours: 6,
    symbols: ['au'],
    membersOnly: true,
    content:
      '【演示 · 实盘跟踪】沪金回踩20日均线企稳，示范仓位一成试多，止损设在前低下方，盈亏比约1:2.5。后续如放量突破前高再考虑加仓，跌破止损位严格离场。',
  },
  {
    by: 1,
    kind: 'note' as const,
    hours: 3,
    symbols: ['m'],
    content:
      '【演示】今晚夜盘复盘提前说几句：豆粕连续缩量横盘，布林带收口，变盘窗口临近。方向出来之前不猜顶底，等放量突破再跟。欢迎晚上8点半来直播间一起复盘[微笑]',
  },
  {
    by: 2,
    kind: 'trade' as const,
    hours: 1,
    symbols: ['rb'],
    membersOnly: true,
    content:
      '【演示 · 实盘跟踪】螺纹早盘冲高回落，示范多单在3530附近减仓一半锁定利润，剩余仓位止损上移至成本价，让利润奔跑。',
  },
];

/**
 * The demo teachers, their rooms, their circle posts with a few members' replies, the members who
 * follow them, and a teacher's pinned line in the morning room's chat. The community's demo members
 * are the first accounts of a fresh install.
 */
export async function seedLiveCircle(db: Db, now = new Date()) {
  const members = await db.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(8);
  const teachers = await db
    .insert(users)
    .values(demoTeachers.map(({ nickname, avatar }) => ({ nickname, avatar, createdAt: hoursAgo(now, 24 * 365) })))
    .returning({ id: users.id, nickname: users.nickname, avatar: users.avatar });
  const rooms = await db.select({ id: liveRooms.id, name: liveRooms.name }).from(liveRooms);
  for (const [index, teacher] of teachers.entries()) {
    const room = rooms.find((row) => row.name === demoTeachers[index]!.room);
    if (room) await db.insert(liveRoomStaff).values({ roomId: room.id, userId: teacher.id, role: 'teacher' });
    if (members.length)
      await db
        .insert(userFollows)
        .values(members.slice(0, 4).map((member) => ({ followerId: member.id, followeeId: teacher.id })));
  }
  for (const post of demoCirclePosts) {
    const [row] = await db
      .insert(circlePosts)
      .values({
        userId: teachers[post.by]!.id,
        kind: post.kind,
        content: post.content,
        symbols: post.symbols,
        membersOnly: post.membersOnly ?? false,
        isDemo: true,
        commentCount: members.length >= 2 ? 2 : 0,
        createdAt: hoursAgo(now, post.hours),
      })
      .returning({ id: circlePosts.id });
    if (members.length >= 2)
      await db.insert(circleComments).values([
        {
          postId: row!.id,
          userId: members[1]!.id,
          content: '收到，谢谢老师分享',
          createdAt: hoursAgo(now, post.hours - 0.5),
        },
        {
          postId: row!.id,
          userId: members[6]!.id,
          content: '止损位置很清楚，学习了',
          createdAt: hoursAgo(now, post.hours - 0.4),
        },
      ]);
  }
  await pinTeacherLine(db, { teacher: teachers[0]!, roomName: demoTeachers[0]!.room, now });
}

/** The morning room's teacher says the day's plan and pins it, after the members' messages. */
async function pinTeacherLine(
  db: Db,
  input: { teacher: { id: number; nickname: string; avatar: string }; roomName: string; now: Date },
) {
  const [room] = await db.select().from(liveRooms).where(eq(liveRooms.name, input.roomName));
  if (!room) return;
  const seq = room.chatSeq + 1;
  await db.insert(liveChatMessages).values({
    roomId: room.id,
    seq,
    userId: input.teacher.id,
    nickname: input.teacher.nickname,
    avatar: input.teacher.avatar,
    level: 1,
    isVip: false,
    kind: 'teacher',
    content: '今日计划（演示）：螺纹看3450-3560区间，区间内高抛低吸，突破再跟；仓位不超过三成，严格止损。',
    createdAt: new Date(input.now.getTime() - 2 * 60_000),
  });
  await db.update(liveRooms).set({ chatSeq: seq, pinnedSeq: seq }).where(eq(liveRooms.id, room.id));
}
