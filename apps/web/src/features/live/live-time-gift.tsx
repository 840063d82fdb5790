import { receiveLiveTime } from '@vce/contract/live';
import { useState } from 'react';
import { api } from '../../shared/api/api';
import { requireLogin } from '../../shared/login-store';
import { toast } from '../../shared/ui/feedback';

/**
 * The daily live-time gift beside the live rooms (init's giveLiveTimeConfig): its line and 领取,
 * which adds the day's minutes of live-room watching once (a guest is asked to log in first). A
 * plain button: on the home page's first load, antd's Button would add its code for this one use.
 */
export function LiveTimeGift({ tip }: { tip: string }) {
  const [isClaiming, setClaiming] = useState(false);
  const claim = async () => {
    if (!requireLogin()) return;
    setClaiming(true);
    try {
      const granted = await api.call(receiveLiveTime);
      void toast.success(`领取成功，${granted.minutes}分钟直播时长已到账，共可观看${granted.total_minutes}分钟`);
    } catch {
      // Shown by the API client (already received today).
    } finally {
      setClaiming(false);
    }
  };
  if (!tip) return null;
  return (
    <span className="live-time-gift">
      {tip}
      <button type="button" className="live-time-claim" disabled={isClaiming} onClick={claim}>
        领取
      </button>
    </span>
  );
}
