import { RoomStatus } from '@vce/contract/live';
import { msg } from '@vce/contract/messages';
import { paths } from '@vce/contract/routes';
import { App, Badge, Card } from 'antd';
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
    <div className="room-strip">
      {rooms.map((room) => (
        <Card
          key={room.id}
          hoverable
          size="small"
          cover={<img src={room.image} alt="" />}
          onClick={() =>
            room.live_status === RoomStatus.notOpen
              ? message.info(msg.comingSoon)
              : navigate(paths.liveRoom(room.id, room.type))
          }
        >
          <Card.Meta
            title={room.name}
            description={
              room.live_status === RoomStatus.live ? (
                <Badge status="processing" text="直播中" />
              ) : room.live_status === RoomStatus.notOpen ? (
                msg.comingSoon
              ) : (
                '未开播'
              )
            }
          />
        </Card>
      ))}
    </div>
  );
}
