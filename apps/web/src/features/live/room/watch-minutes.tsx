import { watchLiveMinute } from '@vce/contract/live';
import { Alert } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../../../shared/api/api';

const MINUTE_MS = 60_000;

/**
 * A non-member watching a members' room on live-time minutes: the minutes left, one spent for each
 * minute the page is watched (not while it is hidden). With none left the server refuses (4003) and
 * the shared handling takes the viewer to /liveReject.
 */
export function WatchMinutes({ roomId, initial }: { roomId: number; initial: number }) {
  const [minutesLeft, setMinutesLeft] = useState(initial);
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      api.call(watchLiveMinute, { room_id: roomId }).then(
        ({ minutes_left }) => setMinutesLeft(minutes_left ?? 0),
        () => {},
      );
    }, MINUTE_MS);
    return () => window.clearInterval(timer);
  }, [roomId]);
  return (
    <Alert
      type="warning"
      showIcon
      className="live-minutes"
      message={`会员直播间：您正在使用直播观看时长，剩余 ${minutesLeft} 分钟。开通VIP可不限时观看。`}
    />
  );
}
