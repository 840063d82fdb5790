import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import net from 'node:net';
import { setImmediate } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { textFrame } from '../../platform/websocket-frames';
import { type FramedMessage, SocketFanout } from './socket-fanout';

type Topic = 'a' | 'b';
const message = (topic: Topic, text: string): FramedMessage<Topic> => ({ topic, frame: textFrame(Buffer.from(text)) });

let server: Server;
let fanout: SocketFanout<Topic>;
const serverSockets: WebSocket[] = [];

/** A ws server whose connections join the fan-out; resolves with its port. */
async function listen() {
  fanout = new SocketFanout<Topic>();
  server = createServer();
  const wss = new WebSocketServer({ server });
  wss.on('connection', (socket, request) => {
    fanout.add(socket, request.socket);
    serverSockets.push(socket);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

async function connectedClient(port: number) {
  const client = new WebSocket(`ws://127.0.0.1:${port}`);
  const received: { text: string; binary: boolean }[] = [];
  client.on('message', (raw, binary) => received.push({ text: raw.toString(), binary }));
  await once(client, 'open');
  await waitFor(() => serverSockets.length > 0);
  return { client, received, serverSide: serverSockets.at(-1) as WebSocket };
}

async function waitFor(condition: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

afterEach(async () => {
  for (const socket of serverSockets.splice(0)) socket.terminate();
  server.closeAllConnections();
  server.close();
  await once(server, 'close');
});

describe('SocketFanout', () => {
  it('delivers a broadcast as text frames, only the topics each client follows, in order', async () => {
    const port = await listen();
    const both = await connectedClient(port);
    fanout.subscribe(both.serverSide, 'a', true);
    fanout.subscribe(both.serverSide, 'b', true);
    const onlyB = await connectedClient(port);
    fanout.subscribe(onlyB.serverSide, 'b', true);

    fanout.send([message('a', '{"n":1}'), message('b', '行情')]);
    await waitFor(() => both.received.length === 2 && onlyB.received.length === 1);
    expect(both.received).toEqual([
      { text: '{"n":1}', binary: false },
      { text: '行情', binary: false },
    ]);
    expect(onlyB.received).toEqual([{ text: '行情', binary: false }]);

    fanout.subscribe(both.serverSide, 'a', false);
    fanout.send([message('a', 'gone'), message('b', 'kept')]);
    await waitFor(() => both.received.length === 3);
    expect(both.received.at(-1)?.text).toBe('kept');
    both.client.close();
    onlyB.client.close();
  });

  it('frames a payload past 64 KB with the long length form', async () => {
    const port = await listen();
    const { serverSide, received } = await connectedClient(port);
    fanout.subscribe(serverSide, 'a', true);
    const big = 'x'.repeat(70_000);
    fanout.send([message('a', big)]);
    await waitFor(() => received.length === 1);
    expect(received[0]?.text).toBe(big);
  });

  it('drops a client that stops reading once its unsent bytes pass the limit', async () => {
    const port = await listen();
    // A raw client that completes the handshake and then never reads again.
    const raw = net.connect(port, '127.0.0.1');
    await once(raw, 'connect');
    raw.write(
      'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
    );
    await waitFor(() => serverSockets.length === 1);
    raw.pause();
    const serverSide = serverSockets[0] as WebSocket;
    fanout.subscribe(serverSide, 'a', true);
    const closed = once(serverSide, 'close');

    const chunk = message('a', 'y'.repeat(256 * 1024));
    for (let sent = 0; sent < 400 && serverSide.readyState === WebSocket.OPEN; sent++) {
      fanout.send([chunk]);
      await setImmediate();
    }
    await closed;
    expect(serverSide.readyState).toBe(WebSocket.CLOSED);
    raw.destroy();
  });
});
