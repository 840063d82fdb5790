import { EyeOutlined, LikeOutlined, MessageOutlined } from '@ant-design/icons';
import { type RoomInfo, RoomStatus } from '@vce/contract/live';
import { likeRoom } from '@vce/contract/live-chat';
import { Avatar, Button, Tag } from 'antd';
import { paths } from '@vce/contract/routes';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../../shared/api/api';
import { openDirectChat } from '../../../shared/direct-chat';
import { formatAmount } from '../../../shared/format';
import { NoData } from '../../../shared/ui/no-data';
import { QueryView } from '../../../shared/ui/query-view';
import { useIdParam } from '../../../shared/use-query-param';
import { useRoomInfo } from '../api/room';
import { ChatPanel } from '../chat/chat-panel';
import { useRoomChat } from '../chat/use-room-chat';
import { LivePlayer } from './live-player';
import { WatchMinutes } from './watch-minutes';
import '../live.css';

/** 直播间 (/live?id=&type=): the stream, who is on, the room's counts and notice, and the chat beside it. */
export default function LiveRoomPage() {
  const id = useIdParam();
  if (id === null) return <NoData description="直播间不存在" />;
  return <LiveRoomById id={id} />;
}

/** A room by its id, for the caller it lets in (a refusal goes to /liveReject). */
export function LiveRoomById({ id }: { id: number }) {
  const query = useRoomInfo(id);
  return <QueryView query={query}>{(room) => <LiveRoom room={room} />}</QueryView>;
}

function LiveRoom({ room }: { room: RoomInfo }) {
  const chat = useRoomChat(room.id, { pinned: room.pinned, slowModeSeconds: room.slow_mode_seconds });
  const [likedCount, setLikedCount] = useState<number | null>(null);
  const viewers = chat.counts?.viewers ?? room.viewers;
  const likes = Math.max(chat.counts?.likes ?? room.likes, likedCount ?? 0);
  const like = () =>
    api.call(likeRoom, { room_id: room.id }).then(
      ({ likes: count }) => setLikedCount(count),
      () => {},
    );

  return (
    <div className="live-room" data-testid="live-room">
      <section className="live-main">
        <header className="live-head">
          <Avatar src={room.teacher.avatar || undefined} size={48} alt="">
            {room.teacher.name.slice(0, 1) || '播'}
          </Avatar>
          <div className="live-title">
            <h1>
              {room.name} {room.live_status === RoomStatus.live ? <Tag color="red">直播中</Tag> : <Tag>未开播</Tag>}
            </h1>
            <p>
              {room.teacher.name && `${room.teacher.name} · ${room.teacher.title}`}
              {room.schedule_text && ` · 开播时间：${room.schedule_text}`}
            </p>
          </div>
          <span className="live-counts">
            {room.teacher.id !== null && !room.can_moderate && (
              <Button
                icon={<MessageOutlined />}
                onClick={() =>
                  room.teacher.id !== null && openDirectChat({ kind: 'teacher', teacherId: room.teacher.id })
                }
              >
                私信老师
              </Button>
            )}
            <span aria-label="观看人数" data-testid="live-viewers">
              <EyeOutlined /> {formatAmount(viewers)}
            </span>
            <Button
              icon={<LikeOutlined />}
              onClick={() => void like()}
              aria-label={`点赞 ${likes}`}
              data-testid="live-like"
            >
              {formatAmount(likes)}
            </Button>
          </span>
        </header>
        {room.minutes_left !== null && <WatchMinutes roomId={room.id} initial={room.minutes_left} />}
        {room.stream ? (
          <LivePlayer url={room.stream.url} poster={room.image} />
        ) : (
          <div className="live-offline">
            <p>主播暂未开播</p>
            {room.schedule_text && <p>开播时间：{room.schedule_text}（北京时间）</p>}
            {room.replay && (
              <Link className="live-replay" to={paths.lesson(room.replay.course_id, room.replay.lesson_id)}>
                看上一场回放
              </Link>
            )}
          </div>
        )}
        {room.now_playing && (
          <p className="live-now">
            正在直播：{room.now_playing}
            {room.stream?.kind === 'local' && <Tag className="live-demo-tag">演示直播</Tag>}
          </p>
        )}
        {room.announcement && (
          <div className="live-notice" data-testid="live-announcement">
            <strong>公告</strong> {room.announcement}
          </div>
        )}
        {room.rules && <p className="live-rules">直播间规则：{room.rules}</p>}
      </section>
      <ChatPanel room={room} chat={chat} />
    </div>
  );
}
