import type { AddressInfo } from 'node:net';
import { Code } from '@vce/contract/codes';
import { DirectChat, type DirectMessage } from '@vce/contract/live-direct';
import { msg } from '@vce/contract/messages';
import { socketPaths } from '@vce/contract/socket';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { liveRoomStaff } from '../../../db/schema/live';
import { callAs, createTestApp, createUser, type TestApp } from '../../../test/harness';
import { connectSocket } from '../../../test/socket-client';
import { setServiceAgent } from './direct-store';

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

const newTeacher = async () => {
  const teacher = await createUser(app);
  await app.db.insert(liveRoomStaff).values({ roomId: 1, userId: teacher.user.id, role: 'teacher' });
  return teacher;
};
const newAgent = async (name: string) => {
  const agent = await createUser(app);
  await setServiceAgent(app.db, { userId: agent.user.id, name });
  return agent;
};
/** A socket bound to a user, as the site's pages keep one open. */
const listen = async (token: string) => {
  const client = await connectSocket(socketUrl, opened);
  expect((await call('/api/chat/bindUser', token, { client_id: client.clientId })).code).toBe(Code.SUCCESS);
  return client;
};
const open = (token: string, body: object) => call('/api/chat/direct/open', token, body);
const send = (token: string, chatId: number, body: object) =>
  call('/api/chat/direct/send', token, { chat_id: chatId, ...body });
const history = async (token: string, chatId: number, extra: object = {}) =>
  (await call('/api/chat/direct/history', token, { chat_id: chatId, ...extra })).data as {
    list: DirectMessage[];
    has_more: boolean;
  };

