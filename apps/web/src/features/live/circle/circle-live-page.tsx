import { NoData } from '../../../shared/ui/no-data';
import { useRoomList } from '../api/get-room-list';
import { LiveRoomById } from '../room/live-room-page';
import '../live.css';

/** Members' room kind: the circle's live room (docs/decisions.md "Live rooms"). */
const CIRCLE_ROOM_TYPE = 2;

/** 圈子直播 (/circleLive): the VIP circle's live room — its stream and chat, for those it lets in. */
export default function CircleLivePage() {
  const { data, isPending } = useRoomList();
  const room = data?.find((entry) => entry.type === CIRCLE_ROOM_TYPE);
  if (isPending) return null;
  if (!room) return <NoData description="圈子直播敬请期待" />;
  return <LiveRoomById id={room.id} />;
}
