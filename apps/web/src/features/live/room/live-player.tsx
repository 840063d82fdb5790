import { Button } from 'antd';
import type HlsType from 'hls.js/light';
import { useEffect, useRef, useState } from 'react';
import { playHls } from '../../../shared/video/play-hls';

/** Seconds behind the live edge past which the viewer is offered 回到直播 (after a pause or a seek back). */
const BEHIND_OFFER_SECONDS = 8;

/**
 * A live HLS stream through hls.js: it starts about three seconds behind the live edge (1.5 of the
 * 2-second segments), catches up after a stall by playing up to 1.2× (hls.js's live sync), offers
 * 回到直播 when far behind, and shows the delay from camera to screen (the segments' program date
 * time against this clock) — PeerTube's small-latency mode is the reference.
 */
export function LivePlayer({ url, poster }: { url: string; poster: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const hls = useRef<HlsType | null>(null);
  const [delaySeconds, setDelaySeconds] = useState<number | null>(null);
  const [isBehind, setIsBehind] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const stop = playHls(element, url, {
      config: { liveSyncDuration: 3, liveMaxLatencyDuration: 10, maxLiveSyncPlaybackRate: 1.2 },
      onPlayer: (player) => (hls.current = player),
    });
    const timer = window.setInterval(() => {
      const current = hls.current;
      const playingDate = current?.playingDate;
      setDelaySeconds(playingDate ? Math.max(0, (Date.now() - playingDate.getTime()) / 1000) : null);
      const edge = current?.liveSyncPosition;
      setIsBehind(edge != null && edge - element.currentTime > BEHIND_OFFER_SECONDS);
    }, 1000);
    return () => {
      window.clearInterval(timer);
      stop();
      hls.current = null;
    };
  }, [url]);

  const backToLive = () => {
    const element = video.current;
    const edge = hls.current?.liveSyncPosition;
    if (!element || edge == null) return;
    element.currentTime = edge;
    void element.play();
  };

  return (
    <div className="live-player">
      <video
        ref={video}
        className="live-video"
        data-testid="live-video"
        // Shown until the first segments come: the page's largest paint is not held for the stream.
        poster={poster}
        controls
        muted
        autoPlay
        playsInline
        aria-label="直播画面"
      />
      <div className="live-player-bar">
        <span data-testid="live-delay" data-delay-ms={delaySeconds === null ? '' : Math.round(delaySeconds * 1000)}>
          {delaySeconds === null ? '连接直播中…' : `直播延迟约 ${delaySeconds.toFixed(1)} 秒`}
        </span>
        {isBehind && (
          <Button size="small" type="primary" onClick={backToLive}>
            回到直播
          </Button>
        )}
      </div>
    </div>
  );
}
