import { RoomStatus } from '@vce/contract/live';
import { msg } from '@vce/contract/messages';
import { paths } from '@vce/contract/routes';
import { useNavigate } from 'react-router';
import { NoData } from '../../shared/ui/no-data';
import { useRoomList } from './api/get-room-list';
import { toast } from '../../shared/ui/feedback';

/** The rooms on the home page, live ones first marked 直播中; unopened rooms answer 敬请期待. */
export function LiveRoomStrip() {
  const { data: rooms = [], isPending } = useRoomList();
  const navigate = useNavigate();
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
              ? toast.info(msg.comingSoon)
              : navigate(paths.liveRoom(room.id, room.type))
          }
        >
          <img src={room.image} alt="" width={282} height={120} />
          <strong>{room.name}</strong>
          <span className="room-card-status">
            {room.live_status === RoomStatus.live ? (
              <>
                <span className="live-dot" aria-hidden /> 直播中
              </>
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