describe('one-to-one chats', () => {
  it('lets a trader ask a teacher, who takes the chat and answers; each sees the other’s words live and counts unread', async () => {
    const teacher = await newTeacher();
    const trader = await createUser(app);
    expect(await open(trader.token, { kind: 'teacher' })).toMatchObject({ code: 0, msg: msg.directTeacherMissing });
    expect(await open(trader.token, { kind: 'teacher', teacher_id: trader.user.id })).toMatchObject({
      code: 0,
      msg: msg.directSelf,
    });
    const notTeacher = await createUser(app);
    expect(await open(trader.token, { kind: 'teacher', teacher_id: notTeacher.user.id })).toMatchObject({
      code: 0,
      msg: msg.directTeacherUnknown,
    });

    const opening = await open(trader.token, { kind: 'teacher', teacher_id: teacher.user.id });
    const chat = DirectChat.parse(opening.data);
    expect(chat).toMatchObject({ kind: 'teacher', status: 'waiting', role: 'user', unread: 0 });
    expect(chat.counterpart).toMatchObject({ id: teacher.user.id, nickname: teacher.user.nickname });
    // Asking again continues the same chat.
    expect((await open(trader.token, { kind: 'teacher', teacher_id: teacher.user.id })).data.id).toBe(chat.id);
    expect((await history(trader.token, chat.id)).list).toEqual([
      expect.objectContaining({ seq: 1, side: 'system', content: expect.stringContaining('不构成投资建议') }),
    ]);

    const teacherSocket = await listen(teacher.token);
    const traderSocket = await listen(trader.token);
    expect((await send(trader.token, chat.id, { content: '老师，螺纹现在能追多吗？' })).code).toBe(Code.SUCCESS);
    expect(await teacherSocket.nextOf('direct_message')).toMatchObject({
      message: { chat_id: chat.id, seq: 2, side: 'user', content: '老师，螺纹现在能追多吗？' },
    });
    const inbox = (await call('/api/chat/direct/list', teacher.token, {})).data;
    expect(inbox).toMatchObject({ is_agent: true, unread: 1 });
    expect(inbox.inbox[0]).toMatchObject({ id: chat.id, role: 'agent', status: 'waiting', unread: 1 });
    expect(inbox.inbox[0].counterpart.id).toBe(trader.user.id);

    // The teacher answers only once they have taken the chat; the trader is told by the bell and in the chat.
    expect(await send(teacher.token, chat.id, { content: '等回踩' })).toMatchObject({
      code: 0,
      msg: msg.directNotAccepted,
    });
    expect(await call('/api/chat/direct/accept', trader.token, { chat_id: chat.id })).toMatchObject({
      code: 0,
      msg: msg.directNotAgent,
    });
    const accepted = await call('/api/chat/direct/accept', teacher.token, { chat_id: chat.id });
    expect(accepted.data).toMatchObject({ status: 'open', role: 'agent' });
    expect(await traderSocket.nextOf('chat_teacher_accept')).toMatchObject({ user_id: trader.user.id });
    expect(await traderSocket.nextOf('direct_message')).toMatchObject({
      message: { side: 'system', content: expect.stringContaining('已接入') },
    });
    const image = `/uploads/${'a'.repeat(32)}.png`;
    expect((await send(teacher.token, chat.id, { content: '等回踩3500附近再看', image })).code).toBe(Code.SUCCESS);
    expect(await traderSocket.nextOf('direct_message')).toMatchObject({
      message: { side: 'agent', content: '等回踩3500附近再看', image },
    });
    expect((await call('/api/chat/direct/list', trader.token, {})).data).toMatchObject({
      is_agent: false,
      unread: 1,
      inbox: [],
      mine: [{ id: chat.id, status: 'open', unread: 1, last_message: '等回踩3500附近再看' }],
    });
    expect((await call('/api/chat/direct/read', trader.token, { chat_id: chat.id })).data).toEqual({ unread: 0 });
    expect((await call('/api/chat/direct/read', teacher.token, { chat_id: chat.id })).data).toEqual({ unread: 0 });

    const all = await history(trader.token, chat.id);
    expect(all.list.map((message) => message.side)).toEqual(['system', 'user', 'system', 'agent']);
    const older = await history(trader.token, chat.id, { before_seq: 3, limit: 1 });
    expect(older).toMatchObject({ has_more: true, list: [{ seq: 2 }] });
  });

  it('lets nobody else read, write, take or mark another’s chat', async () => {
    const teacher = await newTeacher();
    const trader = await createUser(app);
    const stranger = await createUser(app);
    const otherTeacher = await newTeacher();
    const chatId = (await open(trader.token, { kind: 'teacher', teacher_id: teacher.user.id })).data.id as number;
    for (const intruder of [stranger, otherTeacher]) {
      const refused = { code: 0, msg: msg.directChatUnknown };
      expect(await call('/api/chat/direct/history', intruder.token, { chat_id: chatId })).toMatchObject(refused);
      expect(await send(intruder.token, chatId, { content: '偷看' })).toMatchObject(refused);
      expect(await call('/api/chat/direct/accept', intruder.token, { chat_id: chatId })).toMatchObject(refused);
      expect(await call('/api/chat/direct/read', intruder.token, { chat_id: chatId })).toMatchObject(refused);
      expect((await call('/api/chat/direct/list', intruder.token, {})).data.inbox).not.toContainEqual(
        expect.objectContaining({ id: chatId }),
      );
    }
    expect(await call('/api/chat/direct/history', '', { chat_id: chatId })).toMatchObject({ code: Code.NEED_LOGIN });
    expect(await call('/api/chat/direct/history', trader.token, { chat_id: 2_147_483_647 })).toMatchObject({
      code: 0,
      msg: msg.directChatUnknown,
    });
  });

  it('puts a service chat before every agent until one takes it; the second is refused and then sees it no more', async () => {
    const first = await newAgent('小鹿');
    const second = await newAgent('小周');
    const trader = await createUser(app);
    const chat = DirectChat.parse((await open(trader.token, { kind: 'service' })).data);
    expect(chat.counterpart).toMatchObject({ nickname: '在线客服' });
    const secondSocket = await listen(second.token);
    await send(trader.token, chat.id, { content: '会员怎么续费？' });
    expect(await secondSocket.nextOf('direct_message')).toMatchObject({ message: { content: '会员怎么续费？' } });

    const [taken, refused] = await Promise.all([
      call('/api/chat/direct/accept', first.token, { chat_id: chat.id }),
      // A beat later, so the first agent's take is the one that wins.
      new Promise((resolve) => setTimeout(resolve, 50)).then(() =>
        call('/api/chat/direct/accept', second.token, { chat_id: chat.id }),
      ),
    ]);
    expect(taken.data).toMatchObject({ status: 'open' });
    expect(refused).toMatchObject({ code: 0, msg: expect.stringMatching(/其他客服|对话不存在/) });
    expect((await call('/api/chat/direct/history', second.token, { chat_id: chat.id })).msg).toBe(
      msg.directChatUnknown,
    );
    expect((await call('/api/chat/direct/list', trader.token, {})).data.mine[0].counterpart.nickname).toBe('小鹿');
    await expect
      .poll(async () => (await call('/api/notice/list', trader.token, {})).data.list[0], { timeout: 5_000 })
      .toMatchObject({ type: 'chat_service_accept', content: expect.stringContaining('小鹿') });
  });

  it('refuses empty messages, pictures from elsewhere, banned words and a flood, in Chinese', async () => {
    const trader = await createUser(app);
    const chatId = (await open(trader.token, { kind: 'service' })).data.id as number;
    expect(await send(trader.token, chatId, { content: '   ' })).toMatchObject({ code: 0, msg: msg.directEmpty });
    expect(await send(trader.token, chatId, { image: 'https://evil.example/x.png' })).toMatchObject({
      code: 0,
      msg: expect.stringContaining('图片地址不正确'),
    });
    expect(await send(trader.token, chatId, { content: '保证收益，加微信' })).toMatchObject({
      code: 0,
      msg: msg.bannedWords,
    });
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await send(trader.token, chatId, { content: `第${i + 1}条` }));
    expect(answers.slice(0, 5).every((answer) => answer.code === Code.SUCCESS)).toBe(true);
    expect(answers[5]).toMatchObject({ code: 0, msg: msg.directTooFast });
    expect(await call('/api/chat/direct/open', trader.token, { kind: 'boss' })).toMatchObject({ code: 0 });
  });
});
