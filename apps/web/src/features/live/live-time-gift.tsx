import { receiveLiveTime } from '@vce/contract/live';
import { Suspense, useState } from 'react';
import { api } from '../../shared/api/api';
import { lazyOnDemand } from '../../shared/lazy-chunk';
import { requireLogin } from '../../shared/login-store';
import { toast } from '../../shared/ui/feedback';

// Loaded once the gift is received: the page's first load carries none of the popup's code.
const LiveTimeGiftPopup = lazyOnDemand(
  () => import('./live-time-gift-popup'),
  (module) => module.LiveTimeGiftPopup,
);

/**
 * The daily live-time gift beside the live rooms (init's giveLiveTimeConfig): its line and 领取,
 * which adds the day's minutes of live-room watching once (a guest is asked to log in first); what
 * was added shows in the gift's popup with the operators' picture (a toast when there is none). A
 * plain button: on the home page's first load, antd's Button would add its code for this one use.
 */
export function LiveTimeGift({ config }: { config: { giveLiveTimeTip: string; image_url: string } }) {
  const [isClaiming, setClaiming] = useState(false);
  const [granted, setGranted] = useState<{ minutes: number; total_minutes: number } | null>(null);
  const claim = async () => {
    if (!requireLogin()) return;
    setClaiming(true);
    try {
      const answer = await api.call(receiveLiveTime);
      if (config.image_url) setGranted(answer);
      else void toast.success(`领取成功，${answer.minutes}分钟直播时长已到账，共可观看${answer.total_minutes}分钟`);
    } catch {
      // Shown by the API client (already received today).
    } finally {
      setClaiming(false);
    }
  };
  if (!config.giveLiveTimeTip) return null;
  return (
    <span className="live-time-gift">
      {config.giveLiveTimeTip}
      <button type="button" className="live-time-claim" disabled={isClaiming} onClick={claim}>
        领取
      </button>
      {granted && (
        <Suspense fallback={null}>
          <LiveTimeGiftPopup
            image={config.image_url}
            minutes={granted.minutes}
            totalMinutes={granted.total_minutes}
            onClose={() => setGranted(null)}
          />
        </Suspense>
      )}
    </span>
  );
}
