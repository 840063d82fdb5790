import { limits } from '@vce/contract/limits';
import { bindUser, getSocketUrl, type NoticeMessage, noticeTypes } from '@vce/contract/notices';
import { api } from '../api/api';
import { firstPaintShown } from '../first-paint';
import { isSignedIn } from '../session';
import { storageKeys } from '../storage';
import { createValueStore } from '../value-store';

/** The open socket's client id (null while none is open): a live room's chat joins with it. */
const openClientId = createValueStore<string | null>(null);
type SocketFrame = { type: string } & Record<string, unknown>;
const frameListeners = new Set<(frame: SocketFrame) => void>();

/** The client id of the socket open now; a new one after every reconnect. */
export const useSocketClientId = () => openClientId.useValue();

/** Frames other than notices (a live room's chat and counts) for whoever listens; answers the unsubscribe. */
export function onSocketFrame(listener: (frame: SocketFrame) => void) {
  frameListeners.add(listener);
  return () => void frameListeners.delete(listener);
}

export interface NoticeSocketOptions {
  /** The live room the page shows, sent with every heartbeat. */
  roomId: () => string | undefined;
  onNotice: (notice: NoticeMessage) => void;
  /** The socket is bound to the signed-in user: notices sent before it are counted by reading again. */
  onBound: () => void;
  onError: (text: string) => void;
}

/**
 * The notification socket (spec 000 §4): a heartbeat every 5 s with room_id and platform pcWeb,
 * a reconnect 3 s after a close or error (one at a time), and the client id bound to the user. It
 * opens once the page has first shown content.
 */
export function connectNoticeSocket(options: NoticeSocketOptions): () => void {
  let socket: WebSocket | null = null;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let isStopped = false;

  const scheduleReconnect = () => {
    clearInterval(heartbeat);
    openClientId.set(null);
    if (isStopped || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      void open();
    }, limits.socketReconnectDelayMs);
  };

  const handle = (raw: string) => {
    let data: { type?: string; client_id?: string; content?: unknown } & Record<string, unknown>;
    try {
      data = JSON.parse(raw);
    } catch {
      return;
    }
    if (data.type === 'get_client_id' && data.client_id) {
      localStorage.setItem(storageKeys.clientId, data.client_id);
      openClientId.set(data.client_id);
      if (isSignedIn())
        api.call(bindUser, { client_id: data.client_id }, { silent: true }).then(options.onBound, () => {});
    } else if (data.type === 'error') {
      options.onError(String(data.content ?? ''));
    } else if ((noticeTypes as readonly string[]).includes(data.type ?? '')) {
      // Our own server's frames, typed by the contract, as its answers are (docs/decisions.md "Web").
      options.onNotice(data as NoticeMessage);
    } else if (data.type) {
      for (const listener of frameListeners) listener(data as SocketFrame);
    }
  };

  async function open() {
    try {
      const { url } = await api.call(getSocketUrl, {}, { silent: true });
      if (isStopped) return;
      socket = new WebSocket(url);
    } catch (error) {
      console.warn('notice socket unavailable', error);
      scheduleReconnect();
      return;
    }
    socket.onopen = () => {
      const ping = () => socket?.send(JSON.stringify({ type: 'ping', room_id: options.roomId(), platform: 'pcWeb' }));
      ping();
      heartbeat = setInterval(ping, limits.socketHeartbeatMs);
    };
    socket.onmessage = (event) => handle(String(event.data));
    socket.onerror = (event) => console.warn('notice socket error', event);
    socket.onclose = scheduleReconnect;
  }

  // Nothing on the first screen waits for notices.
  void firstPaintShown.then(() => {
    if (!isStopped) void open();
  });
  return () => {
    isStopped = true;
    clearInterval(heartbeat);
    clearTimeout(reconnectTimer);
    socket?.close();
  };
}
