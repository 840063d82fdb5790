import type { CallData } from '@vce/contract/call';
import type { openLesson } from '@vce/contract/learning';
import { Button, Select, Tooltip } from 'antd';
import type HlsType from 'hls.js/light';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { getToken } from '../../../shared/session';
import { saveProgress, type SavedProgress } from '../api/lesson-progress';
import { WatchTracker } from './watch-tracker';

export type OpenedLesson = CallData<typeof openLesson>;

/** The position is saved at least this often while playing (and on pause and on leaving). */
const SAVE_EVERY_MS = 10_000;
const speeds = [0.75, 1, 1.25, 1.5, 2];
/** A resume this close to the end starts over instead. */
const END_MARGIN_SECONDS = 3;

interface Quality {
  index: number;
  height: number;
}

/**
 * Plays a video lesson's HLS with hls.js: resumes where the learner left off (on any browser: the
 * position is the server's), saves the position and the ranges watched every 10 s, on pause and on
 * leaving; speed up to 2×, the renditions' quality, keyboard control and full screen.
 */
export function LessonPlayer({ lesson, onSaved }: { lesson: OpenedLesson; onSaved: (saved: SavedProgress) => void }) {
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const hls = useRef<HlsType | null>(null);
  const [qualities, setQualities] = useState<Quality[]>([]);
  const [quality, setQuality] = useState(-1);
  const [speed, setSpeed] = useState(1);
  const [secondsLeft, setSecondsLeft] = useState(Math.max(0, lesson.duration_seconds - lesson.position));
  const saved = useEffectEvent((progress: SavedProgress) => onSaved(progress));

  useEffect(() => {
    const element = video.current;
    if (!element || !lesson.playlist_url) return;
    const tracker = new WatchTracker();
    let closed = false;
    const save = (leaving = false) => {
      const ranges = tracker.take();
      const position = element.currentTime;
      saveProgress({ lesson_id: lesson.id, position, ranges }, leaving).then(
        (progress) => !closed && saved(progress),
        () => tracker.giveBack(ranges),
      );
    };
    const start = lesson.position < lesson.duration_seconds - END_MARGIN_SECONDS ? lesson.position : 0;
    const token = getToken();
    let player: HlsType | null = null;
    void import('hls.js/light').then(({ default: Hls }) => {
      if (closed) return;
      player = new Hls({
        startPosition: start,
        // The playlist and segments answer only to the token they were signed for.
        xhrSetup: (xhr) => {
          if (token) xhr.setRequestHeader('token', token);
        },
      });
      hls.current = player;
      player.on(Hls.Events.MANIFEST_PARSED, (_, data) =>
        setQualities(data.levels.map((level, index) => ({ index, height: level.height }))),
      );
      player.loadSource(lesson.playlist_url!);
      player.attachMedia(element);
    });
    const onTime = () => {
      if (!element.paused && !element.seeking) tracker.playedTo(element.currentTime);
      setSecondsLeft(Math.max(0, element.duration - element.currentTime || 0));
    };
    const onStop = () => {
      tracker.stop();
      save();
    };
    const onSeeking = () => tracker.stop();
    const onLeave = () => save(true);
    element.addEventListener('timeupdate', onTime);
    element.addEventListener('pause', onStop);
    element.addEventListener('ended', onStop);
    element.addEventListener('seeking', onSeeking);
    window.addEventListener('pagehide', onLeave);
    const timer = setInterval(() => !element.paused && save(), SAVE_EVERY_MS);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', onLeave);
      element.removeEventListener('timeupdate', onTime);
      element.removeEventListener('pause', onStop);
      element.removeEventListener('ended', onStop);
      element.removeEventListener('seeking', onSeeking);
      if (element.currentTime > 0) save(true);
      closed = true;
      player?.destroy();
      hls.current = null;
    };
  }, [lesson.id, lesson.playlist_url, lesson.position, lesson.duration_seconds]);

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
        <span className="lesson-left" data-testid="lesson-left">
          本课时剩余 {Math.ceil(secondsLeft / 60)} 分钟
        </span>
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
