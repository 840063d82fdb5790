import { limits } from '@vce/contract/limits';
import { type MarketSocketMessage, type MarketTopic, marketTopics } from '@vce/contract/market-feed';
import { socketPaths } from '@vce/contract/socket';
import { hosts } from '../api/api';

const messageTypes = new Set<string>(['get_client_id', 'error', ...marketTopics]);

const utf8 = new TextDecoder();

/** The trading-data host's socket URL: the page's own origin unless the host is configured apart. */
function marketSocketUrl() {
  const url = new URL(socketPaths.market, hosts.tradingData || window.location.origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/**
 * The trading-data socket (spec 000 §4): on open it subscribes to its topics (all three, as the
 * spec's client does, unless a page needs fewer) with `topic:1` text frames, and it reconnects 3 s
 * after an error or a close (one reconnect at a time).
 */
export function connectMarketSocket(
  onMessage: (message: MarketSocketMessage) => void,
  topics: readonly MarketTopic[] = marketTopics,
): () => void {
  let socket: WebSocket | null = null;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let isStopped = false;

  const scheduleReconnect = () => {
    if (isStopped || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      open();
    }, limits.socketReconnectDelayMs);
  };

  function open() {
    socket = new WebSocket(marketSocketUrl());
    socket.onopen = () => {
      for (const topic of topics) socket?.send(`${topic}:1`);
    };
    // The server may send its once-serialised frames as binary: read both kinds as UTF-8 JSON.
    socket.binaryType = 'arraybuffer';
    socket.onmessage = (event: MessageEvent<string | ArrayBuffer>) => {
      const text = typeof event.data === 'string' ? event.data : utf8.decode(event.data);
      try {
        // Our own server's frames, typed by the contract, as its answers are (docs/decisions.md "Web").
        const message = JSON.parse(text) as MarketSocketMessage | null;
        if (message && messageTypes.has(message.type)) onMessage(message);
      } catch {
        // Not JSON: nothing a page could show.
      }
    };
    socket.onerror = scheduleReconnect;
    socket.onclose = scheduleReconnect;
  }

  open();
  return () => {
    isStopped = true;
    clearTimeout(reconnectTimer);
    if (!socket) return;
    socket.onclose = null;
    socket.onerror = null;
    socket.onmessage = null;
    // Closing a socket still connecting makes the browser log an error: close it once open instead.
    if (socket.readyState === WebSocket.CONNECTING) socket.onopen = () => socket?.close();
    else socket.close();
  };
}
