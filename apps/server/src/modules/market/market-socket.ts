import { randomUUID } from 'node:crypto';
import { type MarketSocketMessage, type MarketTopic, marketTopics } from '@vce/contract/market-feed';
import { socketPaths } from '@vce/contract/socket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { changeNumber, tradedRanking } from './market-board';
import { textFrame } from '../../platform/websocket-frames';
import { type FramedMessage, SocketFanout } from './socket-fanout';

/** Half the market engine's tick (one a second). */
const halfTickMs = 500;

const subscription = new RegExp(`^(${marketTopics.join('|')}):([01])$`);

/**
 * The trading-data socket (/ws/message). Each broadcast is serialised and framed once, and the
 * same bytes go to every subscriber of its topic.
 */
export function registerMarketSocket(app: FastifyInstance) {
  const { market } = app;
  const fanout = new SocketFanout<MarketTopic>();
  const latest: Partial<Record<MarketTopic, Buffer>> = {};

  const payloadOf = (message: MarketSocketMessage) => Buffer.from(JSON.stringify(message));
  // Text frames: a browser hands binary ones over as Blobs, not strings.
  const sendText = (socket: WebSocket, payload: Buffer) => socket.send(payload, { binary: false });
  /** Frames a topic's message once; the same bytes go to every subscriber. */
  const framed = (topic: MarketTopic, content: unknown): FramedMessage<MarketTopic> => {
    const payload = payloadOf({
      type: topic,
      data: { client_id: '', sent_at: Date.now() },
      content,
    } as MarketSocketMessage);
    latest[topic] = payload;
    return { topic, frame: textFrame(payload) };
  };

  app.get(socketPaths.market, { websocket: true }, (socket, request) => {
    const clientId = randomUUID().replace(/-/g, '');
    fanout.add(socket, request.raw.socket);
    sendText(socket, payloadOf({ type: 'get_client_id', data: { client_id: clientId }, content: '' }));
    socket.on('message', (raw) => {
      const match = subscription.exec(raw.toString().trim());
      if (!match) {
        sendText(socket, payloadOf({ type: 'error', data: { client_id: clientId }, content: '订阅格式不正确' }));
        return;
      }
      const topic = match[1] as MarketTopic;
      const on = match[2] === '1';
      fanout.subscribe(socket, topic, on);
      // The board is sent at once rather than up to 3 s later; alerts only as they come.
      const last = latest[topic];
      if (on && last && topic !== 'monitoring') sendText(socket, last);
    });
  });

  let lastBoard = 0;
  // The engine watches for alerts (and stores them) on the history and live alike.
  const stop = market.onTick((now, alerts) => {
    const books = market.feed.books;
    const messages: FramedMessage<MarketTopic>[] = [];
    if (alerts.length > 0) messages.push(framed('monitoring', alerts));
    // Rankings and rise/fall counts go out every few seconds; alerts as soon as they are seen. Ticks
    // are a second apart only roughly (Date.now() between two may read 999 ms), so the board goes on
    // the tick nearest its interval, not a whole tick late.
    if (now - lastBoard >= app.config.MARKET_BOARD_INTERVAL_MS - halfTickMs) {
      lastBoard = now;
      messages.push(framed('tradedRanking', tradedRanking(books)), framed('changeNumber', changeNumber(books)));
    }
    fanout.send(messages);
  });
  app.addHook('onClose', async () => stop());
}
