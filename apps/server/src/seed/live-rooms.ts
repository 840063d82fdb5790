import { asc, eq } from 'drizzle-orm';
import { users } from '../db/schema/account';
import { liveChatMessages, liveRooms } from '../db/schema/live';
import type { Db } from '../platform/db';

const weekdays = [1, 2, 3, 4, 5];
const roomRules = '请文明发言，勿发布广告、联系方式或荐股承诺；直播内容为投资者教育，不构成投资建议。';

/**
 * The demo rooms (docs/decisions.md "Live rooms"): the morning room on air around the clock (its
 * demo stream loops), the night room on its schedule, the members' room, and one not open yet.
 */
export const demoRooms: (typeof liveRooms.$inferInsert)[] = [
  {
    type: 1,
    name: '早盘策略直播间',
    liveStatus: 1,
    image: '/images/rooms/morning.svg',
    sort: 1,
    teacherName: '陈一鸣',
    teacherTitle: '资深期货分析师 · 12年黑色系研究',
    teacherAvatar: '/images/avatars/avatar-03.svg',
    nowPlaying: '黑色系早盘策略：螺纹、铁矿的开盘计划（演示直播）',
    announcement: '【演示直播间】画面为vce自制的循环演示视频，行情为模拟数据，仅供体验功能，不构成投资建议。',
    rules: roomRules,
  },
  {
    type: 1,
    name: '夜盘复盘直播间',
    liveStatus: 0,
    image: '/images/rooms/night.svg',
    sort: 2,
    teacherName: '林晓雯',
    teacherTitle: '技术分析讲师 · K线形态与量价',
    teacherAvatar: '/images/avatars/avatar-05.svg',
    schedule: [{ days: weekdays, from: '20:30', to: '23:00' }],
    nowPlaying: '夜盘复盘：当日K线形态与量价回顾（演示直播）',
    announcement: '每个交易日晚间复盘当日走势，欢迎带着问题来提问。（演示直播间）',
    rules: roomRules,
  },
  {
    type: 2,
    name: 'VIP实盘圈',
    liveStatus: 1,
    image: '/images/rooms/vip.svg',
    sort: 3,
    access: 'members',
    teacherName: '周启航',
    teacherTitle: '风控顾问 · 前期货公司风控经理',
    teacherAvatar: '/images/avatars/avatar-07.svg',
    nowPlaying: '会员实盘跟踪：仓位与止损的实时讲解（演示直播）',
    announcement: '会员专属直播间：非会员可使用每日领取的直播观看时长进入。（演示直播间，不构成投资建议）',
    rules: roomRules,
  },
  { type: 3, name: '机构研究员直播间', liveStatus: -1, image: '/images/rooms/research.svg', sort: 4 },
];

/** What the demo members said in the morning room (by their index in the community's demo members). */
export const demoChat: { by: number; content: string; kind?: 'question'; minutesAgo: number }[] = [
  { by: 0, content: '早上好各位，今天螺纹开盘先看3500一线能不能站稳[思考]', minutesAgo: 42 },
  { by: 1, content: '昨晚夜盘铁矿拉了一波，早盘注意缺口回补', minutesAgo: 38 },
  { by: 7, content: '老师好，新手想问主力合约换月的时候K线要怎么看？', kind: 'question', minutesAgo: 31 },
  { by: 6, content: '趋势单继续拿着，止损上移到前低下方[得意]', minutesAgo: 24 },
  { by: 3, content: '豆粕这两天成交缩量，感觉还要横一阵', minutesAgo: 17 },
  { by: 4, content: '原油夜盘跳空了，早盘化工品可能跟着波动大，仓位轻一点', minutesAgo: 9 },
  { by: 2, content: '黄金回踩均线支撑，先观望[微笑]', minutesAgo: 4 },
];

/**
 * The morning room's chat on a fresh install: the demo members' messages, numbered as the chat
 * numbers them. The demo members are the first accounts of a fresh install (the community's seed).
 */
export async function seedLiveChat(db: Db, now = new Date()) {
  const [room] = await db.select({ id: liveRooms.id }).from(liveRooms).orderBy(asc(liveRooms.sort)).limit(1);
  const members = await db
    .select({ id: users.id, nickname: users.nickname, avatar: users.avatar })
    .from(users)
    .orderBy(asc(users.id))
    .limit(8);
  if (!room || members.length < 8) return;
  await db.insert(liveChatMessages).values(
    demoChat.map((line, index) => ({
      roomId: room.id,
      seq: index + 1,
      userId: members[line.by]!.id,
      nickname: members[line.by]!.nickname,
      avatar: members[line.by]!.avatar,
      level: 1,
      isVip: false,
      kind: line.kind ?? 'chat',
      content: line.content,
      createdAt: new Date(now.getTime() - line.minutesAgo * 60_000),
    })),
  );
  await db.update(liveRooms).set({ chatSeq: demoChat.length }).where(eq(liveRooms.id, room.id));
}
