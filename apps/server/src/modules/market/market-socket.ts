import { randomUUID } from 'node:crypto';
import { type MarketSocketMessage, type MarketTopic, marketTopics } from '@vce/contract/market';
import { socketPaths } from '@vce/contract/socket';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { createAlertStore } from './alert-store';
import { changeNumber, tradedRanking } from './market-board';
import { AlertDetector } from './market-alerts';

/** Half the market engine's tick (one a second). */
const halfTickMs = 500;

const subscription = new RegExp(`^(${marketTopics.join('|')}):([01])$`);

/**
 * The trading-data socket (/ws/message). Each broadcast is serialised once and the same bytes go
 * to every subscriber of its topic.
 */
export function registerMarketSocket(app: FastifyInstance) {
  const { market } = app;
  const alertStore = createAlertStore(app.db);
  const subscribers: Record<MarketTopic, Set<WebSocket>> = {
    monitoring: new Set(),
    tradedRanking: new Set(),
    changeNumber: new Set(),
  };
  const latest: Partial<Record<MarketTopic, Buffer>> = {};

  const frameOf = (message: MarketSocketMessage) => Buffer.from(JSON.stringify(message));
  // Text frames: a browser hands binary ones over as Blobs, not strings.
  const sendText = (socket: WebSocket, frame: Buffer) => socket.send(frame, { binary: false });
  const broadcast = (topic: MarketTopic, content: unknown) => {
    const frame = frameOf({
      type: topic,
      data: { client_id: '', sent_at: Date.now() },
      content,
    } as MarketSocketMessage);
    latest[topic] = frame;
    for (const socket of subscribers[topic]) if (socket.readyState === WebSocket.OPEN) sendText(socket, frame);
  };

  app.get(socketPaths.market, { websocket: true }, (socket) => {
    const clientId = randomUUID().replace(/-/g, '');
    sendText(socket, frameOf({ type: 'get_client_id', data: { client_id: clientId }, content: '' }));
    socket.on('message', (raw) => {
      const match = subscription.exec(raw.toString().trim());
      if (!match) {
        sendText(socket, frameOf({ type: 'error', data: { client_id: clientId }, content: '订阅格式不正确' }));
        return;
      }
      const topic = match[1] as MarketTopic;
      if (match[2] === '0') {
        subscribers[topic].delete(socket);
        return;
      }
      subscribers[topic].add(socket);
      // The board is sent at once rather than up to 3 s later; alerts only as they come.
      const last = latest[topic];
      if (last && topic !== 'monitoring') sendText(socket, last);
    });
    socket.on('close', () => {
      for (const set of Object.values(subscribers)) set.delete(socket);
    });
  });

  const detector = new AlertDetector();
  let lastBoard = 0;
  const stop = market.onTick((now) => {
    const books = market.feed.books;
    const alerts = detector.inspect(books, now);
    if (alerts.length > 0) {
      broadcast('monitoring', alerts);
      alertStore.save(alerts).catch((error: unknown) => app.log.error({ err: error }, 'alerts not saved'));
    }
    // Rankings and rise/fall counts go out every few seconds; alerts as soon as they are seen. Ticks
    // are a second apart only roughly (Date.now() between two may read 999 ms), so the board goes on
    // the tick nearest its interval, not a whole tick late.
    if (now - lastBoard >= app.config.MARKET_BOARD_INTERVAL_MS - halfTickMs) {
      lastBoard = now;
      broadcast('tradedRanking', tradedRanking(books));
      broadcast('changeNumber', changeNumber(books));
    }
  });
  app.addHook('onClose', async () => stop());
}
