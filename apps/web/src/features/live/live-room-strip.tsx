import { RoomStatus } from '@vce/contract/live';
import { msg } from '@vce/contract/messages';
import { paths } from '@vce/contract/routes';
import { App, Badge } from 'antd';
import { useNavigate } from 'react-router';
import { NoData } from '../../shared/ui/no-data';
import { useRoomList } from './api/get-room-list';

/** The rooms on the home page, live ones first marked 直播中; unopened rooms answer 敬请期待. */
export function LiveRoomStrip() {
  const { data: rooms = [], isPending } = useRoomList();
  const navigate = useNavigate();
  const { message } = App.useApp();
  if (!isPending && rooms.length === 0) return <NoData description="暂无直播间" />;
  return (
    // The row keeps a card's height while the rooms load (styles.css), so nothing below it moves.
    <div className="room-strip" aria-busy={isPending}>
      {rooms.map((room) => (
        <button
          key={room.id}
          type="button"
          className="room-card"
          onClick={() =>
            room.live_status === RoomStatus.notOpen
              ? message.info(msg.comingSoon)
              : navigate(paths.liveRoom(room.id, room.type))
          }
        >
          <img src={room.image} alt="" width={282} height={120} />
          <strong>{room.name}</strong>
          <span className="room-card-status">
            {room.live_status === RoomStatus.live ? (
              <Badge status="processing" text="直播中" />
            ) : room.live_status === RoomStatus.notOpen ? (
              msg.comingSoon
            ) : (
              '未开播'
            )}
          </span>
        </button>
      ))}
    </div>
  );
}
