import { RoomStatus } from '@vce/contract/live';
import { limits } from '@vce/contract/limits';
import { msg } from '@vce/contract/messages';
import { paths } from '@vce/contract/routes';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { NoData } from '../../shared/ui/no-data';
import { useRoomList } from './api/get-room-list';
import { toast } from '../../shared/ui/feedback';
import { useReducedMotion } from '../../shared/reduced-motion';

const statusOrder = { [RoomStatus.live]: 0, [RoomStatus.notLive]: 1, [RoomStatus.notOpen]: 2 } as Record<
  number,
  number
>;

/**
 * The rooms on the home page as a carousel (spec 000 §9: it turns every 5 s), live ones first marked
 * 直播中; unopened rooms answer 敬请期待. It stops while the pointer or the focus is on it, and for
 * readers who ask for reduced motion.
 */
export function LiveRoomStrip() {
  const { data = [], isPending } = useRoomList();
  const navigate = useNavigate();
  const [turn, setTurn] = useState(0);
  const [isHeld, setIsHeld] = useState(false);
  const isMotionReduced = useReducedMotion();
  const rooms = [...data].sort((a, b) => (statusOrder[a.live_status] ?? 3) - (statusOrder[b.live_status] ?? 3));
  const count = rooms.length;

  useEffect(() => {
    if (count < 2 || isHeld || isMotionReduced) return;
    const timer = window.setInterval(() => setTurn((current) => current + 1), limits.liveCarouselIntervalMs);
    return () => window.clearInterval(timer);
  }, [count, isHeld, isMotionReduced]);

  if (!isPending && count === 0) return <NoData description="暂无直播间" />;
  const shown = count ? [...rooms.slice(turn % count), ...rooms.slice(0, turn % count)] : [];
  return (
    // The row keeps a card's height while the rooms load (styles.css), so nothing below it moves.
    <div
      className="room-strip"
      aria-busy={isPending}
      aria-roledescription="轮播"
      onPointerEnter={() => setIsHeld(true)}
      onPointerLeave={() => setIsHeld(false)}
      onFocus={() => setIsHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setIsHeld(false);
      }}
    >
      {/* A new track per turn replays its slide-in from one card to the right. */}
      <div className={turn > 0 ? 'room-track is-turning' : 'room-track'} key={turn}>
        {shown.map((room) => (
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
    </div>
  );
}
