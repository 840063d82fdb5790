import type { ChatMessage } from '@vce/contract/live';
import { type ChatFrame, joinChat } from '@vce/contract/live-chat';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../../shared/api/api';
import { onSocketFrame, useSocketClientId } from '../../../shared/socket/notice-socket';

/** The most messages kept on screen; older ones are a page of history away. */
const SHOWN_MAX = 300;

const byNewestLast = (list: ChatMessage[]) => {
  const unique = new Map(list.map((message) => [message.seq, message]));
  return [...unique.values()].sort((a, b) => a.seq - b.seq).slice(-SHOWN_MAX);
};

/**
 * A room's chat as the socket brings it. On every (re)connect the socket joins the room and gets what
 * it missed since the last message seen; when the server could not replay it all, the list starts
 * again from the latest. A message whose number skips one asks for the gap the same way (as does one
 * that comes while the first join is still answering), and one seen already is dropped, so each
 * message shows once and in order.
 */
export function useRoomChat(roomId: number, initial: { pinned: ChatMessage | null; slowModeSeconds: number }) {
  const clientId = useSocketClientId();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pinned, setPinned] = useState(initial.pinned);
  const [slowModeSeconds, setSlowModeSeconds] = useState(initial.slowModeSeconds);
  const [counts, setCounts] = useState<{ viewers: number; likes: number } | null>(null);
  const lastSeq = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (!clientId) return;
    let isCurrent = true;
    let recovering = false;
    // A frame that came while a join was answering (its gap not yet known): join again once it has.
    let askAgain = false;
    const recover = async () => {
      if (recovering) return void (askAgain = true);
      recovering = true;
      try {
        const since = lastSeq.current;
        const { recovered, messages: missed } = await api.call(
          joinChat,
          { room_id: roomId, client_id: clientId, since_seq: since },
          { silent: since !== undefined },
        );
        if (!isCurrent) return;
        setMessages((shown) => byNewestLast(recovered && since !== undefined ? [...shown, ...missed] : missed));
        // An empty answer still starts the count (a room nobody has spoken in yet): its first message is then seen.
        const newest = missed.at(-1)?.seq ?? 0;
        lastSeq.current = Math.max(newest, recovered ? (since ?? 0) : 0);
      } catch {
        // Refused (the shared handling shows why) or offline: the next reconnect tries again.
      } finally {
        recovering = false;
        if (askAgain && isCurrent) {
          askAgain = false;
          void recover();
        }
      }
    };
    const off = onSocketFrame((raw) => {
      const frame = raw as ChatFrame;
      if (frame.room_id !== roomId) return;
      if (frame.type === 'chat') {
        const { seq } = frame.message;
        const last = lastSeq.current;
        // Before the first join has answered, the frame may be one the answer does not hold yet.
        if (last === undefined) return void recover();
        if (seq <= last) return;
        if (seq > last + 1) return void recover();
        lastSeq.current = seq;
        setMessages((shown) => byNewestLast([...shown, frame.message]));
      } else if (frame.type === 'chat_removed') {
        setMessages((shown) => shown.filter((message) => message.seq !== frame.seq));
      } else if (frame.type === 'chat_pinned') {
        setPinned(frame.message);
      } else if (frame.type === 'room_stats') {
        setCounts({ viewers: frame.viewers, likes: frame.likes });
      } else if (frame.type === 'room_settings') {
        setSlowModeSeconds(frame.slow_mode_seconds);
      }
    });
    void recover();
    return () => {
      isCurrent = false;
      off();
    };
  }, [clientId, roomId]);

  return { messages, pinned, slowModeSeconds, counts, isConnected: clientId !== null };
}
