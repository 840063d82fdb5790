import { receiveLiveTime } from '@vce/contract/live';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import { api } from '../../shared/api/api';
import { requireLogin } from '../../shared/login-store';
import { toast } from '../../shared/ui/feedback';

/**
 * The daily live-time gift beside the live rooms (init's giveLiveTimeConfig): its line and 领取,
 * which adds the day's minutes of live-room watching once (a guest is asked to log in first).
 */
export function LiveTimeGift({ tip }: { tip: string }) {
  const receive = useMutation({ mutationFn: () => api.call(receiveLiveTime) });
  const claim = async () => {
    if (!requireLogin()) return;
    try {
      const granted = await receive.mutateAsync();
      void toast.success(`领取成功，${granted.minutes}分钟直播时长已到账，共可观看${granted.total_minutes}分钟`);
    } catch {
      // Shown by the API client (already received today).
    }
  };
  if (!tip) return null;
  return (
    <span className="live-time-gift">
      {tip}
      <Button size="small" loading={receive.isPending} onClick={claim}>
        领取
      </Button>
    </span>
  );
}
