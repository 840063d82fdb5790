import type { AddressInfo } from 'node:net';
import { NoticeMessage } from '@vce/contract/notices';
import { socketPaths } from '@vce/contract/socket';
import { msg } from '@vce/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type WebSocket } from 'ws';
import { domainEventOutbox } from '../../db/schema/domain-events';
import { notices } from '../../db/schema/notices';
import { createTestApp, createUser, post, type TestApp } from '../../test/harness';
import type { SocketTarget } from '../../platform/socket-hub';
import { connectSocket, type SocketClient } from '../../test/socket-client';

let app: TestApp;
let socketUrl: string;
const opened: WebSocket[] = [];

beforeAll(async () => {
  app = await createTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  socketUrl = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}${socketPaths.notice}`;
});
afterAll(async () => {
  for (const socket of opened) socket.terminate();
  await app.close();
});

const connect = () => connectSocket(socketUrl, opened);

type Client = SocketClient;

const notice = (userId: number, content: string): NoticeMessage => ({
  type: 'chat_teacher_accept',
  user_id: userId,
  message_type: 'case',
  content: { content },
});

const publish = (target: SocketTarget, message: NoticeMessage) => app.sockets.push(target, message);

/** Frames arrive in order: when a heartbeat is answered by the pong, nothing was pushed before it. */
async function expectNothingReceived(client: Client) {
  expect(await client.ping()).toEqual({ type: 'pong' });
}

async function bind(client: Client) {
  const { user, token } = await createUser(app);
  const res = await post(app, '/api/chat/bindUser', { client_id: client.clientId }, { token });
  expect(res.json()).toMatchObject({ code: 1, data: null });
  return user;
}

describe('notification socket', () => {
  it('hands out a distinct client id on connect and answers a ping with pong', async () => {
    const first = await connect();
    const second = await connect();
    expect(first.clientId).not.toBe(second.clientId);
    expect(await first.ping()).toEqual({ type: 'pong' });
  });

  it('answers a frame that is not a ping with an error the client shows', async () => {
    const client = await connect();
    client.socket.send('not json');
    expect(await client.next()).toMatchObject({ type: 'error', content: expect.any(String) });
    client.socket.send(JSON.stringify({ type: 'hello' }));
    expect((await client.next()).type).toBe('error');
    expect(await client.ping()).toEqual({ type: 'pong' });
  });

  it('delivers a notice for a user to that user only', async () => {
    const alice = await connect();
    const bob = await connect();
    const guest = await connect();
    const aliceUser = await bind(alice);
    await bind(bob);
    const message = notice(aliceUser.id, '老师已接受你的提问');
    publish({ userId: aliceUser.id }, message);
    const received = await alice.next();
    expect(NoticeMessage.parse(received)).toEqual(message);
    await expectNothingReceived(bob);
    await expectNothingReceived(guest);
  });

  it('delivers a notice sent through the dev call (/api/dev/notice) to that user, with the default type', async () => {
    const alice = await connect();
    const aliceUser = await bind(alice);
    const sent = await post(app, '/api/dev/notice', { user_id: aliceUser.id, content: '测试通知' });
    expect(sent.json()).toMatchObject({ code: 1 });
    expect(NoticeMessage.parse(await alice.next())).toEqual({
      type: 'circle_policy',
      user_id: aliceUser.id,
      message_type: 'case',
      content: { content: '测试通知' },
    });
    const empty = await post(app, '/api/dev/notice', { user_id: aliceUser.id, content: '' });
    expect(empty.json()).toMatchObject({ code: 0 });
    const nobody = await post(app, '/api/dev/notice', { user_id: 2_000_000_000, content: '测试通知' });
    expect(nobody.json()).toMatchObject({ code: 0, msg: msg.noticeUserUnknown });
    await expectNothingReceived(alice);
  });

  it('keeps a notice sent while its user is away, for the bell', async () => {
    const { user } = await createUser(app);
    const sent = await post(app, '/api/dev/notice', { user_id: user.id, content: '离线时的通知' });
    expect(sent.json()).toMatchObject({ code: 1, data: { id: expect.any(Number) } });
    const kept = await app.db.select().from(notices).where(eq(notices.userId, user.id));
    expect(kept).toMatchObject([{ type: 'circle_policy', content: { content: '离线时的通知' }, readAt: null }]);
    // Told, its outbox row goes with the next deletion of told rows.
    await app.events.settle();
    expect(await app.db.select().from(domainEventOutbox)).toEqual([]);
  });

  it('delivers a room notice to the clients watching that room only', async () => {
    const inRoomOne = await connect();
    const alsoInRoomOne = await connect();
    const inRoomTwo = await connect();
    await inRoomOne.ping('1');
    await alsoInRoomOne.ping(1);
    await inRoomTwo.ping('2');
    const message = notice(0, '早盘策略直播开始了');
    publish({ roomId: '1' }, message);
    expect(await inRoomOne.next()).toEqual(message);
    expect(await alsoInRoomOne.next()).toEqual(message);
    await expectNothingReceived(inRoomTwo);
  });

  it('follows a client that moves to another room', async () => {
    const client = await connect();
    await client.ping('1');
    await client.ping('2');
    publish({ roomId: '1' }, notice(0, 'room one'));
    await expectNothingReceived(client);
    publish({ roomId: '2' }, notice(0, 'room two'));
    expect(await client.next()).toMatchObject({ content: { content: 'room two' } });
  });

  it('delivers a notice for everyone to every client', async () => {
    const clients = [await connect(), await connect()];
    const message = { ...notice(0, '系统维护通知'), type: 'circle_policy' as const, message_type: 'band' as const };
    publish({ everyone: true }, message);
    for (const client of clients) expect(await client.next()).toEqual(message);
  });

  it('ignores a bind for a client id that is not connected', async () => {
    const { token } = await createUser(app);
    const res = await post(app, '/api/chat/bindUser', { client_id: 'gone' }, { token });
    expect(res.json().code).toBe(1);
  });
});
