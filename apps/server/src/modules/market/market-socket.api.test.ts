import { MarketSocketMessage } from '@vce/contract/market-feed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ProductSimulator } from '../../providers/market/product-simulator';
import { createTestApp, post, type TestApp } from '../../test/harness';
import { engineOf } from './market-plugin';

let app: TestApp;
let url: string;
beforeAll(async () => {
  app = await createTestApp();
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  url = `${address.replace('http', 'ws')}/ws/message`;
});
afterAll(() => app.close());

/** A client that records every message, parsed with the contract's schema. */
async function connect() {
  const socket = new WebSocket(url);
  const messages: MarketSocketMessage[] = [];
  socket.on('message', (raw, isBinary) => {
    // Browsers read JSON from text frames only.
    if (isBinary) throw new Error('binary frame');
    messages.push(MarketSocketMessage.parse(JSON.parse(raw.toString())));
  });
  await new Promise((resolve) => socket.once('open', resolve));
  const next = async <T extends MarketSocketMessage['type']>(type: T, timeoutMs = 8000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = messages.findIndex((message) => message.type === type);
      if (index >= 0) return messages.splice(index, 1)[0] as Extract<MarketSocketMessage, { type: T }>;
      if (Date.now() > deadline) throw new Error(`no ${type} message`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return { socket, messages, next };
}

describe('trading-data socket /ws/message', () => {
  it('greets each client with its own id', async () => {
    const first = await connect();
    const second = await connect();
    const a = await first.next('get_client_id');
    const b = await second.next('get_client_id');
    expect(a.data.client_id).toMatch(/^[0-9a-f]{32}$/);
    expect(b.data.client_id).not.toBe(a.data.client_id);
    first.socket.close();
    second.socket.close();
  });

  it('sends the counts of rising, falling and flat symbols to a changeNumber subscriber', async () => {
    const client = await connect();
    client.socket.send('changeNumber:1');
    const message = await client.next('changeNumber');
    const { rise, fall, flat } = message.content;
    expect(rise + fall + flat).toBe(88);
    client.socket.close();
  });

  it('sends risers, fallers and the most traded to a tradedRanking subscriber', async () => {
    const client = await connect();
    client.socket.send('tradedRanking:1');
    const { content } = await client.next('tradedRanking');
    expect(content.rise.length).toBeGreaterThan(0);
    const rises = content.rise.map((row) => row.zdf);
    expect(rises).toEqual([...rises].sort((a, b) => b - a));
    const falls = content.fall.map((row) => row.zdf);
    expect(falls).toEqual([...falls].sort((a, b) => a - b));
    const turnovers = content.turnover.map((row) => row.turnover);
    expect(turnovers).toEqual([...turnovers].sort((a, b) => b - a));
    client.socket.close();
  });

  it('stops sending a topic after its :0 frame', async () => {
    const client = await connect();
    client.socket.send('changeNumber:1');
    await client.next('changeNumber');
    client.socket.send('changeNumber:0');
    await new Promise((resolve) => setTimeout(resolve, 300));
    client.messages.length = 0;
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(client.messages.filter((message) => message.type === 'changeNumber')).toEqual([]);
    client.socket.close();
  });

  it('alerts a monitoring subscriber when a market runs to its limit and leaves it, and keeps the alerts for the feed', async () => {
    const client = await connect();
    client.socket.send('monitoring:1');
    const rebar = engineOf(app)?.feed.books.find((book) => book.spec.code === 'rb') as ProductSimulator;
    /** The next alert of rb of that kind; other products' alerts may come first. */
    const rebarAlert = async (kind: string) => {
      for (;;) {
        const alert = (await client.next('monitoring')).content.find(
          (item) => item.symbol === 'rb' && item.kind === kind,
        );
        if (alert) return alert;
      }
    };
    rebar.logSpot += 0.5;
    const reached = await rebarAlert('limit_up');
    expect(reached.text).toContain('触及涨停');
    expect(reached.price).toBe(rebar.main?.limitUp);
    rebar.logSpot -= 0.5;
    const opened = await rebarAlert('limit_up_opened');
    expect(opened.text).toContain(`打开涨停价${rebar.main?.limitUp}`);
    expect(opened.price).toBeLessThan(rebar.main?.limitUp ?? 0);
    const stored = await post(app, '/javactp/market/alerts', { symbol: 'rb' });
    const storedKinds = stored.json().data.list.map((item: { kind: string }) => item.kind);
    expect(storedKinds).toEqual(expect.arrayContaining(['limit_up', 'limit_up_opened']));
    client.socket.close();
  });

  it('answers a malformed subscription with an error message', async () => {
    const client = await connect();
    client.socket.send('everything:1');
    const message = await client.next('error');
    expect(message.content).toBe('订阅格式不正确');
    client.socket.close();
  });

  // Last: the engine is stepped an hour ahead, so the running clock sends no board after it.
  it('sends the board on the tick nearest its interval, also when the clock reads a millisecond short', async () => {
    const client = await connect();
    client.socket.send('changeNumber:1');
    await client.next('changeNumber');
    const later = Date.now() + 3_600_000;
    engineOf(app)?.tick(later);
    await client.next('changeNumber');
    engineOf(app)?.tick(later + app.config.MARKET_BOARD_INTERVAL_MS - 1);
    await client.next('changeNumber', 2000);
    client.socket.close();
  });
});
