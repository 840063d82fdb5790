import type { AddressInfo } from 'node:net';
import { Code } from '@vce/contract/codes';
import { ChatMessage } from '@vce/contract/live';
import { msg } from '@vce/contract/messages';
import { socketPaths } from '@vce/contract/socket';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { liveChatMessages, liveRooms, liveRoomStaff } from '../../../db/schema/live';
import { callAs, createTestApp, createUser, createVeteran, type TestApp } from '../../../test/harness';
import { connectSocket } from '../../../test/socket-client';
import { chatBudgets } from './chat-limits';
import { REPLAY_MAX } from './chat-service';

let app: TestApp;
let call: ReturnType<typeof callAs>;
let socketUrl: string;
const opened: WebSocket[] = [];

beforeAll(async () => {
  app = await createTestApp();
  call = callAs(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  socketUrl = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}${socketPaths.notice}`;
});
afterAll(async () => {
  for (const socket of opened) socket.terminate();
  await app.close();
});

const newRoom = async (fields: Partial<typeof liveRooms.$inferInsert> = {}) => {
  const [room] = await app.db
    .insert(liveRooms)
    .values({ name: `聊天室${Math.random()}`, liveStatus: 1, ...fields })
    .returning();
  return room!.id;
};
const join = async (roomId: number, token = '', sinceSeq?: number) => {
  const client = await connectSocket(socketUrl, opened);
  const answer = await call('/api/chat/joinRoom', token, {
    room_id: roomId,
    client_id: client.clientId,
    since_seq: sinceSeq,
  });
  expect(answer.code).toBe(Code.SUCCESS);
  return { client, replay: answer.data as { recovered: boolean; messages: ChatMessage[] } };
};
const say = (token: string, roomId: number, content: string, kind?: string) =>
  call('/api/chat/send', token, { room_id: roomId, content, kind });

describe('live chat', () => {
  it('delivers a message to everyone in the room once, with the speaker’s badges, and to nobody outside it', async () => {
    const roomId = await newRoom();
    const otherRoom = await newRoom();
    const speaker = await createUser(app, { vip: true, createdAt: new Date(Date.now() - 5 * 86_400_000) });
    const reader = await join(roomId);
    const outsider = await join(otherRoom);
    const answer = await say(speaker.token, roomId, '螺纹早盘看3500支撑[微笑]');
    expect(answer.code).toBe(Code.SUCCESS);
    const frame = await reader.client.nextOf('chat');
    expect(frame).toEqual({ type: 'chat', room_id: roomId, message: answer.data });
    expect(ChatMessage.parse(answer.data)).toMatchObject({
      seq: 1,
      user_id: speaker.user.id,
      nickname: speaker.user.nickname,
      is_vip: true,
      level: 2,
      kind: 'chat',
      content: '螺纹早盘看3500支撑[微笑]',
    });
    // Frames arrive in order: a pong after the push means nothing else came.
    expect(await outsider.client.ping()).toEqual({ type: 'pong' });
    expect(outsider.client.inbox.filter((f) => f.type === 'chat')).toEqual([]);
  });

  it('numbers a room’s messages without gaps however many are sent at once', async () => {
    const roomId = await newRoom();
    const speakers = await Promise.all(Array.from({ length: 8 }, () => createVeteran(app)));
    const answers = await Promise.all(speakers.map((speaker, i) => say(speaker.token, roomId, `第${i}条`)));
    expect(answers.every((answer) => answer.code === Code.SUCCESS)).toBe(true);
    expect(answers.map((answer) => answer.data.seq).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const [room] = await app.db.select().from(liveRooms).where(eq(liveRooms.id, roomId));
    expect(room!.chatSeq).toBe(8);
  });

  it('replays what a reconnecting client missed, and says when it missed too much to replay', async () => {
    const roomId = await newRoom();
    const speaker = await createVeteran(app);
    await app.db.insert(liveRoomStaff).values({ roomId, userId: speaker.user.id, role: 'moderator' });
    for (let i = 1; i <= 3; i++) await say(speaker.token, roomId, `消息${i}`);
    const first = await join(roomId);
    expect(first.replay.messages.map((m) => m.content)).toEqual(['消息1', '消息2', '消息3']);
    first.client.socket.terminate();
    for (let i = 4; i <= 6; i++) await say(speaker.token, roomId, `消息${i}`);
    const again = await join(roomId, '', 3);
    expect(again.replay).toMatchObject({ recovered: true });
    expect(again.replay.messages.map((m) => m.seq)).toEqual([4, 5, 6]);
    // Past what a replay carries: not recovered, and the latest messages to start again from.
    await app.db.insert(liveChatMessages).values(
      Array.from({ length: REPLAY_MAX + 5 }, (_, i) => ({
        roomId,
        seq: 7 + i,
        userId: speaker.user.id,
        nickname: 'n',
        avatar: '',
        level: 1,
        isVip: false,
        kind: 'chat',
        content: `批量${i}`,
      })),
    );
    const late = await join(roomId, '', 6);
    expect(late.replay.recovered).toBe(false);
    expect(late.replay.messages.at(-1)?.seq).toBe(REPLAY_MAX + 11);
  });

  it('pages older messages', async () => {
    const roomId = await newRoom();
    const speaker = await createVeteran(app);
    await app.db.insert(liveRoomStaff).values({ roomId, userId: speaker.user.id, role: 'teacher' });
    for (let i = 1; i <= 5; i++) await say(speaker.token, roomId, `历史${i}`);
    const page = await call('/api/chat/history', '', { room_id: roomId, before_seq: 5, limit: 2 });
    expect(page.data.list.map((m: ChatMessage) => m.seq)).toEqual([3, 4]);
    expect(page.data.has_more).toBe(true);
    const last = await call('/api/chat/history', '', { room_id: roomId, before_seq: 3, limit: 5 });
    expect(last.data).toMatchObject({ has_more: false });
    expect(last.data.list[0].kind).toBe('teacher');
  });

  it('asks a guest to log in to speak, and refuses banned words and empty messages', async () => {
    const roomId = await newRoom();
    expect(await say('', roomId, '你好')).toMatchObject({ code: Code.NEED_LOGIN, msg: '请登录后操作' });
    const speaker = await createVeteran(app);
    expect(await say(speaker.token, roomId, '跟我做稳 赚 不 赔，加微信')).toMatchObject({
      code: 0,
      msg: msg.bannedWords,
    });
    expect(await say(speaker.token, roomId, '   ')).toMatchObject({ code: 0 });
    expect(await say(speaker.token, roomId, '长'.repeat(201))).toMatchObject({
      code: 0,
      msg: '消息内容不能超过200个字符',
    });
    expect(await app.db.select().from(liveChatMessages).where(eq(liveChatMessages.roomId, roomId))).toEqual([]);
  });

  it('holds a speaker to about one message per 2 s, a new account tighter, slow mode tighter still, the staff exempt', async () => {
    const roomId = await newRoom();
    const veteran = await createVeteran(app);
    const results = [];
    for (let i = 0; i < chatBudgets.regular.count + 1; i++)
      results.push((await say(veteran.token, roomId, `快${i}`)).msg);
    expect(results.at(-1)).toBe(msg.chatTooFast);
    const newcomer = await createUser(app);
    const fresh = [];
    for (let i = 0; i < chatBudgets.newcomer.count + 1; i++)
      fresh.push((await say(newcomer.token, roomId, `新${i}`)).code);
    expect(fresh).toEqual([1, 1, 0]);

    const teacher = await createVeteran(app);
    await app.db.insert(liveRoomStaff).values({ roomId, userId: teacher.user.id, role: 'teacher' });
    expect((await call('/api/chat/slowMode', teacher.token, { room_id: roomId, seconds: 30 })).code).toBe(1);
    const other = await createVeteran(app);
    expect((await say(other.token, roomId, '一')).code).toBe(1);
    expect(await say(other.token, roomId, '二')).toMatchObject({
      code: 0,
      msg: '本直播间已开启慢速模式，每30秒可发言一次',
    });
    for (let i = 0; i < 5; i++) expect((await say(teacher.token, roomId, `老师${i}`)).code).toBe(1);
    // Only the staff set it.
    expect(await call('/api/chat/slowMode', other.token, { room_id: roomId, seconds: 0 })).toMatchObject({
      code: 0,
      msg: msg.chatNotModerator,
    });
  });

  it('lets the teacher pin, remove and mute, tells everyone in the room, and refuses viewers the same', async () => {
    const roomId = await newRoom();
    const teacher = await createVeteran(app);
    const viewer = await createVeteran(app);
    await app.db.insert(liveRoomStaff).values({ roomId, userId: teacher.user.id, role: 'teacher' });
    const watcher = await join(roomId);
    const said = (await say(viewer.token, roomId, '请问老师止损怎么设？', 'question')).data as ChatMessage;
    expect(said.kind).toBe('question');

    expect((await call('/api/chat/pin', viewer.token, { room_id: roomId, seq: said.seq })).msg).toBe(
      msg.chatNotModerator,
    );
    expect((await call('/api/chat/pin', teacher.token, { room_id: roomId, seq: said.seq })).code).toBe(1);
    expect(await watcher.client.nextOf('chat_pinned')).toMatchObject({ message: { seq: said.seq } });
    expect((await call('/api/chat/getRoomInfo', '', { id: roomId })).data.pinned.seq).toBe(said.seq);

    expect((await call('/api/chat/remove', teacher.token, { room_id: roomId, seq: said.seq })).code).toBe(1);
    expect(await watcher.client.nextOf('chat_removed')).toEqual({
      type: 'chat_removed',
      room_id: roomId,
      seq: said.seq,
    });
    expect((await call('/api/chat/getRoomInfo', '', { id: roomId })).data.pinned).toBeNull();
    expect((await call('/api/chat/history', '', { room_id: roomId })).data.list).toEqual([]);
    expect((await call('/api/chat/remove', teacher.token, { room_id: roomId, seq: said.seq })).msg).toBe(
      msg.chatMessageUnknown,
    );

    const muted = await call('/api/chat/mute', teacher.token, {
      room_id: roomId,
      user_id: viewer.user.id,
      minutes: 10,
    });
    expect(muted.data.muted_until).toBeGreaterThan(Date.now() / 1000);
    expect(await say(viewer.token, roomId, '我还能说话吗')).toMatchObject({
      code: 0,
      msg: '您已被禁言，10分钟后可再发言',
    });
    expect(
      (await call('/api/chat/mute', viewer.token, { room_id: roomId, user_id: teacher.user.id, minutes: 10 })).msg,
    ).toBe(msg.chatNotModerator);
    expect(
      (await call('/api/chat/mute', teacher.token, { room_id: roomId, user_id: viewer.user.id, minutes: 0 })).code,
    ).toBe(1);
    expect((await say(viewer.token, roomId, '解除了')).code).toBe(1);
    expect((await call('/api/chat/mute', teacher.token, { room_id: roomId, user_id: 999_999, minutes: 5 })).msg).toBe(
      msg.memberUnknown,
    );
  });

  it('keeps a members’ room’s chat from those it does not let in', async () => {
    const roomId = await newRoom({ access: 'members' });
    const client = await connectSocket(socketUrl, opened);
    const refused = await call('/api/chat/joinRoom', '', { room_id: roomId, client_id: client.clientId });
    expect(refused.code).toBe(Code.LIVE_REFUSED);
    expect((await call('/api/chat/history', '', { room_id: roomId })).code).toBe(Code.LIVE_REFUSED);
    const member = await createUser(app, { vip: true, createdAt: new Date(Date.now() - 5 * 86_400_000) });
    expect((await say(member.token, roomId, '会员发言')).code).toBe(1);
    expect(await client.ping()).toEqual({ type: 'pong' });
    expect(client.inbox).toEqual([]);
  });

  it('counts likes exactly and tells the room its counts', async () => {
    const roomId = await newRoom();
    const watcher = await join(roomId);
    const fans = await Promise.all(Array.from({ length: 5 }, () => createUser(app)));
    await Promise.all(fans.map((fan) => call('/api/chat/like', fan.token, { room_id: roomId })));
    const [room] = await app.db.select().from(liveRooms).where(eq(liveRooms.id, roomId));
    expect(room!.likes).toBe(5);
    // The counts go out every 2 s when they changed: one may have left while the likes came in.
    let stats = await watcher.client.nextOf('room_stats');
    while (stats.likes !== 5) stats = await watcher.client.nextOf('room_stats');
    expect(stats).toEqual({ type: 'room_stats', room_id: roomId, viewers: 1, likes: 5 });
  });
});
