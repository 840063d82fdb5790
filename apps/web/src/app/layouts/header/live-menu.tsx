import { RoomStatus } from '@vce/contract/live';
import { msg } from '@vce/contract/messages';
import { paths } from '@vce/contract/routes';
import { Spin } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useRoomList } from '../../../features/live/api/get-room-list';
import { StatType, track } from '../../../shared/statistics';
import { toast } from '../../../shared/ui/feedback';

/** The Live tab's dropdown: rooms with a live indicator; rooms not open yet answer 敬请期待. */
export function LiveMenu() {
  const { data, isPending } = useRoomList();
  const navigate = useNavigate();
  if (isPending) return <Spin className="header-panel" />;
  return (
    <div className="header-panel live-menu" data-testid="live-menu">
      <ul>
        {data?.map((room) => (
          <li key={room.id}>
            <button
              type="button"
              className="live-menu-room"
              onClick={() => {
                track(StatType.liveRoom, String(room.id));
                if (room.live_status === RoomStatus.notOpen) toast.info(msg.comingSoon);
                else navigate(paths.liveRoom(room.id, room.type));
              }}
            >
              <img src={room.image} alt="" />
              <span>{room.name}</span>
              {room.live_status === RoomStatus.live ? (
                <span>
                  <span className="live-dot" aria-hidden /> 直播中
                </span>
              ) : null}
              {room.live_status === RoomStatus.notOpen ? <span className="muted">{msg.comingSoon}</span> : null}
            </button>
          </li>
        ))}
      </ul>
      <Link to={paths.liveCourses} className="live-menu-more">
        公开课列表 →
      </Link>
    </div>
  );
}
