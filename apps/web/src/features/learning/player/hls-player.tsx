import { Button, Select, Tooltip } from 'antd';
import type HlsType from 'hls.js/light';
import { type ReactNode, useEffect, useEffectEvent, useRef, useState } from 'react';
import { playHls } from '../../../shared/video/play-hls';

const speeds = [0.75, 1, 1.25, 1.5, 2];

interface Quality {
  index: number;
  height: number;
}

/**
 * An HLS video in the player a Chinese learner expects, through hls.js (its light build): starts at
 * `startAt`, speed up to 2×, the renditions' quality, keyboard control and full screen. `onVideo`
 * gets the video element once it plays the source (a lesson tracks what is watched) and may return
 * its cleanup; `status` is shown at the left of the bar.
 */
export function HlsPlayer(props: {
  playlistUrl: string;
  startAt: number;
  onVideo?: (video: HTMLVideoElement) => () => void;
  status?: ReactNode;
}) {
  const { playlistUrl, startAt } = props;
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const hls = useRef<HlsType | null>(null);
  const [qualities, setQualities] = useState<Quality[]>([]);
  const [quality, setQuality] = useState(-1);
  const [speed, setSpeed] = useState(1);
  const attached = useEffectEvent((element: HTMLVideoElement) => props.onVideo?.(element) ?? (() => {}));

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const stop = playHls(element, playlistUrl, {
      config: { startPosition: startAt },
      onPlayer: (player, Hls) => {
        hls.current = player;
        player.on(Hls.Events.MANIFEST_PARSED, (_, data) =>
          setQualities(data.levels.map((level, index) => ({ index, height: level.height }))),
        );
      },
    });
    const detach = attached(element);
    return () => {
      detach();
      stop();
      hls.current = null;
    };
  }, [playlistUrl, startAt]);

  const changeSpeed = (value: number) => {
    setSpeed(value);
    if (video.current) video.current.playbackRate = value;
  };
  const changeQuality = (index: number) => {
    setQuality(index);
    if (hls.current) hls.current.currentLevel = index;
  };
  const toggleFullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frame.current?.requestFullscreen();
  };
  /** Space or K plays and pauses, ←/→ seek 5 s, ↑/↓ change the volume, F toggles full screen, M mutes. */
  const onKey = (event: React.KeyboardEvent) => {
    const element = video.current;
    if (!element) return;
    const actions: Record<string, () => void> = {
      ' ': () => void (element.paused ? element.play() : element.pause()),
      k: () => void (element.paused ? element.play() : element.pause()),
      ArrowLeft: () => (element.currentTime = Math.max(0, element.currentTime - 5)),
      ArrowRight: () => (element.currentTime = Math.min(element.duration || 0, element.currentTime + 5)),
      ArrowUp: () => (element.volume = Math.min(1, element.volume + 0.1)),
      ArrowDown: () => (element.volume = Math.max(0, element.volume - 0.1)),
      f: toggleFullScreen,
      m: () => (element.muted = !element.muted),
    };
    const action = actions[event.key.length === 1 ? event.key.toLowerCase() : event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <div className="lesson-player" ref={frame} tabIndex={0} onKeyDown={onKey} data-testid="lesson-player">
      <video ref={video} controls playsInline className="lesson-video" data-testid="lesson-video" />
      <div className="lesson-player-bar">
        <span className="lesson-left">{props.status}</span>
        <span className="lesson-player-tools">
          <Select
            size="small"
            value={speed}
            onChange={changeSpeed}
            aria-label="倍速"
            options={speeds.map((value) => ({ value, label: `${value}×` }))}
          />
          {qualities.length > 1 && (
            <Select
              size="small"
              value={quality}
              onChange={changeQuality}
              aria-label="清晰度"
              options={[
                { value: -1, label: '自动' },
                ...qualities.map(({ index, height }) => ({ value: index, label: `${height}P` })),
              ]}
            />
          )}
          <Tooltip title="空格 播放/暂停 · ←/→ 快退/快进5秒 · ↑/↓ 音量 · F 全屏 · M 静音">
            <Button size="small" onClick={toggleFullScreen}>
              全屏
            </Button>
          </Tooltip>
        </span>
      </div>
    </div>
  );
}
